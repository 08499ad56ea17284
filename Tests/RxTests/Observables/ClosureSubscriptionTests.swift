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

    func testSequenceEndingWhileBeingSubscribedToLeavesAHarmlessSubscription() {
        final class Captured {}
        weak var weakCaptured: Captured?
        var events: [String] = []
        let subscription: Disposable
        do {
            let captured = Captured()
            weakCaptured = captured
            subscription = Observable.just(1).map { $0 + 1 }.subscribe(
                onNext: {
                    _ = captured
                    events.append("\($0)")
                }, onCompleted: { events.append("|") },
                onDisposed: { events.append("disposed") })
        }
        XCTAssertEqual(events, ["2", "|", "disposed"])
        XCTAssertNil(weakCaptured, "the closures go at the end, though the subscription is still held")
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(events, ["2", "|", "disposed"])
    }

    func testSequenceEndingOnAnotherThreadWhileBeingSubscribedTo() {
        // The end may come between the upstream subscription and the link to the returned subscription: the
        // returned subscription must then let go of the observer at once, and `onDisposed` still run once.
        final class Captured: @unchecked Sendable {}
        for _ in 0..<2_000 {
            let subject = PublishSubject<Int>()
            let disposed = RxTestCounter()
            let captured = WeakBox<Captured>()
            let holder = SubscriptionHolder(Disposables.create())
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                if index == 0 {
                    let object = Captured()
                    captured.object = object
                    holder.set(subject.subscribe(onNext: { _ in _ = object }, onDisposed: { disposed.increment() }))
                } else {
                    subject.onCompleted()
                }
            }
            XCTAssertEqual(disposed.value, 1)
            XCTAssertNil(captured.object, "neither the subscription nor the subject may keep the closures")
            holder.dispose()
            XCTAssertEqual(disposed.value, 1)
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

    func set(_ subscription: Disposable) {
        self.subscription = subscription
    }

    func dispose() {
        subscription?.dispose()
    }
}

/// A weak reference one thread sets and another reads after both have joined.
private final class WeakBox<Object: AnyObject>: @unchecked Sendable { // Sendable: accessed by one thread at a time.
    weak var object: Object?
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
