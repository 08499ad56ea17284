import Rx

/// Where each running child's events go: one subject per key, opened when the child starts and closed when it ends.
final class ChildRoutes<Key: Hashable, Event>: @unchecked Sendable { // Sendable: `routes` guarded by `lock`.
    private let lock = RxLock()
    private var routes: [Key: (token: Int, subject: PublishSubject<Event>)] = [:]
    private var nextToken = 0

    /// Opens the route of `key`; the token closes exactly this route later.
    func open(_ key: Key) -> (token: Int, events: Observable<Event>) {
        let subject = PublishSubject<Event>()
        let token: Int = lock.withLock {
            nextToken += 1
            routes[key] = (nextToken, subject)
            return nextToken
        }
        return (token, subject.asObservable())
    }

    /// Closes the route of `key` if it is still the one `token` opened.
    func close(_ key: Key, _ token: Int) {
        lock.withLock {
            if routes[key]?.token == token {
                routes[key] = nil
            }
        }
    }

    /// Delivers `event` to the child at `key`, or to every child when `key` is `nil`; dropped when there is none.
    func send(_ event: Event, to key: Key?) {
        let subjects: [PublishSubject<Event>] = lock.withLock {
            guard let key else { return routes.values.map(\.subject) }
            return routes[key].map { [$0.subject] } ?? []
        }
        for subject in subjects {
            subject.onNext(event)
        }
    }

    /// Completes every child's events.
    func completeAll() {
        let subjects = lock.withLock { routes.values.map(\.subject) }
        for subject in subjects {
            subject.onCompleted()
        }
    }
}
