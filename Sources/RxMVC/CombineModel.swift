import Rx

/// Wires a model, a view, a controller and a source of user events into a running loop.
///
///     interact() ──events──▶ controller ──actions──▶ model ──states──▶ view
///
/// The view receives the states synchronously as they are reduced (exact ticks in virtual-time tests), starting with
/// the current state, from a shared stream that replays the latest state: binding it several times never repeats
/// the controller's work.
/// - Returns: The running loop; dispose it (or add it to a `DisposeBag`) to tear everything down, in-flight
///   requests included.
@discardableResult
public func combineModel<M: Model, V: View, C: Controller, U: UserInteractable>(
    _ model: M, withView view: V, controller: C, andUserInteractable userInteractable: U, trace: LoopTrace? = nil
) -> ModelLoop<M.State> where V.State == M.State, C.Action == M.Action, U.Event == C.Event {
    startLoop(
        model: model, view: view, controller: controller, events: { _ in userInteractable.interact() }, scheduler: nil,
        trace: trace)
}

/// Wires a model, a view that is also the source of user events, and a controller into a running loop.
@discardableResult
public func combineModel<M: Model, V: View & UserInteractable, C: Controller>(
    _ model: M, withView view: V, controller: C, trace: LoopTrace? = nil
) -> ModelLoop<M.State> where V.State == M.State, C.Action == M.Action, V.Event == C.Event {
    startLoop(
        model: model, view: view, controller: controller, events: { _ in view.interact() }, scheduler: nil, trace: trace
    )
}

/// Like `combineModel(_:withView:controller:andUserInteractable:)`, delivering states to the view on `scheduler`
/// (for example `MainScheduler.instance` when the controller emits on background threads).
@discardableResult
public func combineModel<M: Model, V: View, C: Controller, U: UserInteractable>(
    _ model: M, withView view: V, controller: C, andUserInteractable userInteractable: U,
    observeOn scheduler: ImmediateSchedulerType, trace: LoopTrace? = nil
) -> ModelLoop<M.State> where V.State == M.State, C.Action == M.Action, U.Event == C.Event {
    startLoop(
        model: model, view: view, controller: controller, events: { _ in userInteractable.interact() },
        scheduler: scheduler, trace: trace)
}

/// Like `combineModel(_:withView:controller:)`, delivering states to the view on `scheduler`.
@discardableResult
public func combineModel<M: Model, V: View & UserInteractable, C: Controller>(
    _ model: M, withView view: V, controller: C, observeOn scheduler: ImmediateSchedulerType, trace: LoopTrace? = nil
) -> ModelLoop<M.State> where V.State == M.State, C.Action == M.Action, V.Event == C.Event {
    startLoop(
        model: model, view: view, controller: controller, events: { _ in view.interact() }, scheduler: scheduler,
        trace: trace)
}

/// Wires a model, a view, a controller and a source of user events that reads the loop's states (to know what is
/// on screen) into a running loop.
@discardableResult
public func combineModel<M: Model, V: View, C: Controller, U: StateReadingInteractable>(
    _ model: M, withView view: V, controller: C, andUserInteractable userInteractable: U, trace: LoopTrace? = nil
) -> ModelLoop<M.State> where V.State == M.State, C.Action == M.Action, U.Event == C.Event, U.State == M.State {
    startLoop(
        model: model, view: view, controller: controller, events: { userInteractable.interact(stateStream: $0) },
        scheduler: nil, trace: trace)
}

/// Wires a model, a view that is also a source of user events reading the loop's states, and a controller into a
/// running loop.
@discardableResult
public func combineModel<M: Model, V: View & StateReadingInteractable, C: Controller>(
    _ model: M, withView view: V, controller: C, trace: LoopTrace? = nil
) -> ModelLoop<M.State> where V.State == M.State, C.Action == M.Action, V.Event == C.Event {
    startLoop(
        model: model, view: view, controller: controller, events: { view.interact(stateStream: $0) }, scheduler: nil,
        trace: trace)
}

/// Like `combineModel(_:withView:controller:andUserInteractable:)` with a state-reading source of events,
/// delivering states to the view on `scheduler`.
@discardableResult
public func combineModel<M: Model, V: View, C: Controller, U: StateReadingInteractable>(
    _ model: M, withView view: V, controller: C, andUserInteractable userInteractable: U,
    observeOn scheduler: ImmediateSchedulerType, trace: LoopTrace? = nil
) -> ModelLoop<M.State> where V.State == M.State, C.Action == M.Action, U.Event == C.Event, U.State == M.State {
    startLoop(
        model: model, view: view, controller: controller, events: { userInteractable.interact(stateStream: $0) },
        scheduler: scheduler, trace: trace)
}

/// Like `combineModel(_:withView:controller:)` with a view that reads the loop's states for its events,
/// delivering states to the view on `scheduler`.
@discardableResult
public func combineModel<M: Model, V: View & StateReadingInteractable, C: Controller>(
    _ model: M, withView view: V, controller: C, observeOn scheduler: ImmediateSchedulerType, trace: LoopTrace? = nil
) -> ModelLoop<M.State> where V.State == M.State, C.Action == M.Action, V.Event == C.Event {
    startLoop(
        model: model, view: view, controller: controller, events: { view.interact(stateStream: $0) },
        scheduler: scheduler, trace: trace)
}

private func startLoop<M: Model, V: View, C: Controller>(
    model: M, view: V, controller: C, events: (Observable<M.State>) -> Observable<C.Event>,
    scheduler: ImmediateSchedulerType?, trace: LoopTrace?
) -> ModelLoop<M.State> where V.State == M.State, C.Action == M.Action {
    let loop = ModelLoop<M.State>()
    let actions = PublishSubject<M.Action>()
    // Actions are reduced one at a time, in order, from any thread; a thread never waits for another (see
    // `EventSerializer`).
    let serializer = EventSerializer<M.Action>(next: { actions.onNext($0) }) { actions.on($0) }

    // 1. The model first, so the initial state is recorded before anyone looks.
    let actionStream =
        trace.map { trace in actions.do(onNext: { trace.actionWillReduce($0) }) } ?? actions.asObservable()
    // Elements, events and actions pass as themselves, not as `Event`s: this code runs unspecialized for the app's
    // types, where each `Event` made or taken apart costs a metadata lookup at run time (see `EventSerializer`).
    loop.add(
        model.manipulate(actionStream: actionStream).subscribe(
            onNext: { state in
                trace?.stateDidChange(state)
                loop.recordNext(state)
            },
            onError: { loop.recordEnd(.error($0)) },
            onCompleted: { loop.recordEnd(.completed) }))
    // 2. The view, which sees the current state at once.
    let stateStream = scheduler.map { loop.stateStream.observe(on: $0) } ?? loop.stateStream
    loop.add(view.update(stateStream: stateStream))
    // 3. The user's events, through the controller (which may also read the states), into the model.
    loop.add(
        // A source of events that reads states sees them where the view does (on `scheduler`, when given).
        controllerActions(of: controller, events: traced(events(stateStream), by: trace), states: loop.stateStream)
            .subscribe(
                onNext: { serializer.onNext($0) }, onError: { serializer.on(.error($0)) },
                onCompleted: { serializer.on(.completed) }))
    return loop
}

/// `events`, telling `trace` (when given) when each reaches the controller and when the controller is done with it.
private func traced<Event>(_ events: Observable<Event>, by trace: LoopTrace?) -> Observable<Event> {
    guard let trace else { return events }
    return events.do(onNext: { trace.eventWillBeHandled($0) }, afterNext: { _ in trace.eventHandled() })
}
