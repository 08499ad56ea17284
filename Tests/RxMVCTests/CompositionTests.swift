import Rx
import RxMVC
import RxMVCTesting
import RxTesting
import XCTest

/// A view made of a closure, for binding children in tests.
private struct ClosureView: View {
    let bind: (Observable<AppState>) -> Disposable
    func update(stateStream: Observable<AppState>) -> Disposable { bind(stateStream) }
}

private struct HotEvents: UserInteractable {
    let events: Observable<AppEvent>
    func interact() -> Observable<AppEvent> { events }
}

final class CompositionTests: RxTestCase {
    private var scheduler: TestScheduler!
    private var service: StubItemService!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        service = StubItemService(scheduler: scheduler)
    }

    override func tearDown() {
        scheduler = nil
        service = nil
        super.tearDown()
    }

    private func run(_ events: [Recorded<Event<AppEvent>>]) -> TestableObserver<AppState> {
        scheduler.run(AppModel(), controller: appController(service), events: events)
    }

    /// Runs the app from 200 to 1000 with a view built by `bind`.
    private func run(_ events: [Recorded<Event<AppEvent>>], view bind: @escaping (Observable<AppState>) -> Disposable) {
        let input = scheduler.createHotObservable(events)
        var loop: ModelLoop<AppState>?
        scheduler.scheduleAt(200) {
            loop = combineModel(
                AppModel(), withView: ClosureView(bind: bind), controller: appController(self.service),
                andUserInteractable: HotEvents(events: input.asObservable()))
        }
        scheduler.scheduleAt(1000) { loop?.dispose() }
        scheduler.start()
    }

    func testARemovedRowsEffectIsCancelledAtTheTickItIsRemoved() {
        let states = run([
            .next(205, .addRow("a")), .next(206, .addRow("b")),
            .next(210, .row(id: "a", event: .load)), .next(220, .row(id: "b", event: .load)),
            .next(250, .removeRow("a")),
        ])
        XCTAssertEqual(service.subscriptions("a"), [Subscription(210, 250)], "disposed at the removal's tick")
        XCTAssertEqual(service.subscriptions("b"), [Subscription(220, 320)], "the other row runs to its end")
        XCTAssertEqual(states.events.last?.value.element?.rows, [ItemState(id: "b", value: "value of b")])
        XCTAssertFalse(states.events.contains { $0.value.element?.rows.contains { $0.value == "value of a" } == true })
    }

    func testARowAddedAgainStartsAfresh() {
        _ = run([
            .next(205, .addRow("a")), .next(210, .row(id: "a", event: .load)),
            .next(250, .removeRow("a")), .next(260, .addRow("a")), .next(270, .row(id: "a", event: .load)),
        ])
        XCTAssertEqual(service.subscriptions("a"), [Subscription(210, 250), Subscription(270, 370)])
    }

    func testClosingTheDetailCancelsItsLoad() {
        let states = run([.next(210, .openDetail("x")), .next(220, .detail(.load)), .next(260, .closeDetail)])
        XCTAssertEqual(service.subscriptions("x"), [Subscription(220, 260)])
        XCTAssertEqual(states.events.map(\.time), [200, 210, 220, 260])
        XCTAssertNil(states.events.last?.value.element?.detail)
    }

    func testReplacingTheDetailWithAnotherCancelsTheReplacedOnesLoad() {
        let states = run([
            .next(210, .openDetail("x")), .next(220, .detail(.load)), .next(240, .openDetail("y")),
            .next(250, .detail(.load)),
        ])
        XCTAssertEqual(
            service.subscriptions("x"), [Subscription(220, 240)], "an identifiable child replaced is a new child")
        XCTAssertEqual(service.subscriptions("y"), [Subscription(250, 350)])
        XCTAssertEqual(states.events.last?.value.element?.detail, ItemState(id: "y", value: "value of y"))
    }

    func testAnOptionalChildWithoutIdentityIsCancelledWhenItBecomesNil() {
        let add = scheduler.createColdObservable([.next(100, 5), .completed(100)])
        struct DelayedAdd: Controller {
            let add: TestableObservable<Int>
            func use(eventStream: Observable<Int>) -> Observable<Int> {
                eventStream.flatMap { _ in add.asObservable() }
            }
        }
        struct Parent: Equatable { var count: Int? }
        struct ParentModel: ReducerModel {
            let initialState = Parent()
            func reduce(state: Parent, with action: Int) -> Parent {
                var state = CounterModel2().ifLet(state: \Parent.count, action: .identity).reduce(
                    state: state, with: action)
                if action == 0 { state.count = state.count == nil ? 0 : nil }
                return state
            }
        }
        // Event and action 0 toggle the child; any other number goes to the child, which adds 5 after 100 ticks.
        let toggleOrChild = EnumCase<Int, Int>(embed: { $0 }, extract: { $0 == 0 ? nil : $0 })
        let controller = ComposedController<Parent, Int, Int>(PassController2())
            .ifLet(DelayedAdd(add: add), state: \.count, event: toggleOrChild, action: .identity)
        let states = scheduler.run(
            ParentModel(), controller: controller,
            events: [
                .next(210, 0), .next(220, 1), .next(250, 0), .next(260, 0), .next(270, 1),
            ])
        XCTAssertEqual(add.subscriptions, [Subscription(220, 250), Subscription(270, 370)])
        XCTAssertEqual(states.events.last, .next(370, Parent(count: 6)))
    }

    func testTheDetailTellsItsParentItWasChosen() {
        let states = run([.next(210, .openDetail("x")), .next(220, .detail(.choose))])
        var expected = AppState()
        expected.selection = "x"
        XCTAssertEqual(states.events.last, .next(220, expected))
    }

    func testEventsForAnAbsentChildAreDropped() {
        let states = run([.next(210, .detail(.load)), .next(220, .row(id: "zz", event: .load))])
        XCTAssertTrue(service.requests.isEmpty)
        XCTAssertEqual(states.events.map(\.time), [200])
    }

    func testAScopedChildChangesItsPartOfTheState() {
        let states = run([.next(210, .counter(2)), .next(220, .counter(3))])
        XCTAssertEqual(states.events.map { $0.value.element?.counter }, [0, 2, 5])
    }

    func testPoppingAScreenCancelsItsEffects() {
        let states = run([
            .next(210, .push("s1")), .next(220, .screen(id: StackElementID(rawValue: 0), event: .load)),
            .next(230, .push("s2")), .next(240, .screen(id: StackElementID(rawValue: 1), event: .load)),
            .next(260, .pop),
        ])
        XCTAssertEqual(service.subscriptions("s2"), [Subscription(240, 260)])
        XCTAssertEqual(service.subscriptions("s1"), [Subscription(220, 320)])
        XCTAssertEqual(
            states.events.last?.value.element?.path.elements.map(\.screen), [ItemState(id: "s1", value: "value of s1")])
    }

    func testAScreenThatIsChosenIsPoppedByItsParent() {
        let states = run([
            .next(210, .push("s1")), .next(220, .screen(id: StackElementID(rawValue: 0), event: .choose)),
        ])
        XCTAssertEqual(states.events.last?.value.element?.selection, "s1")
        XCTAssertEqual(states.events.last?.value.element?.path.isEmpty, true)
    }

    func testTheChildSliceIsEmittedOnlyWhenItChanges() {
        let slice = scheduler.createObserver(Int.self)
        run([.next(210, .counter(1)), .next(220, .bumpOther), .next(230, .counter(0)), .next(240, .counter(2))]) {
            $0.scope(\.counter).subscribe(slice)
        }
        XCTAssertEqual(slice.events, [.next(200, 0), .next(210, 1), .next(240, 3)])
    }

    func testAnOptionalChildsViewIsBoundWhilePresent() {
        var log: [String] = []
        let clock = scheduler!
        run([
            .next(210, .openDetail("x")), .next(220, .detail(.load)), .next(260, .closeDetail), .next(270, .bumpOther),
        ]) {
            $0.bindIfPresent(\.detail) { detail in
                let values = detail.subscribe(onNext: { log.append("\(clock.clock) \($0.id) loading=\($0.isLoading)") })
                return Disposables.create {
                    values.dispose()
                    log.append("\(clock.clock) unbound")
                }
            }
        }
        XCTAssertEqual(log, ["210 x loading=false", "220 x loading=true", "260 unbound"])
    }

    func testRowViewsAreBoundFromAddToRemove() {
        var log: [String] = []
        let clock = scheduler!
        run([
            .next(210, .addRow("a")), .next(220, .addRow("b")), .next(230, .row(id: "a", event: .load)),
            .next(240, .removeRow("a")),
        ]) {
            $0.bindEach(\.rows) { id, row in
                log.append("\(clock.clock) bind \(id)")
                let values = row.skip(1).subscribe(onNext: {
                    log.append("\(clock.clock) \($0.id) loading=\($0.isLoading)")
                })
                return Disposables.create {
                    values.dispose()
                    log.append("\(clock.clock) unbind \(id)")
                }
            }
        }
        XCTAssertEqual(log, ["210 bind a", "220 bind b", "230 a loading=true", "240 unbind a", "1000 unbind b"])
    }

    func testTheTopScreenIsBoundAndWhatWasPoppedIsDisposed() {
        var top: [String] = []
        var stack: [String] = []
        let clock = scheduler!
        let zero = StackElementID(rawValue: 0)
        run([
            .next(210, .push("s1")), .next(230, .push("s2")), .next(260, .pop),
            .next(270, .screen(id: zero, event: .load)),
        ]) { states in
            Disposables.create(
                states.bindTop(\.path) { id, screen in
                    top.append("\(clock.clock) show \(id)")
                    let values = screen.skip(1).subscribe(onNext: {
                        top.append("\(clock.clock) \($0.id) loading=\($0.isLoading)")
                    })
                    return Disposables.create {
                        values.dispose()
                        top.append("\(clock.clock) hide \(id)")
                    }
                },
                states.bindStack(\.path) { id, _ in
                    stack.append("\(clock.clock) bind \(id)")
                    return Disposables.create { stack.append("\(clock.clock) unbind \(id)") }
                })
        }
        XCTAssertEqual(
            top,
            [
                "210 show #0", "230 hide #0", "230 show #1", "260 hide #1", "260 show #0", "270 s1 loading=true",
                "370 s1 loading=false", "1000 hide #0",
            ])
        XCTAssertEqual(stack, ["210 bind #0", "230 bind #1", "260 unbind #1", "1000 unbind #0"])
    }

    func testTheUserEventsAreSubscribedOnceForEveryPart() {
        var subscriptions = 0
        let events = PublishSubject<AppEvent>()
        let counted = Observable.deferred { () -> Observable<AppEvent> in
            subscriptions += 1
            return events.asObservable()
        }
        let states = scheduler.createObserver(AppState.self)
        let loop = combineModel(
            AppModel(), withView: ClosureView { $0.subscribe(states) }, controller: appController(service),
            andUserInteractable: HotEvents(events: counted))
        events.onNext(.counter(1))
        events.onNext(.addRow("a"))
        XCTAssertEqual(subscriptions, 1)
        XCTAssertEqual(loop.currentState?.counter, 1)
        XCTAssertEqual(loop.currentState?.rows.map(\.id), ["a"])
        loop.dispose()
        XCTAssertFalse(events.hasObservers)
    }

    func testDisposingTheLoopCancelsEveryChildsEffects() {
        _ = run([
            .next(210, .addRow("a")), .next(220, .row(id: "a", event: .load)), .next(230, .openDetail("x")),
            .next(940, .detail(.load)), .next(950, .push("s")),
            .next(960, .screen(id: StackElementID(rawValue: 0), event: .load)),
        ])
        XCTAssertEqual(service.subscriptions("a"), [Subscription(220, 320)])
        XCTAssertEqual(service.subscriptions("x"), [Subscription(940, 1000)])
        XCTAssertEqual(service.subscriptions("s"), [Subscription(960, 1000)])
    }
}
