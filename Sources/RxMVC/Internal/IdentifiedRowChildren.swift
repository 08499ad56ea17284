import Rx

/// The part of a parent controller that runs one child per row of an `IdentifiedArray` in each parent state, handing
/// each new state only to the rows it changed (`IdentifiedArray.changes(since:)`): O(changed rows) per state. When
/// the history cannot tell (the first state, another branch of copies), it compares the rows once.
func identifiedRowChildren<State, Event, Action, Row: Identifiable, RowEvent, RowAction>(
    _ run: @escaping (Observable<RowEvent>, Observable<Row>) -> Observable<RowAction>,
    rows: KeyPath<State, IdentifiedArray<Row>>, changed: @escaping (Row, Row) -> Bool,
    event: @escaping (Event) -> (Row.ID, RowEvent)?, action: @escaping (Row.ID, RowAction) -> Action
) -> (Observable<Event>, Observable<State>) -> Observable<Action> {
    { events, states in
        Observable.create { observer in
            let children = RowChildren<Row, RowEvent>(changed: changed) { id, rowEvents, rowStates in
                run(rowEvents, rowStates).subscribe { rowEvent in
                    switch rowEvent {
                    case .next(let rowAction): observer.onNext(action(id, rowAction))
                    case .error(let error): observer.onError(error)
                    case .completed: break
                    }
                }
            }
            let stateSubscription = states.subscribe { stateEvent in
                switch stateEvent {
                case .next(let state): children.show(state[keyPath: rows])
                case .error(let error): observer.onError(error)
                case .completed: break
                }
            }
            let routing = events.subscribe { parentEvent in
                switch parentEvent {
                case .next(let element):
                    if let (id, rowEvent) = event(element) { children.send(rowEvent, to: id) }
                case .error(let error):
                    observer.onError(error)
                case .completed:
                    children.completeEvents()
                }
            }
            return Disposables.create {
                stateSubscription.dispose()
                routing.dispose()
                children.disposeAll()
            }
        }
    }
}

/// The running row children, by id: each with its events, its states and its subscription.
// Sendable: `running`, `shown` and `isDisposed` guarded by `lock`; subjects are fed outside it.
private final class RowChildren<Row: Identifiable, RowEvent>: @unchecked Sendable {
    private struct Child {
        let events: PublishSubject<RowEvent>
        let states: BehaviorSubject<Row>
        let subscription: SingleAssignmentDisposable
    }

    /// What `update` does once it has let go of the lock.
    private enum Step {
        case nothing
        case stop(Child)
        /// Hands the row to the child when `changed` (user code: a row's `==`) says it differs from the last one.
        case push(BehaviorSubject<Row>)
        case start(Child)
    }

    private let lock = RxLock()
    private let changed: (Row, Row) -> Bool
    private let start: (Row.ID, Observable<RowEvent>, Observable<Row>) -> Disposable
    private var running: [Row.ID: Child] = [:]
    private var shown: IdentifiedArray<Row>?
    private var isDisposed = false

    init(
        changed: @escaping (Row, Row) -> Bool,
        start: @escaping (Row.ID, Observable<RowEvent>, Observable<Row>) -> Disposable
    ) {
        self.changed = changed
        self.start = start
    }

    /// Starts the rows that appeared, stops the ones that went, and hands the changed rows their new state.
    func show(_ rows: IdentifiedArray<Row>) {
        let previous: IdentifiedArray<Row>? = lock.withLock {
            guard !isDisposed else { return nil }
            defer { shown = rows }
            return shown ?? IdentifiedArray()
        }
        guard let previous else { return }
        var touched: [Row.ID] = []
        var seen = Set<Row.ID>()
        if let changes = rows.changes(since: previous) {
            for change in changes where seen.insert(change.id).inserted {
                touched.append(change.id)
            }
        } else {
            let ids: [Row.ID] = lock.withLock { Array(running.keys) }
            for id in ids + rows.ids where seen.insert(id).inserted {
                touched.append(id)
            }
        }
        for id in touched {
            update(id, to: rows[id: id])
        }
    }

    private func update(_ id: Row.ID, to row: Row?) {
        let step: Step = lock.withLock {
            guard !isDisposed else { return .nothing }
            switch (running[id], row) {
            case (nil, nil):
                return .nothing
            case (let child?, nil):
                running[id] = nil
                return .stop(child)
            case (let child?, _?):
                return .push(child.states)
            case (nil, let row?):
                let child = Child(
                    events: PublishSubject(), states: BehaviorSubject(value: row),
                    subscription: SingleAssignmentDisposable())
                running[id] = child
                return .start(child)
            }
        }
        switch step {
        case .nothing:
            break
        case .stop(let child):
            child.subscription.dispose()
        case .push(let states):
            // Rows' states are pushed by this thread alone (`show` follows the states one at a time).
            if let row, (try? states.value()).map({ changed($0, row) }) ?? true { states.onNext(row) }
        case .start(let child):
            child.subscription.setDisposable(
                start(id, child.events.asObservable(), child.states.asObservable()))
        }
    }

    func send(_ event: RowEvent, to id: Row.ID) {
        let events = lock.withLock { running[id]?.events }
        events?.onNext(event)
    }

    func completeEvents() {
        let all = lock.withLock { running.values.map(\.events) }
        for events in all {
            events.onCompleted()
        }
    }

    func disposeAll() {
        let all: [Child] = lock.withLock {
            isDisposed = true
            defer { running = [:] }
            return Array(running.values)
        }
        for child in all {
            child.subscription.dispose()
        }
    }
}
