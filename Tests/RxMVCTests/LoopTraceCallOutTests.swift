import Dispatch
import Rx
import RxMVC
import RxTesting
import XCTest

/// A `LoopTrace` describes events, actions and states (user code: `description`s, reflection) and calls its `write`
/// closure without holding its lock, and still writes its records one at a time, in sequence order.
final class LoopTraceCallOutTests: RxTestCase {
    /// An action payload whose description runs `whileDescribed`.
    private struct Loaded: CustomStringConvertible {
        let whileDescribed: () -> Void
        var description: String {
            whileDescribed()
            return "page"
        }
    }

    private enum TapAction {
        case tapped(String)
        case loaded(Loaded)
    }

    private struct TapState {
        var taps: [String] = []
        var loads = 0
    }

    private struct TapModel: ReducerModel {
        let initialState = TapState()
        func reduce(state: TapState, with action: TapAction) -> TapState {
            var state = state
            switch action {
            case .tapped(let name): state.taps.append(name)
            case .loaded: state.loads += 1
            }
            return state
        }
    }

    /// Taps anything but "load" at once.
    private struct TapController: Controller {
        func use(eventStream: Observable<String>) -> Observable<TapAction> {
            eventStream.filter { $0 != "load" }.map { .tapped($0) }
        }
    }

    /// Answers each "load" on a background queue (its own part of the composed controller, so a tap does not go
    /// through the flatMap that holds its lock while it forwards the answer).
    private struct LoadController: Controller {
        let background: SchedulerType
        let whileDescribed: () -> Void
        func use(eventStream: Observable<Void>) -> Observable<TapAction> {
            eventStream.flatMap { [background, whileDescribed] in
                Observable.just(.loaded(Loaded(whileDescribed: whileDescribed))).observe(on: background)
            }
        }
    }

    private static func controller(
        background: SchedulerType, whileDescribed: @escaping () -> Void
    ) -> ComposedController<TapState, String, TapAction> {
        ComposedController(TapController()).scope(
            LoadController(background: background, whileDescribed: whileDescribed), state: \.self,
            event: EnumCase(embed: { "load" }, extract: { $0 == "load" ? () : nil }),
            action: EnumCase(embed: { $0 }, extract: { $0 }))
    }

    private struct TapView: View, UserInteractable {
        let taps: PublishSubject<String>
        func update(stateStream: Observable<TapState>) -> Disposable { Disposables.create() }
        func interact() -> Observable<String> { taps.asObservable() }
    }

    /// An answer's action is described on the background queue while the user taps on this thread, and its
    /// description waits for the tap: the tap waited for the trace's lock, held while describing, so the description
    /// waited in vain. Now both go on, and the records keep their sequence.
    func testADescriptionMayWaitForAnotherThreadTracingAndRecordsStayInSequence() {
        let taps = PublishSubject<String>()
        let describing = DispatchSemaphore(value: 0)
        let tapped = DispatchSemaphore(value: 0)
        let waitedOut = LockedTestBox<Bool?>(nil)
        let whileDescribed = {
            guard waitedOut.value == nil else { return }
            describing.signal()
            waitedOut.set(tapped.wait(timeout: .now() + 5) == .timedOut)
        }
        let records = LockedTestBox<[LoopTraceRecord]>([])
        let loop = combineModel(
            TapModel(), withView: TapView(taps: taps),
            controller: Self.controller(
                background: SerialDispatchQueueScheduler(qos: .userInitiated), whileDescribed: whileDescribed),
            trace: LoopTrace { record in records.modify { $0.append(record) } })
        let reducedBoth = expectation(description: "the answer and the tap reduced")
        let watching = loop.stateStream.filter { $0.loads == 1 && $0.taps == ["tap"] }.take(1)
            .subscribe(onNext: { _ in reducedBoth.fulfill() })
        taps.onNext("load")
        XCTAssertEqual(describing.wait(timeout: .now() + 5), .success, "the answer's action is described")
        taps.onNext("tap")
        tapped.signal()
        wait(for: [reducedBoth], timeout: 10)
        watching.dispose()
        loop.dispose()
        XCTAssertEqual(waitedOut.value, false, "the tap waited for the lock held while the answer was described")
        XCTAssertEqual(records.value.map(\.sequence), [1, 2, 3, 4, 5])
        XCTAssertEqual(
            records.value.dropFirst().map { "\($0.kind) \($0.value)" },
            ["event load", "event tap", "action loaded(page)", #"action tapped("tap")"#])
    }
}
