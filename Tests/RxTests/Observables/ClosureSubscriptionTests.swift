import Dispatch
import Foundation
import Rx
import RxTesting
import XCTest

/// The subscription `subscribe(onNext:…)` returns and the observer behind it: who lets go of whom, and when.
final class ClosureSubscriptionTests: RxTestCase {
    func testDiscardedSubscriptionKeepsDeliveringUntilTheEnd() {
        let subject = PublishSubject<Int>()
        var events: [String] = []
        _ = subject.subscribe(
            onNext: { events.append("\($0)") }, onCompleted: { events.append("|") },
            onDisposed: { events.append("disposed") })
        subject.onNext(1)
        subject.onCompleted()
        XCTAssertEqual(events, ["1", "|", "disposed"])
    }

    func testSubscriptionKeptAfterTheEndLetsGoOfTheClosures() {
        final class Captured {}
        let subject = PublishSubject<Int>()
        weak var weakCaptured: Captured?
        var subscription: Disposable?
        do {
            let captured = Captured()
            weakCaptured = captured
            subscription = subject.subscribe(onNext: { _ in _ = captured })
        }
        XCTAssertNotNil(weakCaptured)
        subject.onCompleted()
        XCTAssertNil(weakCaptured, "the observer drops nothing itself; the subscription must let go of it")
        subscription?.dispose()
        XCTAssertEqual((subscription as? Cancelable)?.isDisposed, true)
    }

    func testDisposeAfterTheEndIsHarmless() {
        let subject = PublishSubject<Int>()
        var disposed = 0
        let subscription = subject.subscribe(onDisposed: { disposed += 1 })
        subject.onCompleted()
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(disposed, 1)
    }

    func testSubscriptionReleasedWhileTheSequenceEndsOnAnotherThread() {
        // The subscription's deinit and the observer's termination race; neither may touch the other once gone.
        for _ in 0..<2_000 {
            let subject = PublishSubject<Int>()
            let holder = SubscriptionHolder(subject.subscribe(onNext: { _ in }))
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                if index == 0 {
                    holder.release()
                } else {
                    subject.onCompleted()
                }
            }
        }
    }

    func testSubscriptionDisposedAndReleasedWhileTheSequenceEndsOnAnotherThread() {
        // A termination that started before the dispose must be done with the subscription before it is freed.
        for _ in 0..<2_000 {
            let subject = PublishSubject<Int>()
            let holder = SubscriptionHolder(subject.subscribe(onNext: { _ in }))
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                if index == 0 {
                    holder.dispose()
                    holder.release()
                } else {
                    subject.onCompleted()
                }
            }
        }
    }

    func testDisposeRacingTheEndOnAnotherThread() {
        for _ in 0..<2_000 {
            let subject = PublishSubject<Int>()
            let disposed = RxTestCounter()
            let holder = SubscriptionHolder(subject.subscribe(onDisposed: { disposed.increment() }))
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                if index == 0 {
                    holder.dispose()
                } else {
                    subject.onCompleted()
                }
            }
            XCTAssertEqual(disposed.value, 1)
        }
    }
}

/// Holds a subscription until `release()`; `release()` and `dispose()` are called from one thread.
// Sendable: only the one thread calling `release()` touches it after init.
private final class SubscriptionHolder: @unchecked Sendable {
    private var subscription: Disposable?

    init(_ subscription: Disposable) {
        self.subscription = subscription
    }

    func release() {
        subscription = nil
    }

    func dispose() {
        subscription?.dispose()
    }
}

/// A counter two threads may increment.
private struct RxTestCounter: @unchecked Sendable { // Sendable: the lock guards `box`.
    private final class Box {
        let lock = NSLock()
        var value = 0
    }

    private let box = Box()

    var value: Int {
        box.lock.lock()
        defer { box.lock.unlock() }
        return box.value
    }

    func increment() {
        box.lock.lock()
        box.value += 1
        box.lock.unlock()
    }
}
