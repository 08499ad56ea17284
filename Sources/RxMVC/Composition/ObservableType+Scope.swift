import Rx

extension ObservableType {
    /// The slice of each state at `keyPath`, emitted only when it changes: what a child view binds.
    ///
    ///     states:  {q: "r", n: 0}--{q: "r", n: 1}--{q: "rx", n: 1}--
    ///     \.q:     "r"-----------------------------"rx"-------------
    public func scope<Slice: Equatable>(_ keyPath: KeyPath<Element, Slice>) -> Observable<Slice> {
        map { $0[keyPath: keyPath] }.distinctUntilChanged()
    }

    /// Binds an optional child's view while the child is present: `bind` is called when the child appears, with the
    /// child's slice (emitted only when it changes), and what it returns is disposed when the child becomes `nil`.
    ///
    /// Call it on the loop's state stream (which replays the latest state), as the view's `update` receives it.
    /// - Returns: The bindings' disposable.
    public func bindIfPresent<Child: Equatable>(
        _ keyPath: KeyPath<Element, Child?>, _ bind: @escaping (Observable<Child>) -> Disposable
    ) -> Disposable {
        let states = asObservable()
        return bindKeyed(keys: { $0[keyPath: keyPath] == nil ? [] : [true] }) { _ in
            bind(states.compactMap { $0[keyPath: keyPath] }.distinctUntilChanged())
        }
    }

    /// Binds one view per element of a collection (rows), by id: `bind` is called when an id appears and what it
    /// returns is disposed when the id is removed.
    /// - Returns: The bindings' disposable.
    public func bindEach<Child: Identifiable & Equatable>(
        _ keyPath: KeyPath<Element, [Child]>, _ bind: @escaping (Child.ID, Observable<Child>) -> Disposable
    ) -> Disposable {
        let states = asObservable()
        return bindKeyed(keys: { $0[keyPath: keyPath].map(\.id) }) { id in
            bind(id, states.compactMap { $0[keyPath: keyPath].first { $0.id == id } }.distinctUntilChanged())
        }
    }

    /// Binds one view per screen on a navigation stack, from its push until its pop; screens beneath the top stay
    /// bound, as in a navigation controller.
    /// - Returns: The bindings' disposable.
    public func bindStack<Screen: Equatable>(
        _ keyPath: KeyPath<Element, NavigationStack<Screen>>,
        _ bind: @escaping (StackElementID, Observable<Screen>) -> Disposable
    ) -> Disposable {
        let states = asObservable()
        return bindKeyed(keys: { $0[keyPath: keyPath].ids }) { id in
            bind(id, states.compactMap { $0[keyPath: keyPath][id: id] }.distinctUntilChanged())
        }
    }

    /// Binds only the top screen of a navigation stack, the one a single-window UI (a terminal) shows: a push
    /// disposes the covered screen's binding, a pop disposes the popped screen's and binds the one uncovered.
    /// - Returns: The bindings' disposable.
    public func bindTop<Screen: Equatable>(
        _ keyPath: KeyPath<Element, NavigationStack<Screen>>,
        _ bind: @escaping (StackElementID, Observable<Screen>) -> Disposable
    ) -> Disposable {
        let states = asObservable()
        return bindKeyed(keys: { $0[keyPath: keyPath].top.map { [$0.id] } ?? [] }) { id in
            bind(id, states.compactMap { $0[keyPath: keyPath][id: id] }.distinctUntilChanged())
        }
    }

    private func bindKeyed<Key: Hashable>(
        keys: @escaping (Element) -> [Key], _ bind: @escaping (Key) -> Disposable
    ) -> Disposable {
        forEachKey(map(keys).distinctUntilChanged()) { key in
            Observable<Never>.create { _ in bind(key) }
        }
        .subscribe()
    }
}
