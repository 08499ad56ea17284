import Rx

/// Where a parent's identified collection of child rows lives, declared once: the rows at a key path, each row's
/// events and actions as cases of the parent's carrying the row's id (`.row(id:action:)`). The parent's model and
/// controller take their part from it, checked by the compiler as `ChildSlot`'s are.
///
///     static var rows: ChildRowsSlot<ListState, ListEvent, ListAction, Row, Never, RowAction> {
///         ChildRowsSlot(\.rows, action: ListAction.row)
///     }
public struct ChildRowsSlot<ParentState, ParentEvent, ParentAction, Row: Identifiable, RowEvent, RowAction> {
    /// Where the rows are: an array, or an identified array (whose changes the controller follows row by row).
    private enum Place {
        case array(WritableKeyPath<ParentState, [Row]>)
        case identified(WritableKeyPath<ParentState, IdentifiedArray<Row>>)
    }

    private let place: Place
    /// The parent's event case wrapping a row's events, with the row's id.
    public let event: EnumCase<ParentEvent, (id: Row.ID, event: RowEvent)>
    /// The parent's action case wrapping a row's actions, with the row's id.
    public let action: EnumCase<ParentAction, (id: Row.ID, action: RowAction)>

    /// The slot of the rows at `rows` whose events and actions are the cases `event` and `action`
    /// (`ListEvent.row`, `ListAction.row`, each of an id and the row's event or action).
    public init(
        _ rows: WritableKeyPath<ParentState, [Row]>, event: @escaping (Row.ID, RowEvent) -> ParentEvent,
        action: @escaping (Row.ID, RowAction) -> ParentAction
    ) {
        self.init(place: .array(rows), event: idEventCase(event), action: idActionCase(action))
    }

    /// The slot of rows that have no events of their own.
    public init(_ rows: WritableKeyPath<ParentState, [Row]>, action: @escaping (Row.ID, RowAction) -> ParentAction)
    where RowEvent == Never {
        self.init(place: .array(rows), event: Self.noEvents, action: idActionCase(action))
    }

    /// The slot of an identified array of rows (the controller then hands each state only to the rows that
    /// changed), whose events and actions are the cases `event` and `action`
    /// (`ListEvent.row`, `ListAction.row`, each of an id and the row's event or action).
    public init(
        _ rows: WritableKeyPath<ParentState, IdentifiedArray<Row>>, event: @escaping (Row.ID, RowEvent) -> ParentEvent,
        action: @escaping (Row.ID, RowAction) -> ParentAction
    ) {
        self.init(place: .identified(rows), event: idEventCase(event), action: idActionCase(action))
    }

    /// The slot of an identified array of rows that have no events of their own.
    public init(
        _ rows: WritableKeyPath<ParentState, IdentifiedArray<Row>>,
        action: @escaping (Row.ID, RowAction) -> ParentAction
    )
    where RowEvent == Never {
        self.init(place: .identified(rows), event: Self.noEvents, action: idActionCase(action))
    }

    private init(
        place: Place, event: EnumCase<ParentEvent, (id: Row.ID, event: RowEvent)>,
        action: EnumCase<ParentAction, (id: Row.ID, action: RowAction)>
    ) {
        self.place = place
        self.event = event
        self.action = action
    }

    /// The event case of rows without events: a row event cannot exist, so the parent never wraps one.
    private static var noEvents: EnumCase<ParentEvent, (id: Row.ID, event: RowEvent)> {
        EnumCase(embed: { _ in preconditionFailure("rows without events have none to wrap") }, extract: { _ in nil })
    }

    /// The parent model's part: `model` reduces each row's actions into that row.
    public func reducer<M: ReducerModel>(_ model: M) -> ChildReducer<ParentState, ParentAction>
    where M.State == Row, M.Action == RowAction {
        switch place {
        case .array(let rows): model.forEach(state: rows, action: action)
        case .identified(let rows): model.forEach(state: rows, action: action)
        }
    }

    /// The parent controller's part: one `child` per row, started when the row appears and disposed when it goes.
    public func controller<C: Controller>(_ child: C) -> ChildController<ParentState, ParentEvent, ParentAction>
    where C.Event == RowEvent, C.Action == RowAction, C.ReadState == Unread {
        controller(changed: { _, _ in false }) { events, _ in child.use(eventStream: events) }
    }

    /// The parent controller's part for a row controller that reads its row.
    public func controller<C: StateReadingController>(_ child: C) -> ChildController<
        ParentState, ParentEvent, ParentAction
    > where C.Event == RowEvent, C.Action == RowAction, C.State == Row {
        controller(changed: { _, _ in true }) { child.use(eventStream: $0, stateStream: $1) }
    }

    /// The parent controller's part for a row controller that reads its row, which sees a row's state only when
    /// it changed.
    public func controller<C: StateReadingController>(_ child: C) -> ChildController<
        ParentState, ParentEvent, ParentAction
    > where C.Event == RowEvent, C.Action == RowAction, C.State == Row, Row: Equatable {
        controller(changed: !=) { child.use(eventStream: $0, stateStream: $1) }
    }

    /// `changed` tells whether a row's new state must be handed to its child (never for a child that does not read
    /// it, always, or when it differs).
    private func controller(
        changed: @escaping (Row, Row) -> Bool,
        _ run: @escaping (Observable<RowEvent>, Observable<Row>) -> Observable<RowAction>
    ) -> ChildController<ParentState, ParentEvent, ParentAction> {
        let (event, action) = (event, action)
        let routeEvent = { (parent: ParentEvent) in event.extract(parent).map { ($0.id, $0.event) } }
        let embedAction = { (id: Row.ID, rowAction: RowAction) in action.embed((id: id, action: rowAction)) }
        switch place {
        case .array(let rows):
            return ChildController(
                actions: ComposedController<ParentState, ParentEvent, ParentAction>.keyed(
                    run, children: { $0[keyPath: rows].map { (key: $0.id, state: $0) } },
                    distinct: { states in states.distinctUntilChanged { !changed($0, $1) } },
                    event: routeEvent, action: embedAction))
        case .identified(let rows):
            return ChildController(
                actions: identifiedRowChildren(
                    run, rows: rows, changed: changed, event: routeEvent, action: embedAction))
        }
    }
}
