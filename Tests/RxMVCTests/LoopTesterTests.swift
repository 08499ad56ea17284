import Rx
import RxMVC
import RxMVCTesting
import RxTesting
import XCTest

final class LoopTesterTests: RxTestCase {
    private var scheduler: TestScheduler!
    private var service: StubItemService!
    private var failures: [String] = []

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        service = StubItemService(scheduler: scheduler)
        failures = []
    }

    override func tearDown() {
        scheduler = nil
        service = nil
        super.tearDown()
    }

    /// A tester whose failures are captured instead of failing this test.
    private func capturingTester(
        _ exhaustivity: LoopTester<AppModel, ComposedController<AppState, AppEvent, AppAction>>.Exhaustivity = .on
    )
        -> LoopTester<AppModel, ComposedController<AppState, AppEvent, AppAction>>
    {
        LoopTester(
            model: AppModel(), controller: appController(service), scheduler: scheduler, exhaustivity: exhaustivity
        ) {
            message, _, _ in self.failures.append(message)
        }
    }

    private let loadedA = ItemState(id: "a", value: "value of a", isLoading: false)

    func testAFullyAssertedRunPasses() {
        let tester = LoopTester(model: AppModel(), controller: appController(service), scheduler: scheduler)
        tester.send(.addRow("a")) { $0.rows = [ItemState(id: "a")] }
        tester.send(.row(id: "a", event: .load)) { $0.rows[0].isLoading = true }
        tester.advance(by: 100)
        tester.receive(.row(id: "a", action: .loaded("value of a"))) { $0.rows[0] = self.loadedA }
        tester.send(.counter(2)) { $0.counter = 2 }
        tester.finish()
        XCTAssertEqual(service.subscriptions("a"), [Subscription(0, 100)])
    }

    func testAnActionThatArrivedUnassertedFailsAtFinish() {
        let tester = capturingTester()
        tester.send(.addRow("a")) { $0.rows = [ItemState(id: "a")] }
        tester.send(.row(id: "a", event: .load)) { $0.rows[0].isLoading = true }
        tester.advance(by: 100)
        tester.finish()
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("1 action(s) arrived and were not received") == true, "\(failures)")
        XCTAssertTrue(failures.first?.contains("loaded(\"value of a\")") == true, "\(failures)")
    }

    func testAnActionThatArrivedUnassertedFailsTheNextSend() {
        let tester = capturingTester()
        tester.send(.addRow("a")) { $0.rows = [ItemState(id: "a")] }
        tester.send(.row(id: "a", event: .load)) { $0.rows[0].isLoading = true }
        tester.advance(by: 100)
        tester.send(.counter(1)) { $0.counter = 1 }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(
            failures.first?.hasPrefix("Must receive 1 action(s) before sending counter(1)") == true, "\(failures)")
        tester.finish()
        XCTAssertEqual(failures.count, 1, "the late action was consumed by the failure")
    }

    func testAnEffectStillRunningFailsAtFinishAndIsCancelled() {
        let tester = capturingTester()
        tester.send(.openDetail("x")) { $0.detail = ItemState(id: "x") }
        tester.send(.detail(.load)) { $0.detail?.isLoading = true }
        tester.advance(by: 40)
        tester.finish()
        XCTAssertEqual(
            failures,
            [
                "Effects still running at tick 40 (finish cancelled 2 scheduled item(s)): advance time until they end, or end them with an event, before finish()"
            ])
        XCTAssertEqual(service.subscriptions("x"), [Subscription(0, 40)])
    }

    func testAnEffectEndedByAnEventDoesNotFail() {
        let tester = capturingTester()
        tester.send(.openDetail("x")) { $0.detail = ItemState(id: "x") }
        tester.send(.detail(.load)) { $0.detail?.isLoading = true }
        tester.advance(by: 40)
        tester.send(.closeDetail) { $0.detail = nil }
        tester.finish()
        XCTAssertEqual(failures, [])
        XCTAssertEqual(service.subscriptions("x"), [Subscription(0, 40)])
    }

    func testAWrongChangeListsOnlyTheFieldsThatDiffer() {
        let tester = capturingTester()
        tester.send(.addRow("a")) {
            $0.rows = [ItemState(id: "b")]
            $0.counter = 0
        }
        tester.send(.counter(3)) { $0.counter = 4 }
        XCTAssertEqual(
            failures,
            [
                "State after send(addRow(\"a\")) is not the expected one:\n  rows[0].id: expected \"b\", actual \"a\"",
                "State after send(counter(3)) is not the expected one:\n  counter: expected 4, actual 3",
            ])
        tester.finish()
    }

    func testReceivingTheWrongActionFails() {
        let tester = capturingTester()
        tester.send(.addRow("a")) { $0.rows = [ItemState(id: "a")] }
        tester.send(.row(id: "a", event: .load)) { $0.rows[0].isLoading = true }
        tester.advance(by: 100)
        tester.receive(.row(id: "a", action: .loaded("something else")))
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(
            failures.first?.contains(
                "received instead:\n  row(id: \"a\", action: RxMVCTests.ItemAction.loaded(\"value of a\"))") == true,
            "\(failures)")
        tester.finish()
        XCTAssertEqual(failures.count, 1)
    }

    func testReceivingBeforeTheEffectAnsweredFails() {
        let tester = capturingTester()
        tester.send(.addRow("a")) { $0.rows = [ItemState(id: "a")] }
        tester.send(.row(id: "a", event: .load)) { $0.rows[0].isLoading = true }
        tester.advance(by: 99)
        tester.receive(.row(id: "a", action: .loaded("value of a")))
        XCTAssertEqual(
            failures,
            [
                "Expected to receive row(id: \"a\", action: RxMVCTests.ItemAction.loaded(\"value of a\")) by tick 99, but no action arrived"
            ])
        tester.advance(by: 1)
        tester.receive(.row(id: "a", action: .loaded("value of a"))) { $0.rows[0] = self.loadedA }
        tester.finish()
        XCTAssertEqual(failures.count, 1)
    }

    func testNonExhaustiveChecksOnlyWhatIsStated() {
        let tester = capturingTester(.off)
        tester.send(.addRow("a"))
        tester.send(.addRow("b"))
        tester.send(.row(id: "a", event: .load))
        tester.send(.row(id: "b", event: .load))
        tester.advance(by: 100)
        tester.receive(.row(id: "b", action: .loaded("value of b"))) { $0.rows[1].value = "value of b" }
        tester.send(.detail(.load))
        tester.send(.openDetail("x"))
        tester.send(.detail(.load))
        tester.finish()
        XCTAssertEqual(failures, [], "skipped actions, unasserted fields and a running effect are all fine")
    }

    func testNonExhaustiveStillFailsOnAStatedFieldThatDiffers() {
        let tester = capturingTester(.off)
        tester.send(.addRow("a")) { $0.rows[0].id = "b" }
        tester.finish()
        XCTAssertEqual(
            failures,
            ["State after send(addRow(\"a\")) is not the expected one:\n  rows[0].id: expected \"b\", actual \"a\""])
    }

    func testStateDifferencesWalkNestedValues() {
        var expected = AppState()
        expected.detail = ItemState(id: "x", value: "v")
        expected.path.push(ItemState(id: "s"))
        var actual = expected
        actual.detail?.value = nil
        actual.path[id: StackElementID(rawValue: 0)]?.isLoading = true
        XCTAssertEqual(
            stateDifferences(expected: expected, actual: actual),
            [
                "detail.value: expected Optional(\"v\"), actual nil",
                "path.elements[0].screen.isLoading: expected false, actual true",
            ])
        XCTAssertEqual(
            stateDifferences(expected: [1, 2], actual: [1, 2, 3]).first,
            "(value): expected 2 elements, actual 3 elements")
        XCTAssertEqual(
            stateDifferences(expected: AppAction.counter(1), actual: .counter(2)), ["(counter): expected 1, actual 2"])
        XCTAssertEqual(stateDifferences(expected: expected, actual: expected), [])
    }
}
