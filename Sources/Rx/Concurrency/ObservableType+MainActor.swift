private let observeOnMainActorMessage = "`observeOnMainActor` delivered an event off the main thread."

extension ObservableType {
    /// Observes the sequence on `MainScheduler.instance` and subscribes with main-actor closures: the Swift 6 way to
    /// update `@MainActor` state from any observable without `MainActor.assumeIsolated` in each callback.
    ///
    /// The same as `observe(on: MainScheduler.instance).subscribe(…)`, but the closures are `@MainActor`, so they
    /// may call main-actor methods directly; each call is checked to run on the main thread. Elements are handed
    /// from the producing thread to the main thread, as `observe(on:)` does. Beyond RxSwift.
    ///
    ///     --1--2--|  (any thread)   observeOnMainActor(onNext: { screen.show($0) })   --1--2--|  (main actor)
    /// - Parameters:
    ///   - onNext: Called with each element, on the main actor.
    ///   - onError: Called with the error, on the main actor.
    ///   - onCompleted: Called on completion, on the main actor.
    ///   - onDisposed: Called once the subscription ends, on the main actor when it ends with an event; on the
    ///     thread that disposes (which must then be the main one) when you dispose.
    /// - Returns: The subscription.
    public func observeOnMainActor(
        onNext: (@MainActor (Element) -> Void)? = nil,
        onError: (@MainActor (Swift.Error) -> Void)? = nil,
        onCompleted: (@MainActor () -> Void)? = nil,
        onDisposed: (@MainActor () -> Void)? = nil
    ) -> Disposable {
        observe(on: MainScheduler.instance).subscribe(
            onNext: onNext.map { onNext in { runOnMainActor($0, observeOnMainActorMessage, onNext) } },
            onError: onError.map { onError in { runOnMainActor($0, observeOnMainActorMessage, onError) } },
            onCompleted: onCompleted.map { onCompleted in { runOnMainActor(observeOnMainActorMessage, onCompleted) } },
            onDisposed: onDisposed.map { onDisposed in { runOnMainActor(observeOnMainActorMessage, onDisposed) } })
    }
}

extension InfallibleType {
    /// Observes the `Infallible` on `MainScheduler.instance` and subscribes with main-actor closures; see
    /// `ObservableType.observeOnMainActor(onNext:onError:onCompleted:onDisposed:)`. Beyond RxSwift.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element, on the main actor.
    ///   - onCompleted: Called on completion, on the main actor.
    ///   - onDisposed: Called once the subscription ends (see the `ObservableType` version).
    /// - Returns: The subscription.
    public func observeOnMainActor(
        onNext: (@MainActor (Element) -> Void)? = nil,
        onCompleted: (@MainActor () -> Void)? = nil,
        onDisposed: (@MainActor () -> Void)? = nil
    ) -> Disposable {
        asObservable().observeOnMainActor(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }
}
