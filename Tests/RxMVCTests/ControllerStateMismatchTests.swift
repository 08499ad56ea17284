import Foundation
import ProcessChecks
import Rx
import RxMVC
import XCTest

/// A state-reading controller wired where it would get another state than the one it reads stops the program with
/// the two types named, instead of running with no states (its children would silently never start). Slots make
/// the same mistake a compile error (`ChildSlotDiagnosticsTests`); this is the check left for generic code.
final class ControllerStateMismatchTests: XCTestCase {
    private struct CountModel: ReducerModel {
        let initialState = 0
        func reduce(state: Int, with action: String) -> Int { state + 1 }
    }

    private struct TextReader: StateReadingController {
        func use(eventStream: Observable<String>, stateStream: Observable<String>) -> Observable<String> {
            eventStream
        }
    }

    private struct Silent: View {
        func update(stateStream: Observable<Int>) -> Disposable { Disposables.create() }
    }

    private struct NoEvents: UserInteractable {
        func interact() -> Observable<String> { .never() }
    }

    func testAReaderOfAnotherStateStopsTheProgramNamingBothTypes() throws {
        if ProcessInfo.processInfo.environment["RXMVC_STATE_MISMATCH"] != nil {
            combineModel(CountModel(), withView: Silent(), controller: TextReader(), andUserInteractable: NoEvents())
                .dispose()
            return
        }
        try assertChildStops(
            running: "RxMVCTests.ControllerStateMismatchTests/testAReaderOfAnotherStateStopsTheProgramNamingBothTypes",
            variable: "RXMVC_STATE_MISMATCH",
            withMessage: "reads states of type String, but it was given states of type Int")
    }
}
