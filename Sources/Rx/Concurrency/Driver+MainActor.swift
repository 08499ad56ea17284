private let driveOnMainActorMessage = """
    `driveOnMainActor` got an event off the main thread: the Driver's scheduler is not the main one \
    (a `SharingScheduler.mock` on a background queue?).
    """

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Subscribes with main-actor closures: the Swift 6 way to update `@MainActor` state from a `Driver` without
    /// wrapping each callback in `MainActor.assumeIsolated`. Call on the main thread.
    ///
    /// A `Driver` delivers on the main scheduler, so the closures run on the main thread; each call is checked, and
    /// a delivery elsewhere stops the program rather than racing. Beyond RxSwift, which has no main-actor closures.
    ///
    ///     viewModel.title.driveOnMainActor(onNext: { [label] title in label.text = title })
    /// - Parameters:
    ///   - onNext: Called with each element, on the main actor.
    ///   - onCompleted: Called on completion, on the main actor.
    ///   - onDisposed: Called once the subscription ends, on the main actor.
    /// - Returns: The subscription.
    public func driveOnMainActor(
        onNext: (@MainActor (Element) -> Void)? = nil,
        onCompleted: (@MainActor () -> Void)? = nil,
        onDisposed: (@MainActor () -> Void)? = nil
    ) -> Disposable {
        drive(
            onNext: onNext.map { onNext in { runOnMainActor($0, driveOnMainActorMessage, onNext) } },
            onCompleted: onCompleted.map { onCompleted in { runOnMainActor(driveOnMainActorMessage, onCompleted) } },
            onDisposed: onDisposed.map { onDisposed in { runOnMainActor(driveOnMainActorMessage, onDisposed) } })
    }
}
