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
