import Rx
import RxTesting
import XCTest

final class DriverSignalTests: RxTestCase {
    private func hotSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
    }

    private func subscribeAt(
        _ scheduler: TestScheduler, _ times: [TestTime], to shared: @escaping () -> Observable<Int>
    ) -> [TestableObserver<Int>] {
        let observers = times.map { _ in scheduler.createObserver(Int.self) }
        for (time, observer) in zip(times, observers) {
            scheduler.scheduleAt(time) { _ = shared().subscribe(observer) }
        }
        return observers
    }

    func testDriverReplaysTheLatestElementToALateSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hotSource(scheduler)
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: -1)
            let observers = subscribeAt(scheduler, [200, 225]) { driver.asObservable() }
            scheduler.start()
            XCTAssertEqual(observers[0].events, [.next(211, 1), .next(221, 2), .next(231, 3), .completed(301)])
            XCTAssertEqual(observers[1].events, [.next(225, 2), .next(231, 3), .completed(301)])
        }
        XCTAssertEqual(xs.subscriptions.map(\.subscribe), [200], "two subscribers share one source subscription")
    }

    func testSignalDoesNotReplayToALateSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hotSource(scheduler)
        SharingScheduler.mock(scheduler: scheduler) {
            let signal = xs.asSignal(onErrorJustReturn: -1)
            let observers = subscribeAt(scheduler, [200, 225]) { signal.asObservable() }
            scheduler.start()
            XCTAssertEqual(observers[0].events, [.next(211, 1), .next(221, 2), .next(231, 3), .completed(301)])
            XCTAssertEqual(observers[1].events, [.next(231, 3), .completed(301)])
        }
        XCTAssertEqual(xs.subscriptions.map(\.subscribe), [200], "two subscribers share one source subscription")
    }

    func testAsDriverOnErrorJustReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TraitsTestError.failed)])
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1) }
            XCTAssertEqual(res.events, [.next(211, 1), .next(221, -1), .completed(221)])
        }
    }

    func testAsDriverOnErrorDriveWith() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TraitsTestError.failed)])
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { xs.asDriver(onErrorDriveWith: Driver.just(7)) }
            XCTAssertEqual(res.events, [.next(211, 1), .next(222, 7), .completed(222)])
        }
    }

    func testAsDriverOnErrorRecoverSeesTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(220, TraitsTestError.other)] as [Recorded<Event<Int>>])
        var recovered: [String] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start {
                xs.asDriver(onErrorRecover: { error in
                    recovered.append("\(error)")
                    return Driver.empty()
                })
            }
            XCTAssertEqual(res.events, [.completed(222)])
        }
        XCTAssertEqual(recovered, ["other"])
    }

    func testAsSignalErrorVariants() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(220, TraitsTestError.failed)] as [Recorded<Event<Int>>])
        SharingScheduler.mock(scheduler: scheduler) {
            let justReturn = scheduler.createObserver(Int.self)
            let signalWith = scheduler.createObserver(Int.self)
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) {
                subscriptions.append(xs.asSignal(onErrorJustReturn: 0).emit(to: justReturn))
                subscriptions.append(xs.asSignal(onErrorSignalWith: .never()).emit(to: signalWith))
            }
            scheduler.scheduleAt(400) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
            XCTAssertEqual(justReturn.events, [.next(221, 0), .completed(221)])
            XCTAssertEqual(signalWith.events, [])
        }
    }

    func testDriverOperatorsKeepTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 1), .next(230, 2), .completed(300)])
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start {
                xs.asDriver(onErrorJustReturn: 0)
                    .distinctUntilChanged()
                    .map { $0 * 10 }
                    .scan(0, accumulator: +)
                    .startWith(-1)
            }
            XCTAssertEqual(res.events, [.next(200, -1), .next(211, 10), .next(231, 30), .completed(301)])
        }
    }

    func testDriverStaticsDeliverOnTheSharingScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let just = scheduler.start { Driver.just(1) }
            XCTAssertEqual(just.events, [.next(201, 1), .completed(201)])
        }
    }

    func testCombineLatestAndZipOfDrivers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(300)])
        SharingScheduler.mock(scheduler: scheduler) {
            let combined = scheduler.start {
                Driver.combineLatest(xs.asDriver(onErrorJustReturn: 0), ys.asDriver(onErrorJustReturn: "")) {
                    "\($0)\($1)"
                }
            }
            XCTAssertEqual(combined.events, [.next(221, "1a"), .next(231, "2a"), .next(241, "2b"), .completed(301)])
        }
    }

    func testDriveDeliversAndDisposes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hotSource(scheduler)
        var log: [String] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let relay = BehaviorRelay<Int>(value: 0)
            scheduler.scheduleAt(200) {
                _ = xs.asDriver(onErrorJustReturn: 0)
                    .drive(
                        onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
                        onDisposed: { log.append("disposed") })
                _ = xs.asDriver(onErrorJustReturn: 0).drive(relay)
            }
            scheduler.start()
            XCTAssertEqual(relay.value, 3)
        }
        XCTAssertEqual(log, ["next 1", "next 2", "next 3", "completed", "disposed"])
    }

    func testSharingSchedulerMockRestoresTheFactory() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            XCTAssertTrue(SharingScheduler.make() as AnyObject === scheduler)
        }
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
    }
}

extension DriverSignalTests {
    func testAsSharedSequenceTakesItsStrategyFromTheResultType() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TraitsTestError.failed)])
        SharingScheduler.mock(scheduler: scheduler) {
            let justReturn = scheduler.start { () -> Signal<Int> in xs.asSharedSequence(onErrorJustReturn: -1) }
            XCTAssertEqual(justReturn.events, [.next(211, 1), .next(221, -1), .completed(221)])
        }
    }

    func testAsSharedSequenceDriveWithAndRecover() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TraitsTestError.failed)])
        SharingScheduler.mock(scheduler: scheduler) {
            let driveWith = scheduler.start {
                xs.asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorDriveWith: Driver.just(7))
            }
            XCTAssertEqual(driveWith.events, [.next(211, 1), .next(222, 7), .completed(222)])
        }
        let recoverScheduler = TestScheduler(initialClock: 0)
        let ys = recoverScheduler.createColdObservable([.error(20, TraitsTestError.failed)] as [Recorded<Event<Int>>])
        SharingScheduler.mock(scheduler: recoverScheduler) {
            var seen: [Error] = []
            let recover = recoverScheduler.start { () -> Signal<Int> in
                ys.asSharedSequence(onErrorRecover: { error in
                    seen.append(error)
                    return Signal.just(9)
                })
            }
            XCTAssertEqual(recover.events, [.next(222, 9), .completed(222)])
            XCTAssertEqual(seen.count, 1)
        }
    }
}
