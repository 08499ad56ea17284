import Rx

/// A controller that also reads the loop's states: a parent's controller uses them to know which children exist,
/// so a child's effects start when it appears and are cancelled when it goes away.
///
/// `combineModel`, `TestScheduler.run`, the loop tester and replays hand such a controller the loop's own state
/// stream (it replays the current state at once). `ComposedController` is the one most code needs.
public protocol StateReadingController: Controller where ReadState == State {
    /// What the user did (restated so conformers can infer it from `use(eventStream:stateStream:)`).
    associatedtype Event
    /// What happened as a result (restated so conformers can infer it from `use(eventStream:stateStream:)`).
    associatedtype Action
    /// What it reads, the same state the model produces.
    associatedtype State

    /// The actions that follow from `eventStream`, knowing the states in `stateStream`.
    func use(eventStream: Observable<Event>, stateStream: Observable<State>) -> Observable<Action>
}

extension StateReadingController {
    /// The actions of `eventStream` with no state at all: children never appear, so only the parent's own work runs.
    ///
    /// The loop never calls this for a `StateReadingController`; it exists so the controller is still a `Controller`.
    public func use(eventStream: Observable<Event>) -> Observable<Action> {
        use(eventStream: eventStream, stateStream: .never())
    }
}
