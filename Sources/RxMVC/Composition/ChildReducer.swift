/// A child model's `reduce`, lifted into its parent's state and actions: it changes the child's part of the parent
/// state for the parent actions that carry child actions, and leaves everything else alone.
///
/// Build one with `scope`, `ifLet` or `forEach` on the child's model, and call it first in the parent's `reduce`:
///
///     let children = ChildReducer(combining: [
///         SearchModel().scope(state: \AppState.search, action: searchAction),
///         DetailModel().ifLet(state: \AppState.detail, action: detailAction),
///     ])
///     func reduce(state: AppState, with action: AppAction) -> AppState {
///         var state = children.reduce(state: state, with: action)
///         if case .detail(.chosen(let item)) = action { state.detail = nil; state.selection = item }
///         return state
///     }
///
/// The parent then reacts to what its children report ("done", "chosen") by matching their actions, while the
/// children never know the parent.
public struct ChildReducer<State, Action> {
    private let apply: (inout State, Action) -> Void

    /// A reducer that changes `state` in place for `action`.
    public init(_ apply: @escaping (inout State, Action) -> Void) {
        self.apply = apply
    }

    /// Runs `reducers` one after another.
    public init(combining reducers: [ChildReducer<State, Action>]) {
        apply = { state, action in
            for reducer in reducers {
                reducer.apply(&state, action)
            }
        }
    }

    /// Changes `state` for `action`.
    public func reduce(into state: inout State, with action: Action) {
        apply(&state, action)
    }

    /// The state after `action` happened in `state`.
    public func reduce(state: State, with action: Action) -> State {
        var state = state
        apply(&state, action)
        return state
    }
}

extension ReducerModel {
    /// This model running on the part of a parent's state at `state`, for the parent's actions of case `action`.
    public func scope<ParentState, ParentAction>(
        state: WritableKeyPath<ParentState, State>, action: EnumCase<ParentAction, Action>
    ) -> ChildReducer<ParentState, ParentAction> {
        ChildReducer { parent, parentAction in
            guard let childAction = action.extract(parentAction) else { return }
            parent[keyPath: state] = reduce(state: parent[keyPath: state], with: childAction)
        }
    }

    /// This model running on an optional part of a parent's state; actions that arrive while it is `nil` are
    /// dropped.
    public func ifLet<ParentState, ParentAction>(
        state: WritableKeyPath<ParentState, State?>, action: EnumCase<ParentAction, Action>
    ) -> ChildReducer<ParentState, ParentAction> {
        ChildReducer { parent, parentAction in
            guard let childAction = action.extract(parentAction), let child = parent[keyPath: state] else { return }
            parent[keyPath: state] = reduce(state: child, with: childAction)
        }
    }

    /// This model running on each element of a collection in a parent's state, addressed by id; actions for an id
    /// that is no longer there are dropped.
    public func forEach<ParentState, ParentAction>(
        state: WritableKeyPath<ParentState, [State]>, action: EnumCase<ParentAction, (id: State.ID, action: Action)>
    ) -> ChildReducer<ParentState, ParentAction> where State: Identifiable {
        ChildReducer { parent, parentAction in
            guard let (id, childAction) = action.extract(parentAction),
                let index = parent[keyPath: state].firstIndex(where: { $0.id == id })
            else { return }
            parent[keyPath: state][index] = reduce(state: parent[keyPath: state][index], with: childAction)
        }
    }

    /// The model of each row of an identified array: an action for a row's id is reduced into that row, found in
    /// O(1); an action for an id that is not there is ignored.
    public func forEach<ParentState, ParentAction>(
        state: WritableKeyPath<ParentState, IdentifiedArray<State>>,
        action: EnumCase<ParentAction, (id: State.ID, action: Action)>
    ) -> ChildReducer<ParentState, ParentAction> where State: Identifiable {
        ChildReducer { parent, parentAction in
            guard let (id, childAction) = action.extract(parentAction), let row = parent[keyPath: state][id: id]
            else { return }
            parent[keyPath: state][id: id] = reduce(state: row, with: childAction)
        }
    }

    /// This model running on each screen of a navigation stack, which it also pushes and pops as the stack actions
    /// say; actions of a screen already popped are dropped.
    public func forEach<ParentState, ParentAction>(
        stack: WritableKeyPath<ParentState, NavigationStack<State>>,
        action: EnumCase<ParentAction, StackAction<State, Action>>
    ) -> ChildReducer<ParentState, ParentAction> {
        ChildReducer { parent, parentAction in
            guard let stackAction = action.extract(parentAction) else { return }
            switch stackAction {
            case .push(let screen):
                parent[keyPath: stack].push(screen)
            case .pop:
                parent[keyPath: stack].pop()
            case .popTo(let id):
                parent[keyPath: stack].pop(to: id)
            case .element(let id, let screenAction):
                guard let screen = parent[keyPath: stack][id: id] else { return }
                parent[keyPath: stack][id: id] = reduce(state: screen, with: screenAction)
            }
        }
    }
}
