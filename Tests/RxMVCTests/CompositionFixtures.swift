import Rx
import RxMVC
import RxTesting

// A small app of many screens, for the composition, navigation and tester tests: a counter that is always there, an
// optional detail, rows keyed by id and a navigation stack. Every child is the same `Item` feature, whose "load"
// effect is a cold observable answering after 100 ticks.

struct ItemState: Equatable, Identifiable, Codable {
    var id: String
    var value: String?
    var isLoading = false
}

enum ItemEvent: Equatable, Codable {
    case load
    case choose
}

enum ItemAction: Equatable {
    case started
    case loaded(String)
    /// Tells whoever hosts the item that the user chose it; the item does not know its host.
    case chosen(String)
}

/// Answers `load(id)` after 100 ticks with "value of <id>"; keeps every request to assert its subscription window.
final class StubItemService {
    let scheduler: TestScheduler
    private(set) var requests: [(id: String, observable: TestableObservable<String>)] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    func load(_ id: String) -> Observable<String> {
        let observable = scheduler.createColdObservable([.next(100, "value of \(id)"), .completed(100)])
        requests.append((id, observable))
        return observable.asObservable()
    }

    func subscriptions(_ id: String) -> [Subscription] {
        requests.filter { $0.id == id }.flatMap(\.observable.subscriptions)
    }
}

/// The item's controller reads its own state (a `StateReadingController`) to know its id.
struct ItemController: StateReadingController {
    let service: StubItemService

    func use(eventStream: Observable<ItemEvent>, stateStream: Observable<ItemState>) -> Observable<ItemAction> {
        eventStream.withLatestFrom(stateStream) { ($0, $1) }
            .flatMapLatest { event, state -> Observable<ItemAction> in
                switch event {
                case .load: return service.load(state.id).map { .loaded($0) }.startWith(.started)
                case .choose: return .just(.chosen(state.id))
                }
            }
    }
}

struct ItemModel: ReducerModel {
    let initialState = ItemState(id: "")

    func reduce(state: ItemState, with action: ItemAction) -> ItemState {
        var state = state
        switch action {
        case .started: state.isLoading = true
        case .loaded(let value):
            state.value = value
            state.isLoading = false
        case .chosen: break
        }
        return state
    }
}

struct CounterModel2: ReducerModel {
    let initialState = 0
    func reduce(state: Int, with action: Int) -> Int { state + action }
}

struct PassController2: MapController {
    func mapEventToAction(_ event: Int) -> Int { event }
}

struct AppState: Equatable {
    var counter = 0
    var other = 0
    var detail: ItemState?
    var selection: String?
    var rows: [ItemState] = []
    var path = NavigationStack<ItemState>()
}

enum AppEvent: Equatable, Codable {
    case counter(Int)
    case bumpOther
    case openDetail(String)
    case closeDetail
    case detail(ItemEvent)
    case addRow(String)
    case removeRow(String)
    case row(id: String, event: ItemEvent)
    case push(String)
    case pop
    case screen(id: StackElementID, event: ItemEvent)
}

enum AppAction: Equatable {
    case counter(Int)
    case otherBumped
    case detailOpened(String)
    case detailClosed
    case detail(ItemAction)
    case rowAdded(String)
    case rowRemoved(String)
    case row(id: String, action: ItemAction)
    case path(StackAction<ItemState, ItemAction>)
}

/// The cases that connect the children to the app.
enum AppCases {
    static var counterEvent: EnumCase<AppEvent, Int> {
        EnumCase(embed: AppEvent.counter) { if case .counter(let e) = $0 { e } else { nil } }
    }
    static var counterAction: EnumCase<AppAction, Int> {
        EnumCase(embed: AppAction.counter) { if case .counter(let a) = $0 { a } else { nil } }
    }
    static var detailEvent: EnumCase<AppEvent, ItemEvent> {
        EnumCase(embed: AppEvent.detail) { if case .detail(let e) = $0 { e } else { nil } }
    }
    static var detailAction: EnumCase<AppAction, ItemAction> {
        EnumCase(embed: AppAction.detail) { if case .detail(let a) = $0 { a } else { nil } }
    }
    static var rowEvent: EnumCase<AppEvent, (id: String, event: ItemEvent)> {
        EnumCase(embed: { .row(id: $0.id, event: $0.event) }) {
            if case .row(let id, let e) = $0 { (id, e) } else { nil }
        }
    }
    static var rowAction: EnumCase<AppAction, (id: String, action: ItemAction)> {
        EnumCase(embed: { .row(id: $0.id, action: $0.action) }) {
            if case .row(let id, let a) = $0 { (id, a) } else { nil }
        }
    }
    static var screenEvent: EnumCase<AppEvent, (id: StackElementID, event: ItemEvent)> {
        EnumCase(embed: { .screen(id: $0.id, event: $0.event) }) {
            if case .screen(let id, let e) = $0 { (id, e) } else { nil }
        }
    }
    static var pathAction: EnumCase<AppAction, StackAction<ItemState, ItemAction>> {
        EnumCase(embed: AppAction.path) { if case .path(let a) = $0 { a } else { nil } }
    }
}

/// The app's own work: opening and closing, adding and removing, pushing and popping.
struct AppOwnController: MapController {
    func mapEventToAction(_ event: AppEvent) -> AppAction? {
        switch event {
        case .bumpOther: .otherBumped
        case .openDetail(let id): .detailOpened(id)
        case .closeDetail: .detailClosed
        case .addRow(let id): .rowAdded(id)
        case .removeRow(let id): .rowRemoved(id)
        case .push(let id): .path(.push(ItemState(id: id)))
        case .pop: .path(.pop)
        case .counter, .detail, .row, .screen: nil
        }
    }
}

/// Drops the `nil`s of `AppOwnController`.
struct AppOwnActions: Controller {
    func use(eventStream: Observable<AppEvent>) -> Observable<AppAction> {
        eventStream.compactMap { AppOwnController().mapEventToAction($0) }
    }
}

func appController(_ service: StubItemService) -> ComposedController<AppState, AppEvent, AppAction> {
    ComposedController(AppOwnActions())
        .scope(PassController2(), state: \.counter, event: AppCases.counterEvent, action: AppCases.counterAction)
        .ifLet(
            ItemController(service: service), state: \.detail, event: AppCases.detailEvent,
            action: AppCases.detailAction
        )
        .forEach(ItemController(service: service), state: \.rows, event: AppCases.rowEvent, action: AppCases.rowAction)
        .forEach(
            ItemController(service: service), stack: \.path, event: AppCases.screenEvent, action: AppCases.pathAction)
}

struct AppModel: ReducerModel {
    let initialState = AppState()
    private let children = ChildReducer(combining: [
        CounterModel2().scope(state: \AppState.counter, action: AppCases.counterAction),
        ItemModel().ifLet(state: \AppState.detail, action: AppCases.detailAction),
        ItemModel().forEach(state: \AppState.rows, action: AppCases.rowAction),
        ItemModel().forEach(stack: \AppState.path, action: AppCases.pathAction),
    ])

    func reduce(state: AppState, with action: AppAction) -> AppState {
        var state = children.reduce(state: state, with: action)
        switch action {
        case .otherBumped: state.other += 1
        case .detailOpened(let id): state.detail = ItemState(id: id)
        case .detailClosed: state.detail = nil
        case .detail(.chosen(let id)):
            // The parent observes its child's "chosen" and closes it.
            state.selection = id
            state.detail = nil
        case .rowAdded(let id): state.rows.append(ItemState(id: id))
        case .rowRemoved(let id): state.rows.removeAll { $0.id == id }
        case .path(.element(_, .chosen(let id))):
            state.selection = id
            state.path.pop()
        case .counter, .detail, .row, .path: break
        }
        return state
    }
}
