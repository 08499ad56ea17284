private let mainActorBinderMessage = "A main-actor `Binder` ran its binding off the main thread."

extension Binder {
    /// A binder whose binding is a main-actor closure, run on `MainScheduler.instance` for each element: bind
    /// observables to `@MainActor` targets (views, view models) in Swift 6 without `MainActor.assumeIsolated`.
    ///
    /// Like `init(_:scheduler:binding:)` it holds the target weakly and treats an error as a programming error;
    /// each binding call is checked to run on the main thread. Beyond RxSwift.
    ///
    ///     viewModel.isLoading.bind(to: Binder(mainActorTarget: spinner) { spinner, on in spinner.isAnimating = on })
    /// - Parameters:
    ///   - target: The object to update; held weakly.
    ///   - binding: Applies one value to the target, on the main actor.
    public init<Target: AnyObject>(
        mainActorTarget target: Target, binding: @escaping @MainActor (Target, Value) -> Void
    ) {
        self.init(target, scheduler: MainScheduler.instance) { target, value in
            let handedOver = UncheckedSendable(target)
            runOnMainActor(value, mainActorBinderMessage) { value in binding(handedOver.value, value) }
        }
    }
}
