import Rx

/// The "M" of the loop: turns the stream of actions into the stream of states.
///
/// Most models are `ReducerModel`s; implement `Model` directly only when the state needs operators beyond a fold.
public protocol Model {
    /// What happened, as the controller reports it.
    associatedtype Action
    /// What the view renders.
    associatedtype State

    /// The states that follow from `actionStream`, starting with the initial state.
    func manipulate(actionStream: Observable<Action>) -> Observable<State>
}

/// A model that is a pure fold: an initial state and a function from a state and an action to the next state.
///
/// Use it for almost every screen; `reduce` is trivially unit-testable.
public protocol ReducerModel: Model {
    /// What happened (restated so conformers can infer it from `reduce(state:with:)`).
    associatedtype Action
    /// What the view renders (restated so conformers can infer it from `initialState`).
    associatedtype State

    /// The state before any action.
    var initialState: State { get }

    /// The state after `action` happened in `state`.
    func reduce(state: State, with action: Action) -> State
}

extension ReducerModel {
    /// The initial state, then one state per action, folded with `reduce(state:with:)`.
    public func manipulate(actionStream: Observable<Action>) -> Observable<State> {
        actionStream
            .scan(initialState) { state, action in self.reduce(state: state, with: action) }
            .startWith(initialState)
    }
}

/// A model whose state never changes: the view sees that one state at start and again after each action.
///
/// Use it for static screens (a menu) that still want the loop's shape; re-sending the state on each action lets
/// the view react to the user (say, clear a selection) without any state to change.
public protocol ConstantModel: Model {
    /// What happened (restated so conformers can declare it alone).
    associatedtype Action
    /// What the view renders (restated so conformers can infer it from `state`).
    associatedtype State

    /// The one state.
    var state: State { get }
}

extension ConstantModel {
    /// `state` at once, then `state` again for every action; completes when the actions do.
    public func manipulate(actionStream: Observable<Action>) -> Observable<State> {
        let state = self.state
        return actionStream.map { _ in state }.startWith(state)
    }
}
