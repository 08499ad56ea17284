import Rx
import RxMVC
import RxMVCTesting
import RxTesting
import XCTest

/// A list of items in an `IdentifiedArray`, each with the `Item` feature's controller, through a `ChildRowsSlot`:
/// each row's controller sees only its own row's changes, starts when the row appears and stops when it goes.
final class IdentifiedRowsSlotTests: RxTestCase {
    private struct ListState: Equatable {
        var items: IdentifiedArray<ItemState> = []
        var other = 0
    }

    private enum ListEvent: Equatable {
        case add(String)
        case remove(String)
        case bump
        case item(id: String, event: ItemEvent)
    }

    private enum ListAction: Equatable {
        case added(String)
        case removed(String)
        case bumped
        case item(id: String, action: ItemAction)
    }

    private enum Children {
        static var items: ChildRowsSlot<ListState, ListEvent, ListAction, ItemState, ItemEvent, ItemAction> {
            ChildRowsSlot(\.items, event: ListEvent.item, action: ListAction.item)
        }
    }

    private struct ListModel: ReducerModel {
        let initialState = ListState()
        private let children = ChildReducer(combining: [Children.items.reducer(ItemModel())])

        func reduce(state: ListState, with action: ListAction) -> ListState {
            var state = children.reduce(state: state, with: action)
            switch action {
            case .added(let id): state.items.append(ItemState(id: id))
            case .removed(let id): state.items.remove(id: id)
            case .bumped: state.other += 1
            case .item: break
            }
            return state
        }
    }

    private struct ListController: Controller {
        func use(eventStream: Observable<ListEvent>) -> Observable<ListAction> {
            eventStream.compactMap { event in
                switch event {
                case .add(let id): .added(id)
                case .remove(let id): .removed(id)
                case .bump: .bumped
                case .item: nil
                }
            }
        }
    }

    /// Counts the states each row's controller receives.
    private final class Seen {
        var states: [String: [ItemState]] = [:]
    }

    private struct CountingItemController: StateReadingController {
        let base: ItemController
        let seen: Seen

        func use(eventStream: Observable<ItemEvent>, stateStream: Observable<ItemState>) -> Observable<ItemAction> {
            let seen = seen
            return base.use(
                eventStream: eventStream,
                stateStream: stateStream.do(onNext: { seen.states[$0.id, default: []].append($0) }))
        }
    }

    func testEachRowSeesOnlyItsOwnChangesAndItsEffectsStopWhenItGoes() {
        let scheduler = TestScheduler(initialClock: 0)
        let service = StubItemService(scheduler: scheduler)
        let seen = Seen()
        let controller = ComposedController(
            ListController(),
            children: [
                Children.items.controller(CountingItemController(base: ItemController(service: service), seen: seen))
            ])
        let tester = LoopTester(model: ListModel(), controller: controller, scheduler: scheduler)
        tester.send(.add("a")) { $0.items.append(ItemState(id: "a")) }
        tester.send(.add("b")) { $0.items.append(ItemState(id: "b")) }
        tester.send(.bump) { $0.other = 1 }
        tester.send(.item(id: "b", event: .load)) { $0.items[id: "b"]?.isLoading = true }
        tester.advance(by: 100)
        tester.receive(.item(id: "b", action: .loaded("value of b"))) {
            $0.items[id: "b"]?.value = "value of b"
            $0.items[id: "b"]?.isLoading = false
        }
        XCTAssertEqual(seen.states["a"]?.count, 1, "a's controller saw only its first state: \(seen.states["a"] ?? [])")
        XCTAssertEqual(seen.states["b"]?.map(\.isLoading), [false, true, false])

        tester.send(.item(id: "a", event: .load)) { $0.items[id: "a"]?.isLoading = true }
        tester.send(.remove("a")) { $0.items.remove(id: "a") }
        tester.advance(by: 100)
        XCTAssertEqual(service.subscriptions("a"), [Subscription(100, 100)], "a's load was cancelled as it went")
        tester.send(.item(id: "a", event: .load))
        tester.finish()
    }
}
