import Dispatch
import Foundation

/// Runs work on the main queue; called on the main queue with nothing of its own waiting, it runs the work at once.
///
/// The scheduler for UI work and `observe(on:)`. `asyncInstance` always dispatches, even from the main queue.
/// To subscribe on the main thread (`subscribe(on:)`), `ConcurrentMainScheduler` is the better fit.
// Sendable: only the atomic `enqueued` changes.
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {
    private let mainQueue: DispatchQueue
    // Work items of this scheduler scheduled but not finished; immediate runs are only allowed at zero, so
    // work scheduled from the main queue never overtakes work already queued.
    private let enqueued = RxAtomicBox<Int>(0)

    /// A scheduler on the main queue. Most code uses `instance`.
    public init() {
        mainQueue = .main
        super.init(serialQueue: mainQueue)
    }

    /// The shared main-queue scheduler that runs work at once when it can.
    public static let instance = MainScheduler()

    /// A main-queue scheduler that always dispatches asynchronously, even when called on the main queue.
    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: .main)

    /// Stops the program when not called on the main queue.
    ///
    /// - Parameter errorMessage: The message to stop with; a default one explains the problem.
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        if !DispatchQueue.isMain {
            fatalError(
                errorMessage
                    ?? "Executing on a background thread. Use `MainScheduler.instance.schedule` to run work on the main thread."
            )
        }
    }

    /// Stops the program when not called on the main thread or from the main queue.
    ///
    /// The main queue counts as the main thread: on Linux, a program that runs its main queue with `dispatchMain()`
    /// has the queue's work run on another thread (the main thread has exited), and that work is where `drive` and
    /// the UI bindings belong.
    /// - Parameter errorMessage: The message to stop with; a default one explains the problem.
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
        guard Thread.isMainThread || DispatchQueue.isMain else {
            fatalError(errorMessage ?? "Running on a background thread.")
        }
    }

    override func scheduleInternal<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let previous = enqueued.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue
        if previous == 0, DispatchQueue.isMain {
            let disposable = action(state)
            enqueued.wrappingSubtract(1, ordering: .acquiringAndReleasing)
            return disposable
        }
        let cancel = SingleAssignmentDisposable()
        let work = UncheckedSendable((state, action))
        mainQueue.async {
            if !cancel.isDisposed {
                cancel.setDisposable(work.value.1(work.value.0))
            }
            self.enqueued.wrappingSubtract(1, ordering: .acquiringAndReleasing)
        }
        return cancel
    }
}
