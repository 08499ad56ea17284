import Rx

/// The "V" of the loop: renders states; it holds no state of its own.
public protocol View {
    /// What it renders.
    associatedtype State

    /// Binds the view to `stateStream` and returns the bindings' disposable.
    ///
    /// The stream starts with the current state and replays it to every subscription, so binding it several times
    /// (one binding per widget) is cheap and never repeats the controller's work.
    func update(stateStream: Observable<State>) -> Disposable
}

/// The source of user events: a view, a timer, a push channel.
public protocol UserInteractable {
    /// What the user did.
    associatedtype Event

    /// The user's events.
    func interact() -> Observable<Event>
}

/// A source of user events that needs to know what is on screen to tell what the user meant — which row Enter
/// chose, which screen a key is for, which page to load next — and reads it from the loop's own states instead of
/// keeping a copy: a view stays stateless.
///
///     func interact(stateStream: Observable<AppState>) -> Observable<AppEvent> {
///         keys.withLatestFrom(stateStream) { key, state in event(for: key, on: state.path.top) }.compactMap { $0 }
///     }
///
/// `combineModel` hands it the loop's state stream (which replays the current state at once); the compiler checks
/// that its `State` is the model's.
public protocol StateReadingInteractable {
    /// What the user did.
    associatedtype Event
    /// What it reads: the loop's state.
    associatedtype State

    /// The user's events, knowing the states in `stateStream`.
    func interact(stateStream: Observable<State>) -> Observable<Event>
}
