import Dispatch
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

    func testASubscriberThatWaitsForWorkTrackedOnAnotherThreadDoesNotDeadlock() {
        // On the main thread the driver delivers at once, inside the indicator's update. The subscriber waits for
        // another thread to track work with the same indicator: that thread must not be blocked by the update.
        let indicator = ActivityIndicator()
        var values: [Bool] = []
        var otherThreadFinished: DispatchTimeoutResult?
        let subscription = indicator.asDriver().drive(onNext: { isLoading in
            values.append(isLoading)
            guard isLoading, otherThreadFinished == nil else { return }
            let finished = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                _ = Observable.just(1).trackActivity(indicator).subscribe()
                finished.signal()
            }
            otherThreadFinished = finished.wait(timeout: .now() + 2)
        })
        let work = PublishSubject<Int>()
        let tracked = work.trackActivity(indicator).subscribe()
        work.onCompleted()
        tracked.dispose()
        XCTAssertEqual(otherThreadFinished, .success, "the other thread was blocked by the indicator's update")
        XCTAssertEqual(values.first, false)
        XCTAssertEqual(values.dropFirst().first, true)
        XCTAssertEqual(values.last, false)
        subscription.dispose()
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
