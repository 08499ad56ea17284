import Rx

/// A testable observable that replays its events to each subscriber, at ticks relative to that subscription.
final class ColdObservable<Element>: TestableObservable<Element> {
    override func subscribe(handler: @escaping (Event<Element>) -> Void) -> Disposable {
        let index = recordSubscription()
        let disposed = BooleanDisposable()
        let scheduled = CompositeDisposable()
        for recorded in recordedEvents {
            let event = recorded.value
            scheduled.insert(
                testScheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
                    if !disposed.isDisposed {
                        handler(event)
                    }
                    return Disposables.create()
                })
        }
        return Disposables.create {
            disposed.dispose()
            scheduled.dispose()
            self.recordUnsubscription(at: index)
        }
    }
}
