import Foundation
import Rx
import RxTesting
import XCTest

/// An object whose release a test can see.
private final class Tracked {}

/// Subjects deliver an event from their subscribers' storage itself while a gate says a delivery runs; a change to
/// the subscribers during a delivery works on a copy, and the delivery publishes it when it ends (`SubjectCore`).
/// These pin down what a subscriber sees and when it is released, on one thread and on many.
final class SubjectDeliveryGateTests: RxTestCase {
    /// Each subject that delivers through the gate, as an observer of `Int`.
    private func eachGatedSubject(
        _ body: (_ name: String, _ subject: AnyObserver<Int>, _ source: Observable<Int>) -> Void
    ) {
        let publish = PublishSubject<Int>()
        body("PublishSubject", publish.asObserver(), publish.asObservable())
        let behavior = BehaviorSubject(value: -1)
        body("BehaviorSubject", behavior.asObserver(), behavior.skip(1))
        let replay = ReplaySubject<Int>.create(bufferSize: 1)
        body("ReplaySubject", replay.asObserver(), replay.asObservable())
        let relay = PublishRelay<Int>()
        body(
            "PublishRelay", AnyObserver { if case .next(let value) = $0 { relay.accept(value) } }, relay.asObservable())
    }

    func testAnObserverThatDisposesItselfIsReleasedWhenTheEventEnds() {
        eachGatedSubject { name, subject, source in
            weak var weakTracked: Tracked?
            var received: [Int] = []
            do {
                let tracked = Tracked()
                weakTracked = tracked
                let box = SingleAssignmentDisposable()
                box.setDisposable(
                    source.subscribe(onNext: { value in
                        withExtendedLifetime(tracked) { received.append(value) }
                        box.dispose()
                    }))
            }
            XCTAssertNotNil(weakTracked, name)
            subject.onNext(1)
            XCTAssertNil(weakTracked, "\(name): the disposed observer outlived the event")
            subject.onNext(2)
            XCTAssertEqual(received, [1], name)
        }
    }

    func testAnObserverDisposedByAnotherDuringTheEventIsSkippedAndReleased() {
        eachGatedSubject { name, subject, source in
            weak var weakTracked: Tracked?
            var first: [Int] = []
            var second: [Int] = []
            let secondSubscription = SingleAssignmentDisposable()
            let firstSubscription = source.subscribe(onNext: { value in
                first.append(value)
                secondSubscription.dispose()
            })
            do {
                let tracked = Tracked()
                weakTracked = tracked
                secondSubscription.setDisposable(
                    source.subscribe(onNext: { value in withExtendedLifetime(tracked) { second.append(value) } }))
            }
            subject.onNext(1)
            XCTAssertNil(weakTracked, "\(name): the observer disposed during the event outlived it")
            subject.onNext(2)
            XCTAssertEqual(first, [1, 2], name)
            XCTAssertEqual(second, [], "\(name): an observer disposed before its turn still got the event")
            firstSubscription.dispose()
        }
    }

    func testAnObserverSubscribedDuringAnEventGetsTheLaterOnes() {
        eachGatedSubject { name, subject, source in
            var outer: [Int] = []
            var inner: [Int] = []
            let subscriptions = CompositeDisposable()
            _ = subscriptions.insert(
                source.subscribe(onNext: { value in
                    outer.append(value)
                    if value == 1 {
                        _ = subscriptions.insert(source.subscribe(onNext: { inner.append($0) }))
                    }
                }))
            subject.onNext(1)
            subject.onNext(2)
            subject.onNext(3)
            XCTAssertEqual(outer, [1, 2, 3], name)
            // A replay subject's buffer already holds the event being delivered.
            XCTAssertEqual(inner, name == "ReplaySubject" ? [1, 2, 3] : [2, 3], name)
            subscriptions.dispose()
        }
    }

    func testManyChangesDuringOneEventAreAllSeenByTheNext() {
        eachGatedSubject { name, subject, source in
            var counts = [Int](repeating: 0, count: 40)
            var subscriptions: [Disposable] = []
            subscriptions.append(
                source.subscribe(onNext: { value in
                    guard value == 0 else { return }
                    // Subscribe many (the storage grows) and dispose every other one, all inside one event.
                    for index in 0..<counts.count {
                        subscriptions.append(source.subscribe(onNext: { _ in counts[index] += 1 }))
                    }
                    for index in stride(from: 1, to: subscriptions.count, by: 2) { subscriptions[index].dispose() }
                }))
            subject.onNext(0)
            subject.onNext(1)
            subject.onNext(2)
            // `subscriptions[index + 1]` is the one of `counts[index]`: the even ones were disposed. A replay
            // subject replays the event being delivered to each new subscriber first.
            let replayed = name == "ReplaySubject" ? 1 : 0
            let expected = (0..<counts.count).map { $0 % 2 == 0 ? replayed : 2 + replayed }
            XCTAssertEqual(counts, expected, name)
            subscriptions.forEach { $0.dispose() }
        }
    }

    func testAnEventSentFromInsideAnEventReachesEveryObserver() {
        eachGatedSubject { name, subject, source in
            var first: [Int] = []
            var second: [Int] = []
            let firstSubscription = source.subscribe(onNext: { value in
                first.append(value)
                if value == 1 { subject.onNext(10) }
            })
            let secondSubscription = source.subscribe(onNext: { second.append($0) })
            subject.onNext(1)
            subject.onNext(2)
            XCTAssertEqual(first, [1, 10, 2], name)
            XCTAssertEqual(second, [10, 1, 2], name)
            firstSubscription.dispose()
            secondSubscription.dispose()
        }
    }

    func testAStoppedSubjectDeliversNothingMore() {
        eachGatedSubject { name, subject, source in
            guard name != "PublishRelay" else { return }
            var received: [Int] = []
            var completed = 0
            let subscription = source.subscribe(onNext: { received.append($0) }, onCompleted: { completed += 1 })
            subject.onNext(1)
            subject.onCompleted()
            subject.onNext(2)
            XCTAssertEqual(received, [1], name)
            XCTAssertEqual(completed, 1, name)
            subscription.dispose()
        }
    }

    /// One thread sends, others subscribe and dispose at once: an observer kept from before the run to after it
    /// sees every element in order, no observer sees an element twice or out of order, and every observer
    /// disposed is released by the end (nothing retired is kept).
    func testSendingWhileOtherThreadsSubscribeAndDispose() {
        for makeSubject in [{ PublishSubject<Int>() as Any }, { BehaviorSubject(value: -1) as Any }] {
            let subject = makeSubject()
            let observer = subject as! AnyObserverConvertible
            let kept = ElementLog()
            let keptSubscription = observer.watch { kept.append($0) }
            let sent = RoundCounter()
            let released = RoundCounter()
            let made = RoundCounter()
            stress(threads: 4) { worker, deadline in
                if worker == 0 {
                    var next = 0
                    while !deadline.hasPassed {
                        observer.send(next)
                        next += 1
                        sent.increment()
                    }
                    return
                }
                while !deadline.hasPassed {
                    let log = ElementLog()
                    let tracked = ReleaseWitness(released)
                    let subscription = observer.watch { value in
                        withExtendedLifetime(tracked) { log.append(value) }
                    }
                    made.increment()
                    subscription.dispose()
                    XCTAssertTrue(log.isIncreasing, "elements out of order or repeated")
                }
            }
            keptSubscription.dispose()
            XCTAssertEqual(kept.values, Array(0..<sent.value), "the kept observer lost or reordered elements")
            XCTAssertGreaterThan(made.value, 0)
            XCTAssertEqual(released.value, made.value, "observers disposed during the run were not all released")
        }
    }

    /// Two threads send at once (against the Rx contract) while others subscribe and dispose: every element reaches
    /// the kept observer once, and nothing crashes or races (the thread sanitizer runs this in CI).
    func testTwoThreadsSendingAtOnceStillDeliverEachElementOnce() {
        let subject = PublishSubject<Int>()
        let kept = ElementLog()
        let keptSubscription = subject.subscribe(onNext: { kept.append($0) })
        let sent = ElementLog()
        stress(threads: 4) { worker, deadline in
            var next = worker
            while !deadline.hasPassed {
                if worker < 2 {
                    subject.onNext(next)
                    sent.append(next)
                    next += 2
                } else {
                    subject.subscribe(onNext: { _ in }).dispose()
                }
            }
        }
        keptSubscription.dispose()
        XCTAssertEqual(kept.values.sorted(), sent.values.sorted())
    }
}

/// A subject as something to send to and subscribe to, for tests over several kinds.
private protocol AnyObserverConvertible: Sendable {
    /// Subscribes `onNext` to the elements that are not negative (a `BehaviorSubject`'s first value is -1).
    func watch(_ onNext: @escaping @Sendable (Int) -> Void) -> Disposable
    func send(_ value: Int)
}

extension PublishSubject: AnyObserverConvertible where Element == Int {
    fileprivate func watch(_ onNext: @escaping @Sendable (Int) -> Void) -> Disposable {
        filter { $0 >= 0 }.subscribe(onNext: onNext)
    }

    fileprivate func send(_ value: Int) { onNext(value) }
}

extension BehaviorSubject: AnyObserverConvertible where Element == Int {
    fileprivate func watch(_ onNext: @escaping @Sendable (Int) -> Void) -> Disposable {
        filter { $0 >= 0 }.subscribe(onNext: onNext)
    }

    fileprivate func send(_ value: Int) { onNext(value) }
}

/// Counts its own release.
private final class ReleaseWitness: @unchecked Sendable { // Sendable: immutable.
    private let counter: RoundCounter

    init(_ counter: RoundCounter) {
        self.counter = counter
    }

    deinit {
        counter.increment()
    }
}

/// Elements appended from any thread.
private final class ElementLog: @unchecked Sendable { // Sendable: state guarded by `lock`.
    private let lock = NSLock()
    private var storage: [Int] = []

    func append(_ value: Int) {
        lock.lock()
        storage.append(value)
        lock.unlock()
    }

    var values: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    var isIncreasing: Bool {
        let values = self.values
        return !zip(values, values.dropFirst()).contains { $0 >= $1 }
    }
}
