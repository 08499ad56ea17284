import Rx

/// Where a child feature lives in its parent, declared once: its state at a key path of the parent's, its events
/// and actions as cases of the parent's. The parent's model, controller and view take their part from it:
///
///     enum AppChildren {
///         static var search: ChildSlot<AppState, AppEvent, AppAction, SearchState, SearchEvent, SearchAction> {
///             ChildSlot(\.search, event: AppEvent.search, action: AppAction.search)
///         }
///     }
///     // model:      AppChildren.search.reducer(SearchModel())
///     // controller: AppChildren.search.controller(SearchController(api: api))
///     // view:       AppChildren.search.bind(searchView, to: states), AppChildren.search.events(of: searchView)
///
/// Each part is checked by the compiler against the slot: a model, controller or view whose state, event or action
/// type is not the child's does not compile, and neither does a `StateReadingController` that reads another state
/// than the child's.
public struct ChildSlot<ParentState, ParentEvent, ParentAction, ChildState, ChildEvent, ChildAction> {
    /// Where the child's state is.
    public let state: WritableKeyPath<ParentState, ChildState>
    /// The parent's event case wrapping the child's events.
    public let event: EnumCase<ParentEvent, ChildEvent>
    /// The parent's action case wrapping the child's actions.
    public let action: EnumCase<ParentAction, ChildAction>

    /// The slot of the child at `state` whose events and actions are the cases `event` and `action`
    /// (`AppEvent.search`, `AppAction.search`).
    public init(
        _ state: WritableKeyPath<ParentState, ChildState>, event: @escaping (ChildEvent) -> ParentEvent,
        action: @escaping (ChildAction) -> ParentAction
    ) {
        self.state = state
        self.event = EnumCase(event)
        self.action = EnumCase(action)
    }

    /// The slot of a child at `state` that has no events of its own (`ChildEvent` is `Never`).
    public init(_ state: WritableKeyPath<ParentState, ChildState>, action: @escaping (ChildAction) -> ParentAction)
    where ChildEvent == Never {
        self.state = state
        event = EnumCase(embed: absurd, extract: { _ in nil })
        self.action = EnumCase(action)
    }

    /// The parent model's part: `model` reduces the child's actions into the child's state.
    public func reducer<M: ReducerModel>(_ model: M) -> ChildReducer<ParentState, ParentAction>
    where M.State == ChildState, M.Action == ChildAction {
        model.scope(state: state, action: action)
    }

    /// The parent controller's part: `child` turns the child's events into the child's actions.
    public func controller<C: Controller>(_ child: C) -> ChildController<ParentState, ParentEvent, ParentAction>
    where C.Event == ChildEvent, C.Action == ChildAction, C.ReadState == Unread {
        let event = event
        let action = action
        return ChildController { events, _ in
            child.use(eventStream: events.compactMap(event.extract)).map(action.embed)
        }
    }

    /// The parent controller's part for a child controller that reads the child's state.
    public func controller<C: StateReadingController>(_ child: C) -> ChildController<
        ParentState, ParentEvent, ParentAction
    > where C.Event == ChildEvent, C.Action == ChildAction, C.State == ChildState {
        let (state, event, action) = (state, event, action)
        return ChildController { events, states in
            child.use(eventStream: events.compactMap(event.extract), stateStream: states.map { $0[keyPath: state] })
                .map(action.embed)
        }
    }

    /// The child's states in the parent's.
    public func states(of parent: Observable<ParentState>) -> Observable<ChildState> {
        let state = state
        return parent.map { $0[keyPath: state] }
    }

    /// The child's states in the parent's, each only when it changed.
    public func states(of parent: Observable<ParentState>) -> Observable<ChildState> where ChildState: Equatable {
        parent.scope(state)
    }

    /// The parent view's part: `view` renders the child's state of each parent state.
    public func bind<V: View>(_ view: V, to parent: Observable<ParentState>) -> Disposable
    where V.State == ChildState {
        view.update(stateStream: states(of: parent))
    }

    /// The parent view's part: `view` renders the child's state when it changed.
    public func bind<V: View>(_ view: V, to parent: Observable<ParentState>) -> Disposable
    where V.State == ChildState, ChildState: Equatable {
        view.update(stateStream: states(of: parent))
    }

    /// The parent view's events from the child view's.
    public func events<U: UserInteractable>(of view: U) -> Observable<ParentEvent> where U.Event == ChildEvent {
        view.interact().map(event.embed)
    }

    /// The parent view's events from a child view that reads the child's state to make them.
    public func events<U: StateReadingInteractable>(of view: U, states parent: Observable<ParentState>)
        -> Observable<ParentEvent>
    where U.Event == ChildEvent, U.State == ChildState {
        view.interact(stateStream: states(of: parent)).map(event.embed)
    }
}

/// A value of any type from no value: a child without events never has one to wrap.
func absurd<Result>(_ never: Never) -> Result {}
