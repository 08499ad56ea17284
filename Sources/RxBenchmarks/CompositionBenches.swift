import Rx
import RxMVC

// One row's update among many: a `forEach` of row controllers over `[BenchRow]`, driven through a whole loop
// (`combineModel`): an event for one row, its action, the reducer, the new parent state to every row's controller.

private struct BenchRow: Identifiable, Equatable {
    let id: Int
    var count = 0
}

private struct BenchRows: Equatable {
    var rows: [BenchRow]
}

private enum BenchEvent {
    case row(id: Int, event: Int)
}

private enum BenchAction {
    case row(id: Int, action: Int)
}

private enum BenchCases {
    static var rowEvent: EnumCase<BenchEvent, (id: Int, event: Int)> {
        EnumCase(embed: { .row(id: $0.id, event: $0.event) }) {
            if case .row(let id, let event) = $0 { (id, event) } else { nil }
        }
    }
    static var rowAction: EnumCase<BenchAction, (id: Int, action: Int)> {
        EnumCase(embed: { .row(id: $0.id, action: $0.action) }) {
            if case .row(let id, let action) = $0 { (id, action) } else { nil }
        }
    }
}

private struct BenchRowModel: ReducerModel {
    let initialState = BenchRow(id: 0)

    func reduce(state: BenchRow, with action: Int) -> BenchRow {
        var state = state
        state.count &+= action
        return state
    }
}

/// Reads its row's state, as a row that knows its own id or content does (weather's place rows do).
private struct BenchRowController: StateReadingController {
    func use(eventStream: Observable<Int>, stateStream: Observable<BenchRow>) -> Observable<Int> {
        eventStream.withLatestFrom(stateStream) { event, row in event &+ (row.id & 0) }
    }
}

private struct BenchRowsModel: ReducerModel {
    let initialState: BenchRows
    private let children = ChildReducer(combining: [
        BenchRowModel().forEach(state: \BenchRows.rows, action: BenchCases.rowAction)
    ])

    func reduce(state: BenchRows, with action: BenchAction) -> BenchRows {
        children.reduce(state: state, with: action)
    }
}

private struct BenchRowsView: View, UserInteractable {
    let events: PublishSubject<BenchEvent>

    func update(stateStream: Observable<BenchRows>) -> Disposable {
        stateStream.subscribe(onNext: { blackHole.value &+= $0.rows.count })
    }

    func interact() -> Observable<BenchEvent> {
        events.asObservable()
    }
}

/// A running loop kept from one round to the next, so rounds time the updates and not the setup (the warm-up
/// round makes it).
private final class RunningLoop: @unchecked Sendable { // Sendable: benches run on the main thread only.
    private var loop: Disposable?
    private(set) var send: (Int) -> Void = { _ in }

    func start(_ make: () -> (Disposable, (Int) -> Void)) {
        guard loop == nil else { return }
        (loop, send) = make()
    }
}

private func forEachBench(rows: Int) -> Bench {
    let running = RunningLoop()
    return Bench(
        name: "forEach: one row's update among \(rows) rows, per update", rxSwiftNanoseconds: nil,
        operationsPerRound: rows >= 10_000 ? 20 : rows >= 1_000 ? 200 : 2_000
    ) { count in
        running.start {
            let events = PublishSubject<BenchEvent>()
            let model = BenchRowsModel(initialState: BenchRows(rows: (0..<rows).map { BenchRow(id: $0) }))
            let controller = ComposedController<BenchRows, BenchEvent, BenchAction>()
                .forEach(BenchRowController(), state: \.rows, event: BenchCases.rowEvent, action: BenchCases.rowAction)
            let loop = combineModel(model, withView: BenchRowsView(events: events), controller: controller)
            return (loop, { events.onNext(.row(id: $0 % rows, event: 1)) })
        }
        for index in 0..<count {
            running.send(index)
        }
    }
}

// The same through a `ChildRowsSlot` over an `IdentifiedArray`: each state reaches only the row it changed.

private struct IdentifiedBenchRows: Equatable {
    var rows: IdentifiedArray<BenchRow>
}

private enum IdentifiedBenchChildren {
    static var rows: ChildRowsSlot<IdentifiedBenchRows, BenchEvent, BenchAction, BenchRow, Int, Int> {
        ChildRowsSlot(\.rows, event: BenchEvent.row, action: BenchAction.row)
    }
}

private struct IdentifiedBenchRowsModel: ReducerModel {
    let initialState: IdentifiedBenchRows
    private let children = ChildReducer(combining: [IdentifiedBenchChildren.rows.reducer(BenchRowModel())])

    func reduce(state: IdentifiedBenchRows, with action: BenchAction) -> IdentifiedBenchRows {
        children.reduce(state: state, with: action)
    }
}

private struct IdentifiedBenchRowsView: View, UserInteractable {
    let events: PublishSubject<BenchEvent>

    func update(stateStream: Observable<IdentifiedBenchRows>) -> Disposable {
        stateStream.subscribe(onNext: { blackHole.value &+= $0.rows.count })
    }

    func interact() -> Observable<BenchEvent> {
        events.asObservable()
    }
}

private func identifiedForEachBench(rows: Int) -> Bench {
    let running = RunningLoop()
    return Bench(
        name: "forEach slot over \(rows) identified rows, per update",
        rxSwiftNanoseconds: nil, operationsPerRound: 20_000
    ) { count in
        running.start {
            let events = PublishSubject<BenchEvent>()
            let model = IdentifiedBenchRowsModel(
                initialState: IdentifiedBenchRows(rows: IdentifiedArray((0..<rows).map { BenchRow(id: $0) })))
            let controller = ComposedController(
                ComposedController<IdentifiedBenchRows, BenchEvent, BenchAction>(),
                children: [IdentifiedBenchChildren.rows.controller(BenchRowController())])
            let loop = combineModel(model, withView: IdentifiedBenchRowsView(events: events), controller: controller)
            return (loop, { events.onNext(.row(id: $0 % rows, event: 1)) })
        }
        for index in 0..<count {
            running.send(index)
        }
    }
}

/// The composition benchmarks: `forEach` at 10, 1,000 and 10,000 rows over an array, and at 1, 10, 100, 1,000 and
/// 10,000 rows over an identified array (a parent with one child, then with more: the cost should not grow).
let compositionBenches: [Bench] =
    [forEachBench(rows: 10), forEachBench(rows: 1_000), forEachBench(rows: 10_000)]
    + [1, 10, 100, 1_000, 10_000].map { identifiedForEachBench(rows: $0) }
