import RxCocoa
import RxRelay
import RxSwift
import RxTest
import XCTest

/// View-model tests as RxSwift projects write them: relays from `RxRelay`, `Driver` from `RxCocoa`, virtual time
/// from `RxTest`, all with their original imports.
final class RelayAndDriverTests: RxTestCase {
    private struct LoadError: Error {}

    /// A small view model in RxSwift + RxCocoa style: a query relay in, a results driver out.
    private struct SearchViewModel {
        let query = BehaviorRelay<String>(value: "")
        let results: Driver<[String]>

        init(search: @escaping (String) -> Observable<[String]>, scheduler: SchedulerType) {
            results =
                query
                .asObservable()
                .debounce(.seconds(30), scheduler: scheduler)
                .distinctUntilChanged()
                .flatMapLatest { query in
                    query.isEmpty ? .just([]) : search(query)
                }
                .asDriver(onErrorJustReturn: [])
        }
    }

    func testBehaviorRelayReplaysItsValueAndAcceptsNewOnes() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = BehaviorRelay(value: 1)
        let observer = scheduler.createObserver(Int.self)
        let bag = DisposeBag()

        scheduler.scheduleAt(100) { relay.bind(to: observer).disposed(by: bag) }
        scheduler.scheduleAt(200) { relay.accept(2) }
        scheduler.scheduleAt(300) { relay.accept(relay.value + 1) }
        scheduler.start()

        XCTAssertEqual(observer.events, [.next(100, 1), .next(200, 2), .next(300, 3)])
        XCTAssertEqual(relay.value, 3)
    }

    func testPublishRelayFedByBindNeverTerminates() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = PublishRelay<String>()
        let source = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(230)])
        let observer = scheduler.createObserver(String.self)
        let bag = DisposeBag()

        relay.subscribe(observer).disposed(by: bag)
        source.bind(to: relay).disposed(by: bag)
        scheduler.start()

        XCTAssertEqual(observer.events, [.next(210, "a"), .next(220, "b")])
    }

    func testDriverOfAViewModelInVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver([String].self)
        let bag = DisposeBag()

        SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = SearchViewModel(
                search: { query in
                    query == "fail"
                        ? Observable.error(LoadError())
                        : Observable.just([query + "1", query + "2"]).delay(.seconds(10), scheduler: scheduler)
                },
                scheduler: scheduler)
            scheduler.scheduleAt(100) { viewModel.results.drive(observer).disposed(by: bag) }
            scheduler.scheduleAt(200) { viewModel.query.accept("rx") }
            scheduler.scheduleAt(400) { viewModel.query.accept("fail") }
            scheduler.start()
        }

        // The empty query at 130, "rx" settled at 230 and answered at 240; the failure becomes [] and ends the driver.
        XCTAssertEqual(
            observer.events,
            [
                .next(131, []),
                .next(241, ["rx1", "rx2"]),
                .next(431, []),
                .completed(431),
            ])
    }

    func testSignalDoesNotReplayToLateSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = PublishRelay<Int>()
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        let bag = DisposeBag()

        SharingScheduler.mock(scheduler: scheduler) {
            let signal = relay.asSignal()
            scheduler.scheduleAt(100) { signal.emit(to: early).disposed(by: bag) }
            scheduler.scheduleAt(200) { relay.accept(1) }
            scheduler.scheduleAt(300) { signal.emit(to: late).disposed(by: bag) }
            scheduler.scheduleAt(400) { relay.accept(2) }
            scheduler.start()
        }

        XCTAssertEqual(early.events, [.next(201, 1), .next(401, 2)])
        XCTAssertEqual(late.events, [.next(401, 2)])
    }

    func testBinderFromRxCocoaSetsAPropertyOnItsTarget() {
        final class Label { var text = "" }
        let label = Label()
        let binder = Binder(label, scheduler: CurrentThreadScheduler.instance) { label, text in label.text = text }

        let disposable = Observable.of("a", "b").bind(to: binder)
        disposable.dispose()

        XCTAssertEqual(label.text, "b")
    }
}
