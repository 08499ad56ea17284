import Rx

/// Where a parent's navigation stack of child screens lives, declared once: the stack at a key path, each screen's
/// events and the stack's actions as cases of the parent's (`.screen(id:event:)`, `.path(StackAction)`). The
/// parent's model and controller take their part from it, checked by the compiler as `ChildSlot`'s are.
///
///     static var path: ChildStackSlot<AppState, AppEvent, AppAction, Screen, ScreenEvent, ScreenAction> {
///         ChildStackSlot(\.path, event: AppEvent.screen, action: AppAction.path)
///     }
public struct ChildStackSlot<ParentState, ParentEvent, ParentAction, Screen, ScreenEvent, ScreenAction> {
    /// Where the stack is.
    public let path: WritableKeyPath<ParentState, NavigationStack<Screen>>
    /// The parent's event case wrapping a screen's events, with the screen's id.
    public let event: EnumCase<ParentEvent, (id: StackElementID, event: ScreenEvent)>
    /// The parent's action case wrapping the stack's actions.
    public let action: EnumCase<ParentAction, StackAction<Screen, ScreenAction>>

    /// The slot of the stack at `path` whose screens' events are the case `event` (`AppEvent.screen`) and whose
    /// actions are the case `action` (`AppAction.path`).
    public init(
        _ path: WritableKeyPath<ParentState, NavigationStack<Screen>>,
        event: @escaping (StackElementID, ScreenEvent) -> ParentEvent,
        action: @escaping (StackAction<Screen, ScreenAction>) -> ParentAction
    ) {
        self.path = path
        self.event = idEventCase(event)
        self.action = EnumCase(action)
    }

    /// The parent model's part: pushes, pops, and `model` reducing each screen's actions into that screen.
    public func reducer<M: ReducerModel>(_ model: M) -> ChildReducer<ParentState, ParentAction>
    where M.State == Screen, M.Action == ScreenAction {
        model.forEach(stack: path, action: action)
    }

    /// The parent controller's part: one `child` per screen on the stack, started when it is pushed and disposed
    /// when it is popped.
    public func controller<C: Controller>(_ child: C) -> ChildController<ParentState, ParentEvent, ParentAction>
    where C.Event == ScreenEvent, C.Action == ScreenAction, C.ReadState == Unread {
        controller { events, _ in child.use(eventStream: events) }
    }

    /// The parent controller's part for a screen controller that reads its screen's state.
    public func controller<C: StateReadingController>(_ child: C) -> ChildController<
        ParentState, ParentEvent, ParentAction
    > where C.Event == ScreenEvent, C.Action == ScreenAction, C.State == Screen {
        controller { child.use(eventStream: $0, stateStream: $1) }
    }

    /// The parent's event for `event` of the screen `id`.
    public func embed(_ event: ScreenEvent, on id: StackElementID) -> ParentEvent {
        self.event.embed((id: id, event: event))
    }

    private func controller(
        _ run: @escaping (Observable<ScreenEvent>, Observable<Screen>) -> Observable<ScreenAction>
    ) -> ChildController<ParentState, ParentEvent, ParentAction> {
        let (path, event, action) = (path, event, action)
        return ChildController(
            actions: ComposedController<ParentState, ParentEvent, ParentAction>.keyed(
                run, children: { $0[keyPath: path].elements.map { (key: $0.id, state: $0.screen) } },
                event: { event.extract($0).map { ($0.id, $0.event) } },
                action: { action.embed(.element(id: $0, action: $1)) }))
    }
}
