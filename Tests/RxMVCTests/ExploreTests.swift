import Rx
import RxMVC
import RxMVCTesting
import RxTesting
import XCTest

/// A toy search: typing a query starts a lookup that answers after a delay that depends on the query; the state
/// must only show results of the query on screen.
private enum ToyEvent: Equatable {
    case typed(String)
    case cleared
}

private enum ToyAction: Equatable {
    case queryChanged(String?)
    case loaded(query: String, results: [String])
}

private struct ToyState: Equatable {
    var query: String?
    var resultsQuery: String?
    var results: [String] = []
}

private struct ToyModel: ReducerModel {
    let initialState = ToyState()

    func reduce(state: ToyState, with action: ToyAction) -> ToyState {
        var state = state
        switch action {
        case .queryChanged(let query):
            state.query = query
            state.resultsQuery = nil
            state.results = []
        case .loaded(let query, let results):
            // Correct or not depends on the controller: this model trusts it to deliver only current answers.
            state.resultsQuery = query
            state.results = results
        }
        return state
    }
}

/// Looks each query up after `10 × its length` ticks; `latestOnly: false` is the planted bug (an old, slower
/// lookup lands after a newer query's).
private struct ToyController: Controller {
    let scheduler: TestScheduler
    let latestOnly: Bool

    func use(eventStream: Observable<ToyEvent>) -> Observable<ToyAction> {
        let lookups = { (event: ToyEvent) -> Observable<ToyAction> in
            switch event {
            case .cleared:
                return .just(.queryChanged(nil))
            case .typed(let query):
                let answer = Observable.just(ToyAction.loaded(query: query, results: [query + "!"]))
                    .delay(.seconds(10 * query.count), scheduler: scheduler)
                return answer.startWith(.queryChanged(query))
            }
        }
        return latestOnly ? eventStream.flatMapLatest(lookups) : eventStream.flatMap(lookups)
    }
}

private func showsOnlyCurrentResults(_ state: ToyState) -> String? {
    state.results.isEmpty || state.resultsQuery == state.query
        ? nil : "shows results of \(state.resultsQuery ?? "nil") for \(state.query ?? "nil")"
}

private let toyEvents: [ToyEvent] = [.cleared, .typed("a"), .typed("abc"), .typed("abcdefgh")]

final class ExploreTests: XCTestCase {
    func testFindsThePlantedBugAndShrinksIt() throws {
        let failure = try XCTUnwrap(
            explore(
                model: ToyModel(), controller: { ToyController(scheduler: $0, latestOnly: false) }, events: toyEvents,
                maxGap: 100, invariant: showsOnlyCurrentResults))
        // The smallest failing session: a slow lookup, then a quicker one after it and before it lands (two
        // events), and the answer of the first landing on the second query.
        XCTAssertEqual(failure.steps.count, 2, "\(failure)")
        XCTAssertEqual(failure.steps.map(\.time), failure.steps.map(\.time).sorted())
        XCTAssertEqual(failure.steps.first?.time, 0, "gaps shrink to the least that fails")
        XCTAssertTrue(failure.message.hasPrefix("shows results of"), failure.message)
        XCTAssertNotNil(showsOnlyCurrentResults(failure.state))
        XCTAssertEqual(failure.originalStepCount, 20)
    }

    func testACorrectControllerKeepsTheInvariant() {
        XCTAssertNil(
            explore(
                model: ToyModel(), controller: { ToyController(scheduler: $0, latestOnly: true) }, events: toyEvents,
                maxGap: 100, invariant: showsOnlyCurrentResults))
    }

    func testTheSameSeedGivesTheSameFailureAndItsSeedRepeatsIt() throws {
        func run(seed: UInt64, runs: Int) -> ExplorationFailure<ToyEvent, ToyState>? {
            explore(
                model: ToyModel(), controller: { ToyController(scheduler: $0, latestOnly: false) }, events: toyEvents,
                runs: runs, maxGap: 100, seed: seed, invariant: showsOnlyCurrentResults)
        }
        let first = try XCTUnwrap(run(seed: 42, runs: 100))
        let again = try XCTUnwrap(run(seed: 42, runs: 100))
        XCTAssertEqual(first.description, again.description)
        XCTAssertEqual(first.steps.map(\.event), again.steps.map(\.event))
        let alone = try XCTUnwrap(run(seed: first.seed, runs: 1), "run 0 of the failure's seed is the failing run")
        XCTAssertEqual(alone.description, first.description)
    }

    func testTheDescriptionIsALoopTesterTestOfTheSteps() throws {
        let failure = try XCTUnwrap(
            explore(
                model: ToyModel(), controller: { ToyController(scheduler: $0, latestOnly: false) }, events: toyEvents,
                maxGap: 100, invariant: showsOnlyCurrentResults))
        let text = failure.description
        XCTAssertTrue(text.contains("func testExploredFailureSeed\(failure.seed)() {"), text)
        XCTAssertTrue(text.contains("LoopTester("), text)
        XCTAssertTrue(text.contains("XCTAssertNil(invariant(tester.state))"), text)
        for step in failure.steps {
            XCTAssertTrue(text.contains("tester.advance(to: \(step.time))"), text)
            XCTAssertTrue(text.contains("tester.send(\(String(reflecting: step.event)))"), text)
        }
    }

    /// The description, followed by hand: the reproduction fails as explore said.
    func testTheReproductionFailsAsDescribed() throws {
        let failure = try XCTUnwrap(
            explore(
                model: ToyModel(), controller: { ToyController(scheduler: $0, latestOnly: false) }, events: toyEvents,
                maxGap: 100, invariant: showsOnlyCurrentResults))
        let scheduler = TestScheduler(initialClock: 0)
        let tester = LoopTester(
            model: ToyModel(), controller: ToyController(scheduler: scheduler, latestOnly: false),
            scheduler: scheduler, exhaustivity: .off)
        for step in failure.steps {
            tester.advance(to: step.time)
            tester.send(step.event)
        }
        tester.advance(to: failure.time)
        tester.skipReceivedActions()
        XCTAssertEqual(showsOnlyCurrentResults(tester.state), failure.message)
        XCTAssertEqual(tester.state, failure.state)
        tester.finish()
    }

    func testAnInitialStateThatBreaksTheInvariantFailsWithNoSteps() throws {
        let failure = try XCTUnwrap(
            explore(
                model: ToyModel(), controller: { ToyController(scheduler: $0, latestOnly: true) }, events: toyEvents,
                invariant: { _ in "never holds" }))
        XCTAssertEqual(failure.steps.count, 0)
        XCTAssertEqual(failure.time, 0)
        XCTAssertEqual(failure.message, "never holds")
    }

    func testWorkThatNeverEndsIsCutOffAfterTheLastEvent() {
        /// Ticks forever once started.
        struct Ticking: Controller {
            let scheduler: TestScheduler
            func use(eventStream: Observable<ToyEvent>) -> Observable<ToyAction> {
                eventStream.flatMapLatest { _ in
                    Observable<Int>.interval(.seconds(1), scheduler: scheduler).map { ToyAction.queryChanged("\($0)") }
                }
            }
        }
        var lastTick: TestTime = 0
        var schedulers: [TestScheduler] = []
        let failure = explore(
            model: ToyModel(),
            controller: { scheduler in
                schedulers.append(scheduler)
                return Ticking(scheduler: scheduler)
            }, events: [.cleared], runs: 3, steps: 2, maxGap: 10,
            invariant: { _ in
                lastTick = max(lastTick, schedulers.last?.clock ?? 0)
                return nil
            })
        XCTAssertNil(failure)
        XCTAssertEqual(schedulers.count, 3, "a fresh scheduler (and controller) per run")
        XCTAssertGreaterThan(lastTick, 20)
        XCTAssertLessThanOrEqual(lastTick, 20 + 100 * 10, "at most 100 × maxGap ticks after the last event")
    }
}
