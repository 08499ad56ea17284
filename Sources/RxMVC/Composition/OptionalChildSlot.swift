import Rx

/// Where an optional child feature lives in its parent, declared once: its state at an optional key path of the
/// parent's (present while the child is on show), its events and actions as cases of the parent's. The parent's
/// model and controller take their part from it, checked by the compiler as `ChildSlot`'s are; the child's
/// controller runs while its state is present and is disposed when the state becomes `nil`.
public struct OptionalChildSlot<ParentState, ParentEvent, ParentAction, ChildState, ChildEvent, ChildAction> {
    /// Where the child's state is, when it is present.
    public let state: WritableKeyPath<ParentState, ChildState?>
    /// The parent's event case wrapping the child's events.
    public let event: EnumCase<ParentEvent, ChildEvent>
    /// The parent's action case wrapping the child's actions.
    public let action: EnumCase<ParentAction, ChildAction>

    /// The slot of the optional child at `state` whose events and actions are the cases `event` and `action`.
    public init(
        _ state: WritableKeyPath<ParentState, ChildState?>, event: @escaping (ChildEvent) -> ParentEvent,
        action: @escaping (ChildAction) -> ParentAction
    ) {
        self.state = state
        self.event = EnumCase(event)
        self.action = EnumCase(action)
    }

    /// The parent model's part: `model` reduces the child's actions while the child is present.
    public func reducer<M: ReducerModel>(_ model: M) -> ChildReducer<ParentState, ParentAction>
    where M.State == ChildState, M.Action == ChildAction {
        model.ifLet(state: state, action: action)
    }

    /// The parent controller's part: `child` runs while the child's state is present.
    public func controller<C: Controller>(_ child: C) -> ChildController<ParentState, ParentEvent, ParentAction>
    where C.Event == ChildEvent, C.Action == ChildAction, C.ReadState == Unread {
        controller { events, _ in child.use(eventStream: events) }
    }

    /// The parent controller's part for a child controller that reads the child's state.
    public func controller<C: StateReadingController>(_ child: C) -> ChildController<
        ParentState, ParentEvent, ParentAction
    > where C.Event == ChildEvent, C.Action == ChildAction, C.State == ChildState {
        controller { child.use(eventStream: $0, stateStream: $1) }
    }

    private func controller(
        _ run: @escaping (Observable<ChildEvent>, Observable<ChildState>) -> Observable<ChildAction>
    ) -> ChildController<ParentState, ParentEvent, ParentAction> {
        let (state, event, action) = (state, event, action)
        return ChildController(
            actions: ComposedController<ParentState, ParentEvent, ParentAction>.keyed(
                run, children: { parent in parent[keyPath: state].map { [(key: true, state: $0)] } ?? [] },
                event: { event.extract($0).map { (true, $0) } }, action: { _, childAction in action.embed(childAction) }
            ))
    }
}
