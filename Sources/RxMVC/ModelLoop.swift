import Rx

/// A running RxMVC loop, as `combineModel` returns it: dispose it to tear everything down.
///
/// Actions are reduced one at a time, in the order they arrive, whatever thread the controller emits on; an action
/// emitted while a state is being delivered (a view that reacts to a state with an event) waits until that delivery
/// ends, so every observer sees states in order. `currentState` reads the latest state synchronously.
public final class ModelLoop<State>: Cancelable {
    private let lock = RxLock()
    private let subscriptions = CompositeDisposable()
    private let states = ReplaySubject<State>.create(bufferSize: 1)
    /// The latest state, once there is one (`hasLatest`): an array of one, replaced in place, not an `Optional`,
    /// whose assignment in this unspecialized code would look up `Optional<State>`'s metadata on every state; and
    /// `hasLatest` a flag of its own, as the array's `isEmpty` reached unspecialized goes through a witness-table
    /// lookup. Only touched under `lock`, so without dynamic exclusivity checks.
    @exclusivity(unchecked) private var latest: [State] = []
    @exclusivity(unchecked) private var hasLatest = false

    init() {}

    /// The latest state; `nil` only before a custom `Model` emitted its first state.
    public var currentState: State? {
        lock.withLock { latest.first }
    }

    /// The shared state stream: replays the latest state to each subscriber, then follows the loop.
    public var stateStream: Observable<State> {
        states.asObservable()
    }

    /// `true` once the loop has been torn down.
    public var isDisposed: Bool {
        subscriptions.isDisposed
    }

    /// Tears the loop down: the view's bindings, the controller's in-flight work, the model.
    public func dispose() {
        subscriptions.dispose()
    }

    /// Records a new state: the latest, and the next element of the state stream.
    func recordNext(_ state: State) {
        lock.withLock { keepLatest(state) }
        states.onNext(state)
    }

    /// Under `lock`.
    private func keepLatest(_ state: State) {
        if hasLatest {
            latest[0] = state
        } else {
            latest.append(state)
            hasLatest = true
        }
    }

    /// Records the model's end: its error or completion ends the state stream (`latest` stays).
    func recordEnd(_ event: Event<State>) {
        states.on(event)
    }

    func add(_ disposable: Disposable) {
        subscriptions.insert(disposable)
    }
}

/// Sendable when its states are: `latest` is read and written under `lock`, the rest is thread-safe.
extension ModelLoop: @unchecked Sendable where State: Sendable {} // Sendable: `latest` guarded by `lock`.
