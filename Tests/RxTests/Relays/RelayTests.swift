import Dispatch
import Foundation
import Rx
import RxTesting
import XCTest

final class PublishRelayTests: RxTestCase {
    func testSubscribersSeeOnlyLaterElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = PublishRelay<Int>()
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(100) { relay.accept(0) }
        scheduler.scheduleAt(200) { subscription = relay.subscribe(early) }
        scheduler.scheduleAt(210) { relay.accept(1) }
        scheduler.scheduleAt(300) { _ = relay.asObservable().subscribe(late) }
        scheduler.scheduleAt(310) { relay.accept(2) }
        scheduler.scheduleAt(400) { subscription?.dispose() }
        scheduler.scheduleAt(410) { relay.accept(3) }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(210, 1), .next(310, 2)])
        XCTAssertEqual(late.events, [.next(310, 2), .next(410, 3)])
    }

    func testConcurrentAcceptsAreAllDelivered() {
        let relay = PublishRelay<Int>()
        let counter = LockedCounter()
        let subscription = relay.subscribe(onNext: { _ in counter.increment() })
        let done = expectation(description: "accepted")
        DispatchQueue.global().async {
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                for index in 0..<500 { relay.accept(index) }
            }
            done.fulfill()
        }
        wait(for: [done], timeout: 30)
        XCTAssertEqual(counter.value, 8 * 500)
        subscription.dispose()
    }
}

final class BehaviorRelayTests: RxTestCase {
    func testValueAndSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = BehaviorRelay(value: 0)
        let res = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(150) { relay.accept(1) }
        scheduler.scheduleAt(200) { subscription = relay.subscribe(res) }
        scheduler.scheduleAt(250) { relay.accept(2) }
        scheduler.scheduleAt(300) { subscription?.dispose() }
        scheduler.scheduleAt(350) { relay.accept(3) }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(200, 1), .next(250, 2)])
        XCTAssertEqual(relay.value, 3)
    }

    func testConcurrentAcceptsKeepOneOfTheValues() {
        let relay = BehaviorRelay(value: -1)
        let done = expectation(description: "accepted")
        DispatchQueue.global().async {
            DispatchQueue.concurrentPerform(iterations: 8) { worker in
                for index in 0..<500 {
                    relay.accept(worker * 1_000 + index)
                    _ = relay.value
                }
            }
            done.fulfill()
        }
        wait(for: [done], timeout: 30)
        XCTAssertEqual(relay.value % 1_000, 499)
    }
}

final class ReplayRelayTests: RxTestCase {
    func testReplaysTheLatestElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        scheduler.scheduleAt(110) { relay.accept(1) }
        scheduler.scheduleAt(120) { relay.accept(2) }
        scheduler.scheduleAt(130) { relay.accept(3) }
        let observer = scheduler.start { relay.asObservable() }
        XCTAssertEqual(observer.events, [.next(200, 2), .next(200, 3)])
    }

    func testUnboundReplaysEverything() {
        for relay in [ReplayRelay<Int>.createUnbound(), .createUnbounded()] {
            (1...5).forEach(relay.accept)
            var elements: [Int] = []
            let subscription = relay.subscribe(onNext: { elements.append($0) })
            relay.accept(6)
            XCTAssertEqual(elements, [1, 2, 3, 4, 5, 6])
            subscription.dispose()
        }
    }

    func testConcurrentAcceptsKeepTheBufferBounded() {
        let relay = ReplayRelay<Int>.create(bufferSize: 3)
        let done = expectation(description: "accepted")
        DispatchQueue.global().async {
            DispatchQueue.concurrentPerform(iterations: 8) { index in
                for element in 0..<500 {
                    relay.accept(element)
                    if element % 50 == index { relay.subscribe(onNext: { _ in }).dispose() }
                }
            }
            done.fulfill()
        }
        wait(for: [done], timeout: 30)
        var replayed: [Int] = []
        relay.subscribe(onNext: { replayed.append($0) }).dispose()
        XCTAssertEqual(replayed.count, 3)
    }
}

/// A thread-safe counter for tests.
private final class LockedCounter: @unchecked Sendable { // Sendable: state guarded by `lock`.
    private let lock = NSLock()
    private var count = 0

    func increment() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
