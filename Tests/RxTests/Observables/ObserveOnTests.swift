import Foundation
import Rx
import RxTesting
import XCTest

private let observeError = NSError(domain: "ObserveOnTests", code: 1)

/// A scheduler that runs every action on the global concurrent queue: actions may overlap.
private final class ConcurrentQueueScheduler: ImmediateSchedulerType, Sendable {
    let queue = DispatchQueue(label: "ObserveOnTests.concurrent", attributes: .concurrent)

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let disposable = SingleAssignmentDisposable()
        nonisolated(unsafe) let state = state
        nonisolated(unsafe) let action = action
        queue.async {
            if !disposable.isDisposed {
                disposable.setDisposable(action(state))
            }
        }
        return disposable
    }
}

final class ObserveOnTests: RxTestCase {
    func testEachEventIsScheduled() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(230)])

        let res = scheduler.start { xs.observe(on: scheduler) }

        XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .completed(231)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testQueuedEventsAreDeliveredOneTurnAtATime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .completed(210)])

        let res = scheduler.start { xs.observe(on: scheduler) }

        XCTAssertEqual(res.events, [.next(211, 1), .next(212, 2), .completed(213)])
    }

    func testError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, observeError)])

        let res = scheduler.start { xs.observe(on: scheduler) }

        XCTAssertEqual(res.events, [.next(211, 1), .error(221, observeError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposeDropsQueuedEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(210, 3)])

        let res = scheduler.start(disposed: 212) { xs.observe(on: scheduler) }

        XCTAssertEqual(res.events, [.next(211, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 212)])
    }

    func testCurrentThreadSchedulerDeliversSynchronously() {
        var received: [Int] = []
        var completed = false

        _ = Observable.of(1, 2, 3).observe(on: CurrentThreadScheduler.instance)
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })

        XCTAssertEqual(received, [1, 2, 3])
        XCTAssertTrue(completed)
    }

    func testConcurrentSchedulerKeepsOrderAndSerializesDelivery() {
        let scheduler = ConcurrentQueueScheduler()
        let subject = PublishSubject<Int>()
        let done = expectation(description: "completed")
        let inside = RxAtomicBox<Int>(0)
        let overlaps = RxAtomicBox<Int>(0)
        nonisolated(unsafe) var received: [Int] = []

        let subscription = subject.observe(on: scheduler).subscribe(
            onNext: { value in
                if inside.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue != 1 {
                    overlaps.wrappingAdd(1, ordering: .relaxed)
                }
                received.append(value)
                inside.wrappingSubtract(1, ordering: .sequentiallyConsistent)
            },
            onCompleted: { done.fulfill() }
        )
        for value in 0..<2_000 {
            subject.onNext(value)
        }
        subject.onCompleted()

        wait(for: [done], timeout: 10)
        subscription.dispose()
        XCTAssertEqual(received, Array(0..<2_000))
        XCTAssertEqual(overlaps.load(ordering: .relaxed), 0)
    }

    func testConcurrentSchedulerDeliversOffTheCallingThread() {
        let scheduler = ConcurrentQueueScheduler()
        let done = expectation(description: "completed")
        let caller = Thread.current
        nonisolated(unsafe) var deliveredOnCaller: Bool?

        let subscription = Observable.just(1).observe(on: scheduler).subscribe(
            onNext: { _ in deliveredOnCaller = Thread.current == caller },
            onCompleted: { done.fulfill() }
        )

        wait(for: [done], timeout: 10)
        subscription.dispose()
        XCTAssertEqual(deliveredOnCaller, false)
    }

    func testConcurrentDispatchQueueSchedulerKeepsOrder() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let done = expectation(description: "completed")
        nonisolated(unsafe) var received: [Int] = []

        let subscription = Observable.range(start: 0, count: 1_000).observe(on: scheduler).subscribe(
            onNext: { received.append($0) },
            onCompleted: { done.fulfill() }
        )

        wait(for: [done], timeout: 10)
        subscription.dispose()
        XCTAssertEqual(received, Array(0..<1_000))
    }

    func testSerialDispatchQueueSchedulerDeliversInOrderOnItsQueue() {
        let key = DispatchSpecificKey<Int>()
        let target = DispatchQueue(label: "ObserveOnTests.target")
        target.setSpecific(key: key, value: 7)
        let scheduler = SerialDispatchQueueScheduler(queue: target, internalSerialQueueName: "ObserveOnTests.serial")
        let subject = PublishSubject<Int>()
        let done = expectation(description: "error")
        nonisolated(unsafe) var received: [Int] = []
        nonisolated(unsafe) var offQueue = 0
        nonisolated(unsafe) var failure: Error?

        let subscription = subject.observe(on: scheduler).subscribe(
            onNext: { value in
                if DispatchQueue.getSpecific(key: key) != 7 { offQueue += 1 }
                received.append(value)
            },
            onError: { error in
                failure = error
                done.fulfill()
            }
        )
        for value in 0..<500 {
            subject.onNext(value)
        }
        subject.onError(observeError)
        subject.onNext(999)

        wait(for: [done], timeout: 10)
        subscription.dispose()
        XCTAssertEqual(received, Array(0..<500))
        XCTAssertEqual(offQueue, 0)
        XCTAssertEqual(failure as NSError?, observeError)
    }

    func testSerialDispatchQueueSchedulerDropsQueuedEventsOnDispose() {
        let queue = DispatchQueue(label: "ObserveOnTests.blocked")
        let scheduler = SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "ObserveOnTests.inner")
        let gate = DispatchSemaphore(value: 0)
        let subject = PublishSubject<Int>()
        nonisolated(unsafe) var received: [Int] = []

        _ = scheduler.schedule(()) { _ in
            gate.wait()
            return Disposables.create()
        }
        let subscription = subject.observe(on: scheduler).subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        subject.onNext(2)
        subscription.dispose()
        gate.signal()
        let flushed = expectation(description: "queue flushed")
        _ = scheduler.schedule(()) { _ in
            flushed.fulfill()
            return Disposables.create()
        }

        wait(for: [flushed], timeout: 10)
        XCTAssertEqual(received, [])
    }

    func testMainSchedulerOnMainThreadDeliversAtOnceWhenIdle() {
        let drained = expectation(description: "main queue drained")
        DispatchQueue.main.async { drained.fulfill() }
        wait(for: [drained], timeout: 10)
        var received: [Int] = []
        var completed = false

        _ = Observable.of(1, 2, 3).observe(on: MainScheduler.instance)
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })

        XCTAssertEqual(received, [1, 2, 3])
        XCTAssertTrue(completed)
    }

    func testMainSchedulerFromBackgroundThreadDeliversOnMain() {
        let subject = PublishSubject<Int>()
        let done = expectation(description: "completed")
        nonisolated(unsafe) var received: [Int] = []
        nonisolated(unsafe) var offMain = 0

        let subscription = subject.observe(on: MainScheduler.instance).subscribe(
            onNext: { value in
                if !Thread.isMainThread { offMain += 1 }
                received.append(value)
            },
            onCompleted: { done.fulfill() }
        )
        DispatchQueue.global().async {
            for value in 0..<100 {
                subject.onNext(value)
            }
            subject.onCompleted()
        }

        wait(for: [done], timeout: 10)
        subscription.dispose()
        XCTAssertEqual(received, Array(0..<100))
        XCTAssertEqual(offMain, 0)
    }
}

extension ObserveOnTests {
    func testSerialQueuePathIsCountedInResourcesWhileAlive() {
        let before = Resources.numberOfSerialDispatchQueueObservables
        var serial: Observable<Int>? = Observable.just(1)
            .observe(on: SerialDispatchQueueScheduler(internalSerialQueueName: "ObserveOnTests.count"))
        let other = Observable.just(1).observe(on: ConcurrentQueueScheduler())
        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, before + 1)
        XCTAssertNotNil(serial)
        serial = nil
        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, before)
        _ = other
    }
}
