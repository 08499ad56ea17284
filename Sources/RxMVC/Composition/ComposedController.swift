import Rx

/// A parent's controller built from its own controller and its children's: each child gets the events that are its
/// own (extracted from the parent's), its effects' actions are embedded back into the parent's, and a child that
/// leaves the state (set to `nil`, removed, popped) has its in-flight effects cancelled at once.
///
///     let controller = ComposedController<AppState, AppEvent, AppAction>(AppController())
///         .scope(SearchController(api: api), state: \.search, event: searchEvent, action: searchAction)
///         .ifLet(DetailController(), state: \.detail, event: detailEvent, action: detailAction)
///         .forEach(RowController(), state: \.rows, event: rowEvent, action: rowAction)
///
/// (`searchEvent`, `searchAction`… are the `EnumCase`s of the parent's event and action cases.)
///
/// Every part sees the same events, in order; the parent's own controller sees all of them (child events included),
/// so it can react to them too. Events for a child that is absent are dropped. The composed actions complete
/// only when the loop is torn down.
public struct ComposedController<State, Event, Action>: StateReadingController {
    /// One part: its actions for the shared events and the states.
    private typealias Part = (Observable<Event>, Observable<State>) -> Observable<Action>

    private let parts: [Part]

    /// A controller with no parent work of its own, only the children added with `scope`, `ifLet` and `forEach`.
    public init() {
        parts = []
    }

    /// A controller that runs `controller` for the parent's own work (it may itself read states).
    public init<C: Controller>(_ controller: C) where C.Event == Event, C.Action == Action {
        parts = [{ events, states in controllerActions(of: controller, events: events, states: states) }]
    }

    private init(parts: [Part]) {
        self.parts = parts
    }

    private func adding(_ part: @escaping Part) -> ComposedController {
        ComposedController(parts: parts + [part])
    }

    /// This controller with a child's, as its slot places it (`slot.controller(child)`): the child's actions are
    /// merged with the others'.
    public func adding(_ child: ChildController<State, Event, Action>) -> ComposedController {
        adding(child.actions)
    }

    /// `controller` with its children's controllers, each placed by its slot:
    ///
    ///     ComposedController(AppController(), children: [
    ///         AppChildren.search.controller(searchController),
    ///         AppChildren.path.controller(ScreenController()),
    ///     ])
    public init<C: Controller>(_ controller: C, children: [ChildController<State, Event, Action>])
    where C.Event == Event, C.Action == Action {
        self.init(controller)
        self = children.reduce(self) { $0.adding($1) }
    }

    /// All parts' actions; the user's events are subscribed once and shared by every part.
    public func use(eventStream: Observable<Event>, stateStream: Observable<State>) -> Observable<Action> {
        let parts = self.parts
        return Observable.create { observer in
            let published = eventStream.publish()
            let shared = published.asObservable()
            // Merged without a lock held while forwarding: a part answering on another thread must not wait for
            // the thread that delivers a state to the parts (`EventSerializer`).
            let merged = Observable.mergeWithoutWaiting(parts.map { $0(shared, stateStream) }).subscribe(observer)
            let connection = published.connect()
            return Disposables.create(merged, connection)
        }
    }

    /// Adds a child that is always there: its state at `state`, its events and actions cases of the parent's.
    ///
    /// - Parameters:
    ///   - child: The child's controller (a `StateReadingController` child reads its own slice of the state).
    ///   - state: Where the child's state lives in the parent's.
    ///   - event: The parent's event case that carries the child's events.
    ///   - action: The parent's action case that carries the child's actions.
    public func scope<C: Controller, ChildState>(
        _ child: C, state: KeyPath<State, ChildState>, event: EnumCase<Event, C.Event>,
        action: EnumCase<Action, C.Action>
    ) -> ComposedController {
        adding { events, states in
            controllerActions(
                of: child, events: events.compactMap(event.extract), states: states.map { $0[keyPath: state] }
            )
            .map(action.embed)
        }
    }

    /// Adds an optional child (a detail that may be absent): it runs while `state` is non-`nil` and its effects are
    /// cancelled when `state` becomes `nil`.
    ///
    /// A child replaced by another without passing through `nil` counts as the same child here; when the child's
    /// state is `Identifiable`, the overload below treats a replacement with another id as a new child.
    public func ifLet<C: Controller, ChildState>(
        _ child: C, state: KeyPath<State, ChildState?>, event: EnumCase<Event, C.Event>,
        action: EnumCase<Action, C.Action>
    ) -> ComposedController {
        adding(
            keyed(
                child, children: { parent in parent[keyPath: state].map { [(key: true, state: $0)] } ?? [] },
                event: { event.extract($0).map { (true, $0) } }, action: { _, childAction in action.embed(childAction) }
            ))
    }

    /// Adds an optional child with an identity: like `ifLet`, and a child replaced by one with another id is a new
    /// child, so the replaced one's effects are cancelled at the replacement.
    public func ifLet<C: Controller, ChildState: Identifiable>(
        _ child: C, state: KeyPath<State, ChildState?>, event: EnumCase<Event, C.Event>,
        action: EnumCase<Action, C.Action>
    ) -> ComposedController {
        adding(
            keyed(
                child, children: { parent in parent[keyPath: state].map { [(key: $0.id, state: $0)] } ?? [] },
                event: { event.extract($0).map { (nil, $0) } }, action: { _, childAction in action.embed(childAction) })
        )
    }

    /// Adds a collection of children keyed by id (rows with their own state and effects): each id gets its own run
    /// of `child`, cancelled when that id leaves `state`.
    public func forEach<C: Controller, Element: Identifiable>(
        _ child: C, state: KeyPath<State, [Element]>, event: EnumCase<Event, (id: Element.ID, event: C.Event)>,
        action: EnumCase<Action, (id: Element.ID, action: C.Action)>
    ) -> ComposedController {
        rows(child, state: state, distinct: { $0 }, event: event, action: action)
    }

    /// Adds a collection of children keyed by id whose states are `Equatable`: as the overload above, and a row's
    /// controller sees a new state only when its row changed, so a parent state that changes one row of many costs
    /// the other rows a dictionary lookup each, not a delivery.
    public func forEach<C: Controller, Element: Identifiable & Equatable>(
        _ child: C, state: KeyPath<State, [Element]>, event: EnumCase<Event, (id: Element.ID, event: C.Event)>,
        action: EnumCase<Action, (id: Element.ID, action: C.Action)>
    ) -> ComposedController {
        rows(child, state: state, distinct: { $0.distinctUntilChanged() }, event: event, action: action)
    }

    private func rows<C: Controller, Element: Identifiable>(
        _ child: C, state: KeyPath<State, [Element]>, distinct: @escaping (Observable<Element>) -> Observable<Element>,
        event: EnumCase<Event, (id: Element.ID, event: C.Event)>,
        action: EnumCase<Action, (id: Element.ID, action: C.Action)>
    ) -> ComposedController {
        adding(
            keyed(
                child, children: { parent in parent[keyPath: state].map { (key: $0.id, state: $0) } },
                distinct: distinct, event: { event.extract($0).map { ($0.id, $0.event) } },
                action: { action.embed((id: $0, action: $1)) }))
    }

    /// Adds the screens of a navigation stack: each screen on the stack gets its own run of `child`, cancelled when
    /// the screen is popped.
    public func forEach<C: Controller, Screen>(
        _ child: C, stack: KeyPath<State, NavigationStack<Screen>>,
        event: EnumCase<Event, (id: StackElementID, event: C.Event)>,
        action: EnumCase<Action, StackAction<Screen, C.Action>>
    ) -> ComposedController {
        adding(
            keyed(
                child, children: { parent in parent[keyPath: stack].elements.map { (key: $0.id, state: $0.screen) } },
                event: { event.extract($0).map { ($0.id, $0.event) } },
                action: { action.embed(.element(id: $0, action: $1)) }))
    }

    private func keyed<C: Controller, Key: Hashable, ChildState>(
        _ child: C, children: @escaping (State) -> [(key: Key, state: ChildState)],
        distinct: @escaping (Observable<ChildState>) -> Observable<ChildState> = { $0 },
        event: @escaping (Event) -> (Key?, C.Event)?, action: @escaping (Key, C.Action) -> Action
    ) -> Part {
        Self.keyed(
            { controllerActions(of: child, events: $0, states: $1) }, children: children, distinct: distinct,
            event: event, action: action)
    }

    /// The part running one child per key of `children(state)`: `run` starts a child with its events and states when
    /// its key appears and its subscription is disposed when the key goes.
    static func keyed<Key: Hashable, ChildState, ChildEvent, ChildAction>(
        _ run: @escaping (Observable<ChildEvent>, Observable<ChildState>) -> Observable<ChildAction>,
        children: @escaping (State) -> [(key: Key, state: ChildState)],
        distinct: @escaping (Observable<ChildState>) -> Observable<ChildState> = { $0 },
        event: @escaping (Event) -> (Key?, ChildEvent)?, action: @escaping (Key, ChildAction) -> Action
    ) -> (Observable<Event>, Observable<State>) -> Observable<Action> {
        { events, states in
            Observable.create { observer in
                let routes = ChildRoutes<Key, ChildEvent>()
                // Once per parent state, shared by every child: the children's keys in order and their states by
                // key, so a child looks its state up instead of searching the parent's (O(rows) per state, not
                // O(rows²)).
                let indexed = states.map { KeyedChildren(children($0)) }.share(replay: 1)
                let children = forEachKey(indexed.map(\.keys)) { key in
                    let (token, childEvents) = routes.open(key)
                    let childStates = distinct(indexed.compactMap { $0.states[key] })
                    return run(childEvents, childStates)
                        .map { action(key, $0) }
                        .do(onDispose: { routes.close(key, token) })
                }
                .subscribe(observer)
                let routing = events.subscribe { parentEvent in
                    switch parentEvent {
                    case .next(let element):
                        if let (key, childEvent) = event(element) {
                            routes.send(childEvent, to: key) // no key: to every running child (the one optional child)
                        }
                    case .error(let error):
                        observer.onError(error)
                    case .completed:
                        routes.completeAll()
                    }
                }
                return Disposables.create(children, routing)
            }
        }
    }
}

/// A parent state's children: their keys in order, and their states by key (the first, for a repeated key).
private struct KeyedChildren<Key: Hashable, ChildState> {
    let keys: [Key]
    let states: [Key: ChildState]

    init(_ children: [(key: Key, state: ChildState)]) {
        keys = children.map(\.key)
        states = Dictionary(children.map { ($0.key, $0.state) }, uniquingKeysWith: { first, _ in first })
    }
}
