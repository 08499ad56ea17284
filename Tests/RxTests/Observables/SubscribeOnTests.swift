import Foundation
import Rx
import RxTesting
import XCTest

private let subscribeError = NSError(domain: "SubscribeOnTests", code: 1)

/// A scheduler that runs every action on one background serial queue.
private final class BackgroundQueueScheduler: ImmediateSchedulerType, Sendable {
    static let key = DispatchSpecificKey<Int>()
    let queue: DispatchQueue

    init() {
        queue = DispatchQueue(label: "SubscribeOnTests.background")
        queue.setSpecific(key: Self.key, value: 1)
    }

    static var isOnQueue: Bool { DispatchQueue.getSpecific(key: key) == 1 }

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

final class SubscribeOnTests: RxTestCase {
    func testSubscribesAndDisposesOnScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .completed(300)])

        let res = scheduler.start { xs.subscribe(on: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
    }

    func testError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(300, subscribeError)])

        let res = scheduler.start { xs.subscribe(on: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1), .error(300, subscribeError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
    }

    func testDisposeIsScheduled() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0)])

        let res = scheduler.start { xs.subscribe(on: scheduler) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 1001)])
    }

    func testDisposeBeforeScheduledSubscriptionCancelsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])

        let res = scheduler.start(created: 100, subscribed: 200, disposed: 200) { xs.subscribe(on: scheduler) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testSubscriptionSideEffectsRunOnScheduler() {
        let scheduler = BackgroundQueueScheduler()
        let done = expectation(description: "completed")
        nonisolated(unsafe) var subscribedOnQueue: Bool?
        nonisolated(unsafe) var disposedOnQueue: Bool?
        let disposed = expectation(description: "disposed")
        let source = Observable<Int>.create { observer in
            subscribedOnQueue = BackgroundQueueScheduler.isOnQueue
            observer.onNext(1)
            return Disposables.create {
                disposedOnQueue = BackgroundQueueScheduler.isOnQueue
                disposed.fulfill()
            }
        }
        nonisolated(unsafe) var received: [Int] = []

        let subscription = source.subscribe(on: scheduler).subscribe(onNext: {
            received.append($0)
            done.fulfill()
        })
        wait(for: [done], timeout: 10)
        subscription.dispose()
        wait(for: [disposed], timeout: 10)

        XCTAssertEqual(received, [1])
        XCTAssertEqual(subscribedOnQueue, true)
        XCTAssertEqual(disposedOnQueue, true)
    }
}
