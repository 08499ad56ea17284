import Rx
import RxMVC

// One user event through a whole RxMVC loop (`combineModel`): the controller maps it to an action, the model reduces
// it, the shared state stream replays it to the one view binding.

private struct CounterState: Equatable {
    var count = 0
    var label = ""
}

private struct CounterModel: ReducerModel {
    let initialState = CounterState()

    func reduce(state: CounterState, with action: Int) -> CounterState {
        var state = state
        state.count &+= action
        return state
    }
}

private struct CounterController: MapController {
    func mapEventToAction(_ event: Int) -> Int {
        event & 3
    }
}

private struct CounterView: View, UserInteractable {
    let events: PublishSubject<Int>

    func update(stateStream: Observable<CounterState>) -> Disposable {
        stateStream.map(\.count).subscribe(onNext: { blackHole.value &+= $0 })
    }

    func interact() -> Observable<Int> {
        events.asObservable()
    }
}

/// The loop is made once (in the warm-up round) and kept, so rounds time events, not setup.
private final class RunningCounter: @unchecked Sendable { // Sendable: benches run on the main thread only.
    private var loop: Disposable?
    let events = PublishSubject<Int>()

    func start() {
        guard loop == nil else { return }
        loop = combineModel(CounterModel(), withView: CounterView(events: events), controller: CounterController())
    }
}

private let runningCounter = RunningCounter()

/// The architecture layer's own case; composition (a parent with many children) is in `compositionBenches`.
let loopBenches: [Bench] = [
    Bench(
        name: "m one event through combineModel, per event",
        rxSwiftNanoseconds: nil, operationsPerRound: 500_000
    ) { count in
        runningCounter.start()
        for index in 0..<count {
            runningCounter.events.onNext(index)
        }
    }
]
