import Rx
import RxMVC
import RxTesting
import XCTest

final class ActivityIndicatorTests: RxTestCase {
    func testOverlappingWorkKeepsTheIndicatorOnUntilTheLastEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Bool.self)
        let first = scheduler.createColdObservable([.next(50, 1), .completed(100)])
        let second = scheduler.createColdObservable([.next(50, 2), .completed(100)])
        SharingScheduler.mock(scheduler: scheduler) {
            let indicator = ActivityIndicator()
            let bag = DisposeBag()
            indicator.asDriver().drive(observer).disposed(by: bag)
            scheduler.scheduleAt(200) { first.asObservable().trackActivity(indicator).subscribe().disposed(by: bag) }
            scheduler.scheduleAt(250) { second.asObservable().trackActivity(indicator).subscribe().disposed(by: bag) }
            scheduler.start()
        }
        // Driver delivers through the (mocked) main scheduler: one tick after the change in virtual time.
        XCTAssertEqual(observer.events, [.next(1, false), .next(201, true), .next(351, false)])
    }

    func testDisposingTrackedWorkTurnsTheIndicatorOff() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Bool.self)
        let work = scheduler.createColdObservable([.next(500, 1)])
        SharingScheduler.mock(scheduler: scheduler) {
            let indicator = ActivityIndicator()
            let bag = DisposeBag()
            indicator.asDriver().drive(observer).disposed(by: bag)
            var subscription: Disposable?
            scheduler.scheduleAt(200) { subscription = work.asObservable().trackActivity(indicator).subscribe() }
            scheduler.scheduleAt(300) { subscription?.dispose() }
            scheduler.start()
        }
        XCTAssertEqual(observer.events, [.next(1, false), .next(201, true), .next(301, false)])
    }

    func testErrorTrackerReportsEachErrorOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(String.self)
        let failing = scheduler.createColdObservable([.error(10, TestError.boom)]) as TestableObservable<Int>
        SharingScheduler.mock(scheduler: scheduler) {
            let tracker = ErrorTracker()
            let bag = DisposeBag()
            tracker.asSignal().map { "\($0)" }.emit(to: observer).disposed(by: bag)
            scheduler.scheduleAt(200) {
                failing.asObservable().trackError(tracker).catchAndReturn(0).subscribe().disposed(by: bag)
            }
            scheduler.start()
        }
        XCTAssertEqual(observer.events, [.next(211, "boom")])
    }
}

enum TestError: Error {
    case boom
}
