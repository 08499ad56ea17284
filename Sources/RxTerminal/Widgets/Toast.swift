import Dispatch
import Rx

/// A one-row message that shows for a while and then hides itself; a newer message replaces the shown one
/// and restarts the delay.
///
/// The delay runs on the scheduler it is given, so tests drive it in virtual time. Bind it with `rx.message`.
public final class Toast: Widget {
    /// The message shown now, nil when hidden.
    public private(set) var message: String?
    /// How long each message stays.
    public let duration: RxTimeInterval
    /// How the message is drawn.
    public var style: Style { didSet { setNeedsRender() } }

    private let scheduler: SchedulerType
    private let timer = SerialDisposable()

    /// A hidden toast.
    ///
    /// - Parameters:
    ///   - duration: How long a message stays.
    ///   - style: How it is drawn.
    ///   - scheduler: Where the hide delay runs: `MainScheduler.instance` in an app, a `TestScheduler` in tests.
    public init(
        duration: RxTimeInterval = .seconds(3), style: Style = Style(foreground: .black, background: .yellow),
        scheduler: SchedulerType
    ) {
        self.duration = duration
        self.style = style
        self.scheduler = scheduler
        super.init()
    }

    deinit {
        timer.dispose()
    }

    /// Shows `message` now, replacing any shown one, and hides it after `duration` (or the toast's duration).
    public func show(_ message: String, duration: RxTimeInterval? = nil) {
        self.message = message
        setNeedsRender()
        timer.disposable = scheduler.scheduleRelative((), dueTime: duration ?? self.duration) { [weak self] _ in
            self?.hide()
            return Disposables.create()
        }
    }

    /// Hides the message now.
    public func hide() {
        timer.disposable = Disposables.create()
        guard message != nil else { return }
        message = nil
        setNeedsRender()
    }

    /// Nothing while no message is shown.
    public override var showsNothing: Bool { message == nil }

    /// Draws the message, when there is one, centred; one wider than the row ends in "…".
    public override func draw(in canvas: Canvas) {
        guard let message else { return }
        let text = " " + message.truncated(toWidth: max(0, canvas.width - 2)) + " "
        canvas.put(text, row: 0, column: max(0, (canvas.width - text.terminalWidth) / 2), style: style)
    }
}
