import Foundation
import Rx
import RxMVC
import XCTest

// A loop whose controller is composed of two parts that each merge (flatMap) and whose actions arrive on two
// threads: the parent's on the thread that sends events, the child's on a background queue. The child reacts to each
// state with a background request, so each state delivered to it enters its flatMap.

private enum DeadlockEvent {
    case tap(Int)
}

private enum DeadlockAction {
    case tapped(Int)
    case answered(Int)
}

private struct DeadlockState {
    var taps = 0
    var answers = 0
}

private struct DeadlockModel: ReducerModel {
    let initialState = DeadlockState()

    func reduce(state: DeadlockState, with action: DeadlockAction) -> DeadlockState {
        var state = state
        switch action {
        case .tapped: state.taps += 1
        case .answered: state.answers += 1
        }
        return state
    }
}

/// The parent: each tap becomes an action through a flatMap (a merge of its own).
private struct TapController: Controller {
    func use(eventStream: Observable<DeadlockEvent>) -> Observable<DeadlockAction> {
        eventStream.flatMap { (event: DeadlockEvent) -> Observable<DeadlockAction> in
            switch event {
            case .tap(let index): .just(.tapped(index))
            }
        }
    }
}

/// The child: each state whose taps are not all answered asks a "service" that answers on a background queue.
private struct AnsweringController: StateReadingController {
    let queue: SchedulerType

    func use(eventStream: Observable<Void>, stateStream: Observable<DeadlockState>) -> Observable<Int> {
        stateStream.flatMap { [queue] (state: DeadlockState) -> Observable<Int> in
            state.answers < state.taps ? Observable.just(state.taps).observe(on: queue) : .empty()
        }
    }
}

private struct DeadlockView: View, UserInteractable {
    let taps: PublishSubject<DeadlockEvent>

    func update(stateStream: Observable<DeadlockState>) -> Disposable {
        Disposables.create()
    }

    func interact() -> Observable<DeadlockEvent> {
        taps.asObservable()
    }
}

final class LoopThreadingTests: XCTestCase {
    /// The child has no events of its own.
    private static var noChildEvents: EnumCase<DeadlockEvent, Void> {
        EnumCase<DeadlockEvent, Void>(
            embed: { (_: Void) -> DeadlockEvent in .tap(-1) }, extract: { (_: DeadlockEvent) -> Void? in nil })
    }

    /// The child's answers are the parent's `answered` actions.
    private static var answered: EnumCase<DeadlockAction, Int> {
        EnumCase<DeadlockAction, Int>(
            embed: { (taps: Int) -> DeadlockAction in .answered(taps) },
            extract: { (_: DeadlockAction) -> Int? in nil })
    }

    /// A state delivered on the tapping thread enters the child's flatMap while that thread delivers the composed
    /// controller's actions; an answer on the background queue holds the child's flatMap while it sends its action
    /// to the composed controller. Neither may wait for the other: the loop keeps going, and reduces every tap.
    func testActionsFromTwoThreadsThroughAComposedControllerDoNotDeadlock() {
        let taps = PublishSubject<DeadlockEvent>()
        let controller = ComposedController<DeadlockState, DeadlockEvent, DeadlockAction>(TapController())
            .scope(
                AnsweringController(queue: ConcurrentDispatchQueueScheduler(qos: .userInitiated)), state: \.self,
                event: Self.noChildEvents, action: Self.answered)
        let loop = combineModel(DeadlockModel(), withView: DeadlockView(taps: taps), controller: controller)
        defer { loop.dispose() }
        let tapCount = 20_000
        let allReduced = expectation(description: "every tap reduced")
        let reducedAll: Observable<DeadlockState> = loop.stateStream.filter { (state: DeadlockState) -> Bool in
            state.taps == tapCount
        }
        let watching: Disposable = reducedAll.take(1).subscribe(onNext: { (_: DeadlockState) in
            allReduced.fulfill()
        })
        defer { watching.dispose() }
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            for index in 0..<tapCount {
                taps.onNext(.tap(index))
            }
            finished.signal()
        }
        let result = finished.wait(timeout: .now() + 20)
        XCTAssertEqual(result, .success, "the loop deadlocked: taps stopped at \(loop.currentState?.taps ?? -1)")
        guard result == .success else { return }
        // Taps sent while the background queue delivered an answer are reduced by that thread, just after.
        wait(for: [allReduced], timeout: 20)
    }

    /// The two parts of a composed controller send their actions from two threads at once, each its own source with
    /// no lock in common: every action is handed over once, by whichever thread is delivering. The sanitizer run
    /// watches the hand-off that merges the parts' actions (`OrderedHandOff`) from two threads here.
    func testActionsOfTwoPartsSentFromTwoThreadsAtOnceAreEachReducedOnce() {
        let parentSource = PublishSubject<Int>()
        let childSource = PublishSubject<Int>()
        let controller = ComposedController<DeadlockState, DeadlockEvent, DeadlockAction>(
            SourcedController(source: parentSource)
        )
        .scope(
            SourcedChild(source: childSource), state: \.self, event: Self.noChildEvents, action: Self.answered)
        let loop = combineModel(
            DeadlockModel(), withView: DeadlockView(taps: PublishSubject()), controller: controller)
        defer { loop.dispose() }
        let actionsPerPart = 5_000
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            let source = part == 0 ? parentSource : childSource
            for index in 0..<actionsPerPart {
                source.onNext(index)
            }
        }
        // concurrentPerform returns once both threads have returned, and a thread that finds another delivering
        // leaves its action to that thread, which delivers it before returning.
        XCTAssertEqual(loop.currentState?.taps, actionsPerPart)
        XCTAssertEqual(loop.currentState?.answers, actionsPerPart)
    }
}

/// A parent part whose actions come from `source`, not from events.
private struct SourcedController: Controller {
    let source: PublishSubject<Int>

    func use(eventStream: Observable<DeadlockEvent>) -> Observable<DeadlockAction> {
        source.map { (index: Int) -> DeadlockAction in .tapped(index) }
    }
}

/// A child part whose actions come from `source`.
private struct SourcedChild: StateReadingController {
    let source: PublishSubject<Int>

    func use(eventStream: Observable<Void>, stateStream: Observable<DeadlockState>) -> Observable<Int> {
        source.asObservable()
    }
}
