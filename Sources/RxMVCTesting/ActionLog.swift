import Rx
import RxMVC

/// The actions a loop reduced, each with the states before and after it, waiting to be asserted.
final class ActionLog<Action, State>: @unchecked Sendable { // Sendable: `entries` guarded by `lock`.
    struct Entry {
        let action: Action
        let before: State
        let after: State
    }

    private let lock = RxLock()
    private var entries: [Entry] = []

    func append(_ entry: Entry) {
        lock.withLock { entries.append(entry) }
    }

    func takeAll() -> [Entry] {
        lock.withLock {
            defer { entries = [] }
            return entries
        }
    }

    func takeFirst() -> Entry? {
        lock.withLock { entries.isEmpty ? nil : entries.removeFirst() }
    }
}

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

/// A view that renders nothing.
struct SilentView<State>: View {
    func update(stateStream: Observable<State>) -> Disposable {
        Disposables.create()
    }
}

/// User events from a subject or a recorded schedule.
struct SubjectInteractions<Event>: UserInteractable {
    let events: Observable<Event>

    func interact() -> Observable<Event> {
        events
    }
}
