import Rx
import RxMVC
import RxTesting

/// One step of a run: an index into the events explored, sent at a tick.
struct ExplorationStep: Equatable {
    var time: TestTime
    var eventIndex: Int
}

/// How a run ended when the invariant failed.
struct InvariantBreak<State> {
    let state: State
    let message: String
    let time: TestTime
}

/// Runs loops of one model and one kind of controller on fresh test schedulers, checking an invariant after every
/// state.
struct ExplorationRunner<M: ReducerModel, C: Controller> where M.Action == C.Action {
    let model: M
    let controller: (TestScheduler) -> C
    let events: [C.Event]
    let maxGap: TestTime
    let resolution: Double
    let invariant: (M.State) -> String?

    /// How long after the last event pending work may run, at most (periodic timers never finish).
    var settleLimit: TestTime {
        max(maxGap, 1) &* 100
    }

    /// Draws `count` steps: gaps of 0…`maxGap` ticks from tick 0, events uniformly from `events`.
    func draw(count: Int, seed: UInt64) -> [ExplorationStep] {
        var random = SplitMix64(seed: seed)
        var time: TestTime = 0
        return (0..<count).map { _ in
            time = saturatingSum(time, random.upTo(maxGap))
            return ExplorationStep(time: time, eventIndex: random.upTo(events.count - 1))
        }
    }

    /// Sends `steps` to a new loop, lets pending work finish (bounded by `settleLimit`) and returns the first
    /// failure of the invariant, if any.
    func run(_ steps: [ExplorationStep]) -> InvariantBreak<M.State>? {
        let scheduler = TestScheduler(initialClock: 0, resolution: resolution)
        let check = InvariantCheck<M.State>(invariant: invariant, scheduler: scheduler)
        let input = PublishSubject<C.Event>()
        let loop = combineModel(
            CheckedModel(model: model, check: check), withView: SilentView<M.State>(),
            controller: controller(scheduler), andUserInteractable: SubjectInteractions(events: input.asObservable()))
        defer { loop.dispose() }
        check.verify(model.initialState)
        for step in steps {
            scheduler.scheduleAt(step.time) { [events] in input.onNext(events[step.eventIndex]) }
        }
        let last = steps.last?.time ?? 0
        if check.failure == nil {
            scheduler.advanceTo(last)
        }
        let limit = saturatingSum(last, settleLimit)
        while check.failure == nil, scheduler.pendingWorkCount > 0, scheduler.clock < limit {
            scheduler.advanceTo(min(saturatingSum(scheduler.clock, max(maxGap, 1)), limit))
        }
        return check.failure
    }
}

/// Checks the invariant on each state and stops the scheduler at the first failure.
final class InvariantCheck<State> {
    let invariant: (State) -> String?
    unowned let scheduler: TestScheduler
    private(set) var failure: InvariantBreak<State>?

    init(invariant: @escaping (State) -> String?, scheduler: TestScheduler) {
        self.invariant = invariant
        self.scheduler = scheduler
    }

    func verify(_ state: State) {
        guard failure == nil, let message = invariant(state) else { return }
        failure = InvariantBreak(state: state, message: message, time: scheduler.clock)
        scheduler.stop()
    }
}

/// A reducer model that checks the invariant on every state it makes.
struct CheckedModel<Base: ReducerModel>: ReducerModel {
    let model: Base
    let check: InvariantCheck<Base.State>

    var initialState: Base.State {
        model.initialState
    }

    func reduce(state: Base.State, with action: Base.Action) -> Base.State {
        let next = model.reduce(state: state, with: action)
        check.verify(next)
        return next
    }
}

/// `first + second`, or the bound it would pass.
func saturatingSum(_ first: TestTime, _ second: TestTime) -> TestTime {
    let (sum, overflow) = first.addingReportingOverflow(second)
    return overflow ? (second > 0 ? .max : .min) : sum
}
