private let emitOnMainActorMessage = """
    `emitOnMainActor` got an event off the main thread: the Signal's scheduler is not the main one \
    (a `SharingScheduler.mock` on a background queue?).
    """

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Subscribes with main-actor closures: the Swift 6 way to update `@MainActor` state from a `Signal` without
    /// wrapping each callback in `MainActor.assumeIsolated`.
    ///
    /// A `Signal` delivers on the main scheduler, so the closures run on the main thread; each call is checked, and
    /// a delivery elsewhere stops the program rather than racing. Beyond RxSwift, which has no main-actor closures.
    ///
    ///     viewModel.errors.emitOnMainActor(onNext: { [weak self] message in self?.showToast(message) })
    /// - Parameters:
    ///   - onNext: Called with each element, on the main actor.
    ///   - onCompleted: Called on completion, on the main actor.
    ///   - onDisposed: Called once the subscription ends, on the main actor.
    /// - Returns: The subscription.
    public func emitOnMainActor(
        onNext: (@MainActor (Element) -> Void)? = nil,
        onCompleted: (@MainActor () -> Void)? = nil,
        onDisposed: (@MainActor () -> Void)? = nil
    ) -> Disposable {
        emit(
            onNext: onNext.map { onNext in { runOnMainActor($0, emitOnMainActorMessage, onNext) } },
            onCompleted: onCompleted.map { onCompleted in { runOnMainActor(emitOnMainActorMessage, onCompleted) } },
            onDisposed: onDisposed.map { onDisposed in { runOnMainActor(emitOnMainActorMessage, onDisposed) } })
    }
}
