import RxMVC

/// A reducer model that logs every action it reduces with the states around it.
struct LoggingModel<Base: ReducerModel>: ReducerModel {
    let model: Base
    let log: ActionLog<Base.Action, Base.State>

    var initialState: Base.State {
        model.initialState
    }

    func reduce(state: Base.State, with action: Base.Action) -> Base.State {
        let next = model.reduce(state: state, with: action)
        log.append(.init(action: action, before: state, after: next))
        return next
    }
}
