import Dispatch
import Rx

/// An activity indicator: a small animation that runs while `isAnimating` is true, with an optional title.
///
/// Its frames advance on the scheduler it is given, so tests drive it in virtual time. Bind it with
/// `rx.isAnimating` (RxCocoa's `UIActivityIndicatorView.rx.isAnimating`).
public final class Spinner: Widget {
    /// The frames used when none are given: a braille dot circling.
    public static let defaultFrames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// The animation frames, drawn one at a time.
    public let frames: [String]
    /// Time between frames.
    public let interval: RxTimeInterval
    /// Text after the animation, such as "Searching…"; shown only while animating when `hidesWhenStopped`.
    public var title: String { didSet { setNeedsRender() } }
    /// Whether the spinner (and its title) disappears when stopped. Default: true.
    public var hidesWhenStopped = true { didSet { setNeedsRender() } }
    /// The index of the frame shown.
    public private(set) var frameIndex = 0

    /// Starts or stops the animation.
    public var isAnimating = false {
        didSet {
            guard isAnimating != oldValue else { return }
            if isAnimating { startTimer() } else { timer.disposable = Disposables.create() }
            setNeedsRender()
        }
    }

    private let scheduler: SchedulerType
    private let timer = SerialDisposable()

    /// A stopped spinner.
    ///
    /// - Parameters:
    ///   - title: Text after the animation.
    ///   - frames: The animation (must not be empty; the default frames are used if it is).
    ///   - interval: Time between frames.
    ///   - scheduler: Where the frames advance: `MainScheduler.instance` in an app, a `TestScheduler` in tests.
    public init(
        title: String = "", frames: [String] = Spinner.defaultFrames,
        interval: RxTimeInterval = .milliseconds(80), scheduler: SchedulerType
    ) {
        self.title = title
        self.frames = frames.isEmpty ? Spinner.defaultFrames : frames
        self.interval = interval
        self.scheduler = scheduler
        super.init()
    }

    deinit {
        timer.dispose()
    }

    /// The frame shown now.
    public var currentFrame: String { frames[frameIndex % frames.count] }

    private func startTimer() {
        frameIndex = 0
        timer.disposable = scheduler.schedulePeriodic(0, startAfter: interval, period: interval) { [weak self] tick in
            guard let self else { return tick }
            frameIndex = (frameIndex + 1) % frames.count
            setNeedsRender()
            return tick + 1
        }
    }

    /// Nothing while stopped, when it hides then.
    public override var showsNothing: Bool { !isAnimating && hidesWhenStopped }

    /// Draws the current frame and the title.
    public override func draw(in canvas: Canvas) {
        guard isAnimating || !hidesWhenStopped else { return }
        let column = canvas.put(currentFrame, row: 0, style: Style(foreground: .cyan))
        if !title.isEmpty { canvas.put(" " + title, row: 0, column: column, style: .dim) }
    }
}
