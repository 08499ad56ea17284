import Rx

/// The actions of `controller` for `events`: with `states` when the controller reads states of that type.
func controllerActions<C: Controller, State>(
    of controller: C, events: Observable<C.Event>, states: Observable<State>
) -> Observable<C.Action> {
    if let reading = controller as? any StateReadingController {
        guard let actions: Observable<C.Action> = stateReadingActions(reading, events: events, states: states) else {
            preconditionFailure(
                "\(C.self) reads states of type \(C.ReadState.self), but it was given states of type \(State.self): "
                    + "its effects would never start (declare the child with a ChildSlot to have the compiler check it)"
            )
        }
        return actions
    }
    return controller.use(eventStream: events)
}

private func stateReadingActions<R: StateReadingController, Event, Action, State>(
    _ controller: R, events: Observable<Event>, states: Observable<State>
) -> Observable<Action>? {
    guard let events = events as? Observable<R.Event>, let states = states as? Observable<R.State> else {
        return nil
    }
    return controller.use(eventStream: events, stateStream: states) as? Observable<Action>
}
