import Rx

/// A testable observable whose events happen at absolute ticks, delivered to whoever is subscribed at that tick.
final class HotObservable<Element>: TestableObservable<Element> {
    private let lock = RxLock()
    private var nextKey = 0
    private var handlers: [(key: Int, handler: (Event<Element>) -> Void)] = []

    override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(testScheduler: testScheduler, recordedEvents: recordedEvents)
        for recorded in recordedEvents {
            testScheduler.scheduleAt(recorded.time) {
                self.emit(recorded.value)
            }
        }
    }

    private func emit(_ event: Event<Element>) {
        let handlers = lock.withLock { self.handlers }
        for entry in handlers {
            entry.handler(event)
        }
    }

    override func subscribe(handler: @escaping (Event<Element>) -> Void) -> Disposable {
        let key = lock.withLock {
            let key = nextKey
            nextKey += 1
            handlers.append((key, handler))
            return key
        }
        let index = recordSubscription()
        return Disposables.create {
            self.lock.withLock {
                self.handlers.removeAll { $0.key == key }
            }
            self.recordUnsubscription(at: index)
        }
    }
}
