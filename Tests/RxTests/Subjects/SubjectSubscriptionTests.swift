import Dispatch
import Foundation
import Rx
import RxTesting
import XCTest

/// What a subscription to a subject holds: not the subject, and nothing that breaks once the subject is gone.
final class SubjectSubscriptionTests: RxTestCase {
    func testUndisposedSubscriberDoesNotKeepTheSubjectAlive() {
        weak var weakSubject: PublishSubject<Int>?
        var received: [Int] = []
        var subscription: Disposable?
        do {
            let subject = PublishSubject<Int>()
            weakSubject = subject
            subscription = subject.subscribe(onNext: { received.append($0) })
            subject.onNext(1)
        }
        XCTAssertNil(weakSubject, "the subscription must reach its subject without keeping it")
        subscription?.dispose()
        subscription?.dispose()
        XCTAssertEqual(received, [1])
    }

    func testDisposingTwiceRemovesOnlyItsOwnSubscriber() {
        for subject in [
            AnySubject(PublishSubject<Int>()), AnySubject(BehaviorSubject(value: 0)),
            AnySubject(ReplaySubject.create(bufferSize: 1)), AnySubject(AsyncSubject()),
        ] {
            var first: [Int] = []
            var second: [Int] = []
            let subscription = subject.observable.subscribe(onNext: { first.append($0) })
            subscription.dispose()
            _ = subject.observable.subscribe(onNext: { second.append($0) })
            subscription.dispose()
            subject.observer.onNext(5)
            subject.observer.onCompleted()
            XCTAssertEqual(first.filter { $0 == 5 }, [], "\(subject.name)")
            XCTAssertEqual(second.filter { $0 == 5 }, [5], "\(subject.name): the later subscriber stays")
        }
    }

    func testDisposeRacingTheSubjectsRelease() {
        // The subject's deinit and a removal through its subscription race; the removal either reaches a subject
        // whose storage is intact or does nothing.
        for _ in 0..<2_000 {
            let holder = SubjectHolder(PublishSubject<Int>())
            let subscription = UncheckedDisposable(holder.subject!.subscribe(onNext: { _ in }))
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                if index == 0 {
                    subscription.dispose()
                } else {
                    holder.release()
                }
            }
            subscription.dispose()
        }
    }

    func testManySubscribersDisposedWhileOthersSubscribe() {
        let subject = PublishSubject<Int>()
        let before = Resources.total
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<500 {
                let subscription = subject.subscribe(onNext: { _ in })
                subject.onNext(1)
                subscription.dispose()
            }
        }
        XCTAssertFalse(subject.hasObservers)
        XCTAssertEqual(Resources.total, before)
    }
}

/// A subject under test, with its name for failure messages.
private struct AnySubject {
    let name: String
    let observable: Observable<Int>
    let observer: AnyObserver<Int>

    init<Subject: SubjectType>(_ subject: Subject) where Subject.Element == Int, Subject.Observer.Element == Int {
        name = "\(type(of: subject))"
        observable = subject.asObservable()
        observer = subject.asObserver().asObserver()
    }
}

/// A subscription two threads may dispose (disposing is thread-safe; the wrapper only says so).
private struct UncheckedDisposable: @unchecked Sendable { // Sendable: `Disposable.dispose()` is thread-safe.
    let subscription: Disposable

    init(_ subscription: Disposable) {
        self.subscription = subscription
    }

    func dispose() {
        subscription.dispose()
    }
}

/// Holds a subject until `release()`, which one thread calls.
// Sendable: `subject` is read before the threads start and written by one of them only.
private final class SubjectHolder: @unchecked Sendable {
    private(set) var subject: PublishSubject<Int>?

    init(_ subject: PublishSubject<Int>) {
        self.subject = subject
    }

    func release() {
        subject = nil
    }
}
