import Foundation
import Rx
import RxMVC
import RxMVCTesting
import RxTesting
import XCTest

/// `combineModel(…, trace:)`: each event, the actions it caused (or `nil` for later ones) and the state fields each
/// action changed, in virtual time; and the JSON-lines file a trace writes.
final class LoopTraceTests: RxTestCase {
    private struct SearchState: Equatable {
        var query = ""
        var results: [String] = []
    }

    private enum SearchAction {
        case queryChanged(String)
        case resultsLoaded([String])
    }

    private struct SearchModel: ReducerModel {
        let initialState = SearchState()
        func reduce(state: SearchState, with action: SearchAction) -> SearchState {
            var state = state
            switch action {
            case .queryChanged(let query): state.query = query
            case .resultsLoaded(let results): state.results = results
            }
            return state
        }
    }

    /// Each query sets the query at once and loads results 3 ticks later.
    private struct SearchController: Controller {
        let scheduler: TestScheduler
        func use(eventStream: Observable<String>) -> Observable<SearchAction> {
            eventStream.flatMapLatest { query in
                Observable.just(SearchAction.resultsLoaded([query + "1"]))
                    .delay(.seconds(3), scheduler: scheduler)
                    .startWith(.queryChanged(query))
            }
        }
    }

    private struct Events: UserInteractable {
        let events: Observable<String>
        func interact() -> Observable<String> { events }
    }

    private struct NoView: View {
        func update(stateStream: Observable<SearchState>) -> Disposable { stateStream.subscribe() }
    }

    private func runTracedLoop(_ trace: (TestScheduler) throws -> LoopTrace) rethrows {
        let scheduler = TestScheduler(initialClock: 0)
        let events = scheduler.createHotObservable([.next(10, "rx"), .next(20, "swift")])
        let loop = combineModel(
            SearchModel(), withView: NoView(), controller: SearchController(scheduler: scheduler),
            andUserInteractable: Events(events: events.asObservable()), trace: try trace(scheduler))
        scheduler.start()
        loop.dispose()
    }

    func testEventsActionsAndTheFieldsEachChangedAreTracedInVirtualTime() {
        var records: [LoopTraceRecord] = []
        runTracedLoop { scheduler in LoopTrace(clock: .scheduler(scheduler)) { records.append($0) } }
        XCTAssertEqual(
            records.map(\.description),
            [
                #"#1 0.000 initialState SearchState(query: "", results: [])"#,
                #"#2 10.000 event rx"#,
                #"#3 10.000 action queryChanged("rx") (from #2): query "" → "rx""#,
                #"#4 13.000 action resultsLoaded(["rx1"]): results 0 elements → 1 elements, results [] → ["rx1"]"#,
                #"#5 20.000 event swift"#,
                #"#6 20.000 action queryChanged("swift") (from #5): query "rx" → "swift""#,
                #"#7 23.000 action resultsLoaded(["swift1"]): results[0] "rx1" → "swift1""#,
            ])
        XCTAssertEqual(records[2].causedBy, 2)
        XCTAssertNil(records[3].causedBy, "a response comes later, from no event")
        XCTAssertEqual(records[2].changes, [FieldChange(field: "query", before: #""""#, after: #""rx""#)])
    }

    func testAJSONLinesTraceHasOneDecodableRecordPerLine() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID().uuidString).jsonl")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try runTracedLoop { scheduler in try LoopTrace.jsonLines(toFile: path, clock: .scheduler(scheduler)) }
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(lines.count, 7)
        let decoded = try lines.map { try JSONDecoder().decode(LoopTraceRecord.self, from: Data($0.utf8)) }
        XCTAssertEqual(decoded.map(\.kind), [.initialState, .event, .action, .action, .event, .action, .action])
        XCTAssertEqual(decoded[5].value, #"queryChanged("swift")"#)
        XCTAssertTrue(lines[2].contains(#""causedBy":2"#), String(lines[2]))
    }

    func testATraceOnAFullDeviceStopsWithTheReasonAndTheLoopGoesOn() throws {
        let device = "/dev/full"
        try XCTSkipUnless(OutputFileTests.isCharacterDevice(device), "\(device) is this system's full device")
        var trace: LoopTrace?
        try runTracedLoop { scheduler in
            let made = try LoopTrace.jsonLines(toFile: device, clock: .scheduler(scheduler))
            trace = made
            return made
        }
        XCTAssertEqual(trace?.writeFailure?.contains("/dev/full"), true, String(describing: trace?.writeFailure))
        XCTAssertTrue(OutputFileTests.isCharacterDevice(device), "the device is still a device")
    }

    func testATraceFileThatCannotBeCreatedIsAnError() {
        XCTAssertThrowsError(try LoopTrace.jsonLines(toFile: "/nonexistent-folder/trace.jsonl"))
    }

    func testStateDifferencesStillReadAsBefore() {
        XCTAssertEqual(
            stateDifferences(expected: SearchState(query: "a"), actual: SearchState(query: "b")),
            [#"query: expected "a", actual "b""#])
    }
}
