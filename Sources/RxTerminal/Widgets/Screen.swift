import Dispatch
import Rx

/// Shows a widget tree on a terminal and routes keys to it: the root of a terminal UI.
///
/// It decodes the terminal's input into keys, sends each to `keys` (and `rx.keys`), then to the focused widget,
/// then — if that widget did not use it — to the other widgets in layout order. Tab and Shift-Tab move the focus
/// when more than one widget accepts it. Drawing is coalesced: every change asks for a frame, and one frame is
/// drawn on the scheduler's next turn, writing only the rows that changed.
public final class Screen {
    /// The terminal drawn on.
    public let terminal: TerminalDevice
    /// The root widget, filling the whole terminal.
    public let content: Widget
    /// The widget that receives keys first.
    public private(set) var focusedWidget: Widget?
    /// Called on Ctrl-C instead of routing it as a key, when set (apps restore the terminal and exit here).
    public var onInterrupt: (() -> Void)?
    /// The last frame drawn.
    public private(set) var lastFrame: Frame?

    private let scheduler: SchedulerType
    private let escapeDelay: RxTimeInterval
    private let renderer: Renderer
    private var decoder = KeyDecoder()
    private let keySubject = PublishSubject<Key>()
    private let pendingRender = SerialDisposable()
    private let pendingFlush = SerialDisposable()
    private let pendingPasteEnd = SerialDisposable()
    private let pasteTimeout: RxTimeInterval
    private var renderScheduled = false

    /// A screen showing `content` on `terminal`.
    ///
    /// - Parameters:
    ///   - terminal: Where to draw and read keys: a `TerminalSession`, or a `MemoryTerminal` in tests.
    ///   - content: The root widget.
    ///   - scheduler: Where frames are drawn and the Esc timeout runs: `MainScheduler.instance` in an app, a
    ///     `TestScheduler` in tests.
    ///   - escapeDelay: How long a lone Esc waits for the rest of a possible escape sequence.
    ///   - pasteTimeout: How long after its last byte a bracketed paste without its end marker is ended (the
    ///     text so far arrives as a paste, and keys work again).
    public init(
        terminal: TerminalDevice, content: Widget, scheduler: SchedulerType,
        escapeDelay: RxTimeInterval = .milliseconds(25), pasteTimeout: RxTimeInterval = .seconds(1)
    ) {
        self.pasteTimeout = pasteTimeout
        self.terminal = terminal
        self.content = content
        self.scheduler = scheduler
        self.escapeDelay = escapeDelay
        renderer = Renderer(terminal: terminal)
        content.hostScreen = self
        focusedWidget = content.allWidgets.first(where: \.acceptsFocus)
    }

    deinit {
        pendingRender.dispose()
        pendingFlush.dispose()
        keySubject.onCompleted()
    }

    /// Every key decoded from the terminal, before it is routed to widgets.
    public var keys: Observable<Key> { keySubject.asObservable() }

    /// Starts reading input and following resizes, and draws the first frame at once.
    ///
    /// - Returns: A disposable that stops reading input and drawing.
    public func start() -> Disposable {
        let input = terminal.input.subscribe(onNext: { [weak self] bytes in self?.receive(bytes) })
        let resize = terminal.resized.subscribe(onNext: { [weak self] _ in
            guard let self else { return }
            renderer.invalidate()
            render()
        })
        render()
        return Disposables.create(
            input, resize,
            Disposables.create { [weak self] in
                self?.pendingRender.dispose()
                self?.pendingFlush.dispose()
                self?.pendingPasteEnd.dispose()
            })
    }

    /// Decodes `bytes` read from the terminal and handles the keys they complete.
    public func receive(_ bytes: [UInt8]) {
        pendingFlush.disposable = Disposables.create()
        pendingPasteEnd.disposable = Disposables.create()
        for key in decoder.feed(bytes) { send(key) }
        if decoder.isInPaste {
            // A paste whose end marker never comes gives the keyboard back a second after its last byte.
            pendingPasteEnd.disposable = scheduler.scheduleRelative((), dueTime: pasteTimeout) { [weak self] _ in
                guard let self else { return Disposables.create() }
                for key in decoder.endPaste() { send(key) }
                return Disposables.create()
            }
        }
        if decoder.needsFlush {
            pendingFlush.disposable = scheduler.scheduleRelative((), dueTime: escapeDelay) { [weak self] _ in
                guard let self else { return Disposables.create() }
                for key in decoder.flush() { send(key) }
                return Disposables.create()
            }
        }
    }

    /// Handles one key as if it had been typed.
    public func send(_ key: Key) {
        keySubject.onNext(key)
        if key == .ctrl("c"), let onInterrupt {
            onInterrupt()
            return
        }
        let focusable = content.allWidgets.filter(\.acceptsFocus)
        if let focused = focusedWidget, focused.handle(key) { return }
        if key == .tab || key == .backTab, focusable.count > 1 {
            let current = focusable.firstIndex { $0 === focusedWidget } ?? -1
            let step = key == .tab ? 1 : focusable.count - 1
            focus(focusable[(current + step) % focusable.count])
            return
        }
        for widget in content.allWidgets where widget !== focusedWidget {
            if widget.handle(key) { return }
        }
    }

    /// Gives `widget` the keyboard focus (nil: nobody).
    public func focus(_ widget: Widget?) {
        focusedWidget = widget
        setNeedsRender()
    }

    /// Asks for a frame on the scheduler's next turn; calls before then share that frame.
    public func setNeedsRender() {
        guard !renderScheduled else { return }
        renderScheduled = true
        pendingRender.disposable = scheduler.scheduleRelative((), dueTime: .nanoseconds(0)) { [weak self] _ in
            self?.render()
            return Disposables.create()
        }
    }

    /// Draws a frame now and writes what changed.
    public func render() {
        renderScheduled = false
        let size = terminal.size
        let canvas = Canvas(width: size.columns, height: size.rows)
        content.draw(in: canvas)
        let frame = canvas.frame
        renderer.render(frame)
        lastFrame = frame
    }

    /// Forgets what is on the terminal, so the next frame redraws every row.
    public func invalidate() {
        renderer.invalidate()
        setNeedsRender()
    }
}
