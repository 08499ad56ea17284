import RxSwift
import RxTest
import XCTest

/// A test file as an RxSwift project writes it — `import RxSwift`, `import RxTest` — compiled unchanged against
/// the re-exporting products.
final class VirtualTimeTests: RxTestCase {
    private struct TestError: Error, Equatable {}

    func testMapAndFilterOnAHotObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .next(230, 4),
            .completed(300),
        ])

        let res = scheduler.start {
            xs.filter { $0 % 2 == 0 }.map { $0 * 10 }
        }

        XCTAssertEqual(
            res.events,
            [
                .next(210, 20),
                .next(230, 40),
                .completed(300),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDebounceOnlyLetsTheSettledValueThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let typed = scheduler.createHotObservable([
            .next(210, "r"),
            .next(220, "rx"),
            .next(300, "rxs"),
            .next(310, "rxsw"),
            .next(500, "rxswift"),
            .completed(600),
        ])

        let res = scheduler.start {
            typed.debounce(.seconds(50), scheduler: scheduler).distinctUntilChanged()
        }

        XCTAssertEqual(
            res.events,
            Recorded.events(
                .next(270, "rx"),
                .next(360, "rxsw"),
                .next(550, "rxswift"),
                .completed(600)
            ))
    }

    func testColdObservableIsSubscribedAgainOnRetry() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 1),
            .error(20, TestError()),
        ])

        let res = scheduler.start(disposed: 265) {
            xs.retry(3)
        }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .next(250, 1), .error(260, TestError())])
        XCTAssertEqual(
            xs.subscriptions,
            [
                Subscription(200, 220),
                Subscription(220, 240),
                Subscription(240, 260),
            ])
    }

    func testObserverScheduledByHandWithDisposeBag() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        var bag: DisposeBag? = DisposeBag()

        scheduler.scheduleAt(100) {
            if let bag { subject.scan(0, accumulator: +).subscribe(observer).disposed(by: bag) }
        }
        scheduler.scheduleAt(110) { subject.onNext(1) }
        scheduler.scheduleAt(120) { subject.onNext(2) }
        scheduler.scheduleAt(130) { bag = nil }
        scheduler.scheduleAt(140) { subject.onNext(3) }
        scheduler.start()

        XCTAssertEqual(observer.events, [.next(110, 1), .next(120, 3)])
    }

    func testSingleAndCompletableRecordTheirEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let single = scheduler.start {
            Single.just(7).delay(.seconds(5), scheduler: scheduler).map { $0 * 6 }
        }

        let otherScheduler = TestScheduler(initialClock: 0)
        let completable = otherScheduler.start {
            Completable.empty().delay(.seconds(1), scheduler: otherScheduler).asObservable()
        }

        // delay forwards the completion queued behind the element by rescheduling for the time left (none), which
        // TestScheduler runs one tick later, as RxSwift's Delay does.
        XCTAssertEqual(single.events, [.next(205, 42), .completed(206)])
        XCTAssertEqual(completable.events, [.completed(201)])
    }

    func testModuleQualifiedNamesResolveThroughTheReexports() {
        let source: RxSwift.Observable<Int> = RxSwift.Observable.of(1, 2, 3)
        let scheduler = RxTest.TestScheduler(initialClock: 0)
        let res = scheduler.start { source }

        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
    }
}
