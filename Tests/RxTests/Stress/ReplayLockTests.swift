import Dispatch
import Foundation
import Rx
import RxTesting
import XCTest

/// Replays (a subject's buffer, `share`'s latest element) run outside the owner's lock, so an observer that needs
/// a lock of its own cannot deadlock against a thread that holds that lock and reaches into the same owner.
final class ReplayLockTests: RxTestCase {
    /// Thread A holds a foreign lock and then subscribes to `source`; thread B subscribes first, and the replay into
    /// B's observer needs the foreign lock. Replaying under the source's lock deadlocks here.
    private func assertReplayDoesNotHoldLock(
        _ what: String, _ source: Observable<Int>, file: StaticString = #filePath, line: UInt = #line
    ) {
        let foreignLock = NSRecursiveLock()
        let foreignLockTaken = DispatchSemaphore(value: 0)
        let replayStarted = DispatchSemaphore(value: 0)
        let replayGotForeignLock = DispatchSemaphore(value: 0)
        let finished = DispatchGroup()
        nonisolated(unsafe) let source = source

        finished.enter()
        DispatchQueue.global().async {
            foreignLock.lock()
            foreignLockTaken.signal()
            _ = replayStarted.wait(timeout: .now() + 5)
            source.subscribe().dispose()
            foreignLock.unlock()
            finished.leave()
        }
        finished.enter()
        DispatchQueue.global().async {
            _ = foreignLockTaken.wait(timeout: .now() + 5)
            let subscription = source.subscribe(onNext: { _ in
                replayStarted.signal()
                if foreignLock.lock(before: Date().addingTimeInterval(3)) {
                    foreignLock.unlock()
                    replayGotForeignLock.signal()
                }
            })
            subscription.dispose()
            finished.leave()
        }
        XCTAssertEqual(
            replayGotForeignLock.wait(timeout: .now() + 10), .success, "\(what) replays while holding its lock",
            file: file, line: line)
        XCTAssertEqual(finished.wait(timeout: .now() + 10), .success, file: file, line: line)
    }

    func testBehaviorSubjectReplaysOutsideItsLock() {
        let subject = BehaviorSubject(value: 1)
        assertReplayDoesNotHoldLock("BehaviorSubject", subject.asObservable())
    }

    func testReplaySubjectReplaysOutsideItsLock() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        assertReplayDoesNotHoldLock("ReplaySubject", subject.asObservable())
    }

    func testShareReplaysOutsideItsLock() {
        let subject = PublishSubject<Int>()
        for scope in [SubjectLifetimeScope.whileConnected, .forever] {
            for replay in [1, 2] {
                let shared = subject.share(replay: replay, scope: scope)
                let keeper = shared.subscribe()
                subject.onNext(1)
                assertReplayDoesNotHoldLock("share(replay: \(replay), scope: \(scope))", shared)
                keeper.dispose()
            }
        }
    }

    func testBehaviorRelayReplaysOutsideItsLock() {
        let relay = BehaviorRelay(value: 1)
        assertReplayDoesNotHoldLock("BehaviorRelay", relay.asObservable())
    }

    /// Many subscriptions on a concurrent queue, each to a shared source that emits while it is subscribed to,
    /// all zipped: the replay into one subscriber must not wait for a lock another subscriber's teardown holds.
    private func assertNoDeadlockAcrossSubscribers(_ what: String, _ shared: Observable<Void>) {
        let done = expectation(description: "\(what): the zip completed")
        nonisolated(unsafe) let shared = shared
        let queue = DispatchQueue(label: "ReplayLockTests", qos: .userInitiated, attributes: .concurrent)
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        let subscriptions = (0..<500).map { _ in
            Observable.just(()).observe(on: scheduler).flatMap { _ in shared }.take(1)
        }
        let subscription = Observable.zip(subscriptions).subscribe(onCompleted: { done.fulfill() })
        wait(for: [done], timeout: 20)
        subscription.dispose()
        // Each `just`'s completion was queued behind its element and still holds its `observe(on:)` observer when
        // the zip completes: wait for the queue to run everything queued so far, so the leak check counts nothing
        // still in flight (on a loaded machine that could take longer than its wait, and 11 were once counted).
        queue.sync(flags: .barrier) {}
    }

    func testInitialEmissionsFromManyThreadsDoNotDeadlock() {
        for scope in [SubjectLifetimeScope.whileConnected, .forever] {
            for replay in [1, 2] {
                let source = Observable<Void>.create { observer in
                    observer.onNext(())
                    return Disposables.create()
                }
                assertNoDeadlockAcrossSubscribers(
                    "share(replay: \(replay), scope: \(scope))", source.share(replay: replay, scope: scope))
            }
        }
        assertNoDeadlockAcrossSubscribers("BehaviorSubject", BehaviorSubject(value: ()).asObservable())
    }
}
