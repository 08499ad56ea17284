#if canImport(Observation)
import Observation
import Rx

/// A running loop's state as SwiftUI sees it: an `Observable` object whose fields re-render only the views that read
/// them, and the loop's source of user events.
///
/// Pass it to `combineModel` as the view (it is also the `UserInteractable`), read fields in SwiftUI with dynamic
/// member lookup, and send events from buttons:
///
///     let holder = ObservedState<SearchState, SearchEvent>(initialState: SearchModel().initialState)
///     combineModel(SearchModel(), withView: holder, controller: controller, observeOn: MainScheduler.instance)
///     // in a SwiftUI body:  Text(holder.query ?? "")   Button("Clear") { holder.send(.cleared) }
///
/// Reading `holder.query` tracks that field alone: a new state re-fires the observation only when `query` changed
/// (fields are compared with `==`; a field that is not `Equatable` counts as changed by every state). Reading
/// `holder.state` tracks the whole state. Deliver states on the main thread (`observeOn:`) when SwiftUI reads them.
///
/// The state's own code (a field's `==`, a computed field's getter) runs on a copy taken under the holder's lock,
/// never under it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@dynamicMemberLookup
// Sendable: `current` and `watched` guarded by `lock`; the registrar is thread-safe.
public final class ObservedState<State, Event>: Observation.Observable, View, UserInteractable, @unchecked Sendable {
    /// How a field read through dynamic member lookup is compared and announced.
    private struct Watched {
        let path: PartialKeyPath<ObservedState>
        let changed: (State, State) -> Bool
        let willSet: (ObservedState) -> Void
        let didSet: (ObservedState) -> Void
    }

    private let registrar = ObservationRegistrar()
    private let lock = RxLock()
    private var current: State
    private var watched: [AnyKeyPath: Watched] = [:]
    private let events = PublishSubject<Event>()

    /// A holder showing `initialState` until the loop delivers its first state.
    public init(initialState: State) {
        current = initialState
    }

    /// The whole current state; reading it tracks every change.
    public var state: State {
        registrar.access(self, keyPath: \.state)
        return lock.withLock { current }
    }

    /// The field at `keyPath` of the current state; reading it tracks that field alone.
    public subscript<Value: Equatable>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        read(keyPath) { $0[keyPath: keyPath] != $1[keyPath: keyPath] }
    }

    /// The field at `keyPath` of the current state; it is not `Equatable`, so every new state counts as a change.
    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        read(keyPath) { _, _ in true }
    }

    /// Sends a user event into the loop.
    public func send(_ event: Event) {
        events.onNext(event)
    }

    /// The events sent with `send(_:)`.
    public func interact() -> Rx.Observable<Event> {
        events.asObservable()
    }

    /// Follows the loop's states, announcing the fields that changed.
    public func update(stateStream: Rx.Observable<State>) -> Disposable {
        stateStream.subscribe(onNext: { [weak self] state in self?.apply(state) })
    }

    private func read<Value>(_ keyPath: KeyPath<State, Value>, changed: @escaping (State, State) -> Bool) -> Value {
        let entry: Watched = lock.withLock {
            if let entry = watched[keyPath] {
                return entry
            }
            let path: KeyPath<ObservedState, Value> = (\ObservedState.stateForTracking).appending(path: keyPath)
            let entry = Watched(
                path: path, changed: changed,
                willSet: { $0.registrar.willSet($0, keyPath: path) }, didSet: { $0.registrar.didSet($0, keyPath: path) }
            )
            watched[keyPath] = entry
            return entry
        }
        if let path = entry.path as? KeyPath<ObservedState, Value> {
            registrar.access(self, keyPath: path)
        }
        return lock.withLock { current }[keyPath: keyPath]
    }

    /// The state without tracking, the root of the fields' key paths.
    private var stateForTracking: State {
        lock.withLock { current }
    }

    private func apply(_ new: State) {
        // States arrive one at a time (the stream's contract): `current` changes only below.
        let (old, fields): (State, [Watched]) = lock.withLock { (current, Array(watched.values)) }
        let changed = fields.filter { $0.changed(old, new) }
        registrar.willSet(self, keyPath: \.state)
        for entry in changed {
            entry.willSet(self)
        }
        lock.withLock { current = new }
        for entry in changed {
            entry.didSet(self)
        }
        registrar.didSet(self, keyPath: \.state)
    }
}
#endif
