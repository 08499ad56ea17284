import Rx

/// An observable made of recorded events that also records when each observer subscribed and unsubscribed.
///
/// Created by `TestScheduler.createHotObservable(_:)` and `createColdObservable(_:)`. Assert `subscriptions`
/// against `[Subscription(200, 250)]` to check that an operator subscribed and disposed at the right ticks.
public class TestableObservable<Element>: ObservableType {
    /// The events this observable emits (absolute ticks for hot observables, offsets for cold ones).
    public let recordedEvents: [Recorded<Event<Element>>]

    /// The scheduler whose clock stamps the subscriptions.
    let testScheduler: TestScheduler

    private let lock = RxLock()
    private var recordedSubscriptions: [Subscription] = []

    init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        self.testScheduler = testScheduler
        self.recordedEvents = recordedEvents
    }

    /// Every subscription so far, in subscription order; one still active has `unsubscribe == Int.max`.
    public var subscriptions: [Subscription] {
        lock.withLock { recordedSubscriptions }
    }

    /// Subscribes `observer`, recording the subscription at the current tick.
    ///
    /// - Returns: A disposable that stops delivery and records the unsubscription tick.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subscribe(handler: observer.on)
    }

    /// Subclasses deliver events to `handler` and use `recordSubscription`/`recordUnsubscription`.
    func subscribe(handler: @escaping (Event<Element>) -> Void) -> Disposable {
        fatalError("TestableObservable.subscribe(handler:) is abstract")
    }

    /// Records a new subscription at the current tick and returns its index.
    final func recordSubscription() -> Int {
        let now = testScheduler.clock
        return lock.withLock {
            recordedSubscriptions.append(Subscription(now))
            return recordedSubscriptions.count - 1
        }
    }

    /// Closes the subscription at `index` at the current tick.
    final func recordUnsubscription(at index: Int) {
        let now = testScheduler.clock
        lock.withLock {
            recordedSubscriptions[index] = Subscription(recordedSubscriptions[index].subscribe, now)
        }
    }
}
