import Rx
import RxMVC
import RxTesting
import XCTest

/// The controller of an identified array of rows (`ChildRowsSlot`) compares a row's new state with its last one (the
/// row's `==`, user code) without holding its lock: a comparison that waits for another thread sending the row an
/// event does not deadlock, and the row's controller still sees the new state after the event.
final class IdentifiedRowsCallOutTests: RxTestCase {
    private struct Row: Identifiable, Equatable {
        let id: String
        var level: Int
        var whileCompared: () -> Void = {}

        static func == (lhs: Row, rhs: Row) -> Bool {
            lhs.whileCompared()
            return lhs.id == rhs.id && lhs.level == rhs.level
        }
    }

    private struct ListState {
        var rows: IdentifiedArray<Row> = []
    }

    private enum RowEvent {
        case ping
    }

    private enum ListEvent {
        case row(id: String, event: RowEvent)
    }

    private enum RowAction: Equatable {
        case pinged
        case saw(level: Int)
    }

    private enum ListAction: Equatable {
        case row(id: String, action: RowAction)
    }

    private static var rows: ChildRowsSlot<ListState, ListEvent, ListAction, Row, RowEvent, RowAction> {
        ChildRowsSlot(\.rows, event: ListEvent.row, action: ListAction.row)
    }

    /// Answers each ping, and tells each state it sees.
    private struct RowController: StateReadingController {
        func use(eventStream: Observable<RowEvent>, stateStream: Observable<Row>) -> Observable<RowAction> {
            Observable.merge(eventStream.map { _ in .pinged }, stateStream.map { .saw(level: $0.level) })
        }
    }

    func testARowsComparisonMayWaitForAnotherThreadSendingTheRowAnEvent() {
        let events = PublishSubject<ListEvent>()
        let states = PublishSubject<ListState>()
        let actions = LockedTestBox<[ListAction]>([])
        let pinged = LockedTestBox<Bool?>(nil)
        let whileCompared = {
            guard pinged.value == nil else { return }
            pinged.set(returnsOnAnotherThread { events.onNext(.row(id: "a", event: .ping)) })
        }
        let controller = ComposedController<ListState, ListEvent, ListAction>().adding(
            Self.rows.controller(RowController()))
        let subscription = controller.use(eventStream: events.asObservable(), stateStream: states.asObservable())
            .subscribe(onNext: { action in actions.modify { $0.append(action) } })
        var state = ListState()
        state.rows.append(Row(id: "a", level: 1, whileCompared: whileCompared))
        states.onNext(state)
        state.rows[id: "a"]?.level = 2
        states.onNext(state)
        subscription.dispose()
        XCTAssertEqual(pinged.value, true, "the ping waited for the lock held while the row was compared")
        XCTAssertEqual(
            actions.value,
            [
                .row(id: "a", action: .saw(level: 1)), .row(id: "a", action: .pinged),
                .row(id: "a", action: .saw(level: 2)),
            ])
    }
}
