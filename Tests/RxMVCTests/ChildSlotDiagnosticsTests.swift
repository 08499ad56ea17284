import Foundation
import ProcessChecks
import RxTesting
import XCTest

/// Compiles small programs against the built `RxMVC` module and checks that a child whose state, event or action
/// type does not fit its slot is a compile error (never a silent `.never()` at run time), and that fitting children
/// compile without a diagnostic.
final class ChildSlotDiagnosticsTests: RxTestCase {
    private static let marker = "// expect-error"

    private static let declarations = """
        import Rx
        import RxMVC

        struct SearchState: Equatable { var text = "" }
        enum SearchEvent { case typed(String) }
        enum SearchAction { case changed(String) }
        struct OtherState: Equatable {}
        enum OtherEvent { case tapped }
        enum OtherAction { case done }

        struct Row: Identifiable, Equatable { var id: Int }
        enum RowAction { case loaded }
        enum Screen: Equatable { case detail }
        enum ScreenEvent { case open }
        enum ScreenAction { case opened }

        struct AppState { var search = SearchState(); var rows: [Row] = []; var path = NavigationStack<Screen>() }
        enum AppEvent { case search(SearchEvent), screen(id: StackElementID, event: ScreenEvent) }
        enum AppAction {
            case search(SearchAction), row(id: Int, action: RowAction), path(StackAction<Screen, ScreenAction>)
        }

        struct Slots {
            let search = ChildSlot(\\AppState.search, event: AppEvent.search, action: AppAction.search)
            let rows = ChildRowsSlot<AppState, AppEvent, AppAction, Row, Never, RowAction>(\\.rows, action: AppAction.row)
            let path = ChildStackSlot(\\AppState.path, event: AppEvent.screen, action: AppAction.path)
        }

        struct SearchModel: ReducerModel {
            let initialState = SearchState()
            func reduce(state: SearchState, with action: SearchAction) -> SearchState { state }
        }
        struct OtherModel: ReducerModel {
            let initialState = OtherState()
            func reduce(state: OtherState, with action: SearchAction) -> OtherState { state }
        }
        struct RowModel: ReducerModel {
            let initialState = Row(id: 0)
            func reduce(state: Row, with action: RowAction) -> Row { state }
        }
        struct ScreenModel: ReducerModel {
            let initialState = Screen.detail
            func reduce(state: Screen, with action: ScreenAction) -> Screen { state }
        }
        struct SearchController: Controller {
            func use(eventStream: Observable<SearchEvent>) -> Observable<SearchAction> { .empty() }
        }
        struct SearchReader: StateReadingController {
            func use(eventStream: Observable<SearchEvent>, stateStream: Observable<SearchState>)
                -> Observable<SearchAction> { .empty() }
        }
        struct OtherStateReader: StateReadingController {
            func use(eventStream: Observable<SearchEvent>, stateStream: Observable<OtherState>)
                -> Observable<SearchAction> { .empty() }
        }
        struct OtherEventController: Controller {
            func use(eventStream: Observable<OtherEvent>) -> Observable<SearchAction> { .empty() }
        }
        struct OtherActionController: Controller {
            func use(eventStream: Observable<SearchEvent>) -> Observable<OtherAction> { .empty() }
        }
        struct RowReader: StateReadingController {
            func use(eventStream: Observable<Never>, stateStream: Observable<Row>) -> Observable<RowAction> { .empty() }
        }
        struct ScreenReaderOfRows: StateReadingController {
            func use(eventStream: Observable<ScreenEvent>, stateStream: Observable<Row>) -> Observable<ScreenAction> {
                .empty()
            }
        }
        struct SearchView: View, UserInteractable {
            func update(stateStream: Observable<SearchState>) -> Disposable { Disposables.create() }
            func interact() -> Observable<SearchEvent> { .empty() }
        }
        struct OtherView: View, UserInteractable {
            func update(stateStream: Observable<OtherState>) -> Disposable { Disposables.create() }
            func interact() -> Observable<OtherEvent> { .empty() }
        }
        """

    private static let fitting =
        declarations + """

            func wire(states: Observable<AppState>) {
                let (search, rows, path) = (Slots().search, Slots().rows, Slots().path)
                _ = search.reducer(SearchModel())
                _ = search.controller(SearchController())
                _ = search.controller(SearchReader())
                _ = rows.controller(RowReader())
                _ = rows.reducer(RowModel())
                _ = path.reducer(ScreenModel())
                _ = search.bind(SearchView(), to: states)
                _ = search.events(of: SearchView())
                _ = ComposedController(SearchController(), children: []) as ComposedController<SearchState, SearchEvent, SearchAction>
            }
            """

    private static let misfits =
        declarations + """

            func wire(states: Observable<AppState>) {
                let (search, rows, path) = (Slots().search, Slots().rows, Slots().path)
                _ = rows.reducer(SearchModel()) \(marker)
                _ = search.reducer(OtherModel()) \(marker)
                _ = search.controller(OtherStateReader()) \(marker)
                _ = search.controller(OtherEventController()) \(marker)
                _ = search.controller(OtherActionController()) \(marker)
                _ = path.controller(ScreenReaderOfRows()) \(marker)
                _ = search.bind(OtherView(), to: states) \(marker)
                _ = search.events(of: OtherView()) \(marker)
            }
            """

    func testChildrenThatFitTheirSlotsCompileCleanly() throws {
        let compiler = try SwiftCompiler.locate(module: "RxMVC")
        let result = try compiler.compile(Self.fitting)
        XCTAssertEqual(result.status, 0, "the fitting program must compile:\n\(result.output)")
        XCTAssertTrue(result.diagnostics(kind: "error").isEmpty, result.output)
        XCTAssertTrue(result.diagnostics(kind: "warning").isEmpty, result.output)
    }

    func testAChildOfAnotherStateEventOrActionIsACompileError() throws {
        let compiler = try SwiftCompiler.locate(module: "RxMVC")
        let source = Self.misfits
        let result = try compiler.compile(source)
        XCTAssertNotEqual(result.status, 0, "the misfits must not compile:\n\(result.output)")
        XCTAssertFalse(result.output.contains("no such module"), result.output)
        let expected = Set(
            source.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                .filter { $0.element.contains(Self.marker) }.map { $0.offset + 1 })
        XCTAssertEqual(expected.count, 8)
        let errors = Set(result.diagnostics(kind: "error").map(\.line))
        XCTAssertEqual(errors, expected, "an error on each misfit and nowhere else:\n\(result.output)")
    }
}
