import Dispatch
import Rx
import RxMVC
import RxTesting
import XCTest

private struct CounterModel: ReducerModel {
    let initialState = 0
    func reduce(state: Int, with action: Int) -> Int { state + action }
}

/// A controller that does not say how to combine streams: `.normal` by default.
private struct DefaultFlatMapController: FlatMapController {
    func flatMapEventToAction(_ event: Int) -> Observable<Int> { .just(event) }
}

private struct PassController: MapController {
    func mapEventToAction(_ event: Int) -> Int { event }
}

private struct RequestCountingController: FlatMapController {
    var flatMapType = FlatMapType.latest
    let requests: BehaviorRelay<Int>
    func flatMapEventToAction(_ event: Int) -> Observable<Int> {
        Observable.deferred {
            requests.accept(requests.value + 1)
            return .just(event)
        }
    }
}

/// A view that binds the state stream three times, as the seed's view does (a label, a list, a spinner).
// Sendable: the loop delivers states one at a time.
private final class ThreeBindingView: View, UserInteractable, @unchecked Sendable {
    let events = PublishSubject<Int>()
    var first: [Int] = []
    var second: [Int] = []
    var third: [Int] = []

    func interact() -> Observable<Int> { events }

    func update(stateStream: Observable<Int>) -> Disposable {
        Disposables.create(
            stateStream.subscribe(onNext: { self.first.append($0) }),
            stateStream.map { $0 * 10 }.subscribe(onNext: { self.second.append($0) }),
            stateStream.subscribe(onNext: { self.third.append($0) }))
    }
}

/// A view that reacts to the state 1 with a new event, synchronously, while the state is being delivered.
private final class ReentrantView: View, UserInteractable {
    let events = PublishSubject<Int>()
    var first: [Int] = []
    var second: [Int] = []

    func interact() -> Observable<Int> { events }

    func update(stateStream: Observable<Int>) -> Disposable {
        Disposables.create(
            stateStream.subscribe(onNext: { state in
                self.first.append(state)
                if state == 1 { self.events.onNext(10) }
            }),
            stateStream.subscribe(onNext: { self.second.append($0) }))
    }
}

/// A view that reacts to the state 1 with an event and then an error, synchronously, while the state is delivered.
private final class FailingReentrantView: View, UserInteractable {
    struct Failure: Error {}
    let events = PublishSubject<Int>()
    var seen: [String] = []

    func interact() -> Observable<Int> { events }

    func update(stateStream: Observable<Int>) -> Disposable {
        stateStream.subscribe(
            onNext: { state in
                self.seen.append("\(state)")
                if state == 1 {
                    self.events.onNext(10)
                    self.events.onError(Failure())
                }
            },
            onError: { _ in self.seen.append("error") })
    }
}

final class ModelLoopTests: RxTestCase {
    func testAnErrorSentWhileAStateIsDeliveredComesAfterTheActionQueuedBeforeIt() {
        let view = FailingReentrantView()
        let loop = combineModel(CounterModel(), withView: view, controller: PassController())
        view.events.onNext(1)
        XCTAssertEqual(view.seen, ["0", "1", "11", "error"])
        XCTAssertEqual(loop.currentState, 11, "the latest state outlives the model's end")
        loop.dispose()
    }

    func testBindingTheStateThreeTimesCausesOneRequestPerEvent() {
        let requests = BehaviorRelay(value: 0)
        let view = ThreeBindingView()
        let loop = combineModel(
            CounterModel(), withView: view, controller: RequestCountingController(requests: requests))
        view.events.onNext(1)
        view.events.onNext(2)
        XCTAssertEqual(requests.value, 2)
        XCTAssertEqual(view.first, [0, 1, 3])
        XCTAssertEqual(view.second, [0, 10, 30])
        XCTAssertEqual(view.third, [0, 1, 3])
        loop.dispose()
    }

    func testCurrentStateIsReadableSynchronously() {
        let view = ThreeBindingView()
        let loop = combineModel(CounterModel(), withView: view, controller: PassController())
        XCTAssertEqual(loop.currentState, 0)
        view.events.onNext(5)
        XCTAssertEqual(loop.currentState, 5)
        loop.dispose()
        XCTAssertTrue(loop.isDisposed)
        view.events.onNext(5)
        XCTAssertEqual(loop.currentState, 5, "a disposed loop reduces nothing more")
    }

    func testAnEventSentWhileAStateIsDeliveredWaitsForThatDelivery() {
        let view = ReentrantView()
        let loop = combineModel(CounterModel(), withView: view, controller: PassController())
        view.events.onNext(1)
        XCTAssertEqual(view.first, [0, 1, 11])
        XCTAssertEqual(view.second, [0, 1, 11], "every observer sees the states in order")
        loop.dispose()
    }

    func testActionsFromManyThreadsAreReducedOneAtATimeInOrder() {
        let view = ThreeBindingView()
        let loop = combineModel(CounterModel(), withView: view, controller: PassController())
        let threads = 4
        let perThread = 500
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<perThread { view.events.onNext(1) }
        }
        XCTAssertEqual(loop.currentState, threads * perThread)
        XCTAssertEqual(view.first, Array(0...(threads * perThread)), "states arrive one by one, in order")
        loop.dispose()
    }

    func testDisposingTheLoopDisposesTheUserEvents() {
        let view = ThreeBindingView()
        let loop = combineModel(CounterModel(), withView: view, controller: PassController())
        XCTAssertTrue(view.events.hasObservers)
        loop.dispose()
        XCTAssertFalse(view.events.hasObservers)
    }

    func testStatesCanBeDeliveredOnAScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let view = ThreeBindingView()
        let loop = combineModel(CounterModel(), withView: view, controller: PassController(), observeOn: scheduler)
        XCTAssertEqual(view.first, [])
        scheduler.start()
        XCTAssertEqual(view.first, [0])
        loop.dispose()
    }

    func testAFlatMapControllerMergesByDefault() {
        XCTAssertEqual(DefaultFlatMapController().flatMapType, .normal)
        let view = ThreeBindingView()
        let loop = combineModel(CounterModel(), withView: view, controller: DefaultFlatMapController())
        view.events.onNext(2)
        XCTAssertEqual(view.first, [0, 2])
        loop.dispose()
    }

    func testConstantModelShowsOneState() {
        struct About: ConstantModel {
            typealias Action = Int
            let state = 42
        }
        let view = ThreeBindingView()
        let loop = combineModel(About(), withView: view, controller: PassController())
        view.events.onNext(1)
        view.events.onNext(2)
        XCTAssertEqual(view.first, [42, 42, 42], "the one state at start and again after each action")
        loop.dispose()
    }
}
