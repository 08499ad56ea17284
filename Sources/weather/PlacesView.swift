import Foundation
import Rx
import RxMVC
import RxTerminal
import Weather

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The saved-places app in a terminal: the list of places with their weather, the add-location search and a
/// place's detail, one at a time (the top of the navigation stack). It only renders states and turns keys into
/// `PlacesEvent`s; `PlacesModel` and `PlacesController` decide. Every text from a service or a file is sanitised.
final class PlacesView: View, StateReadingInteractable {
    /// The screen's title on the left, the services' name ("offline demo data") on the right, kept when the title
    /// must be cut.
    let title = StatusBar(style: .bold)
    /// The add screen's text (the state's query, edited by the keys `event(for:on:)` maps), scrolled and with a
    /// caret as github-search's field; the detail's coordinates on the detail.
    let field = TextField(maximumLength: PlacesView.queryLimit)
    let list = ListView(emptyText: "")
    let lines = DetailLines()
    let notice = Label("")
    let searching: Spinner
    let toast: Toast
    let status: StatusBar
    let content: Widget
    private let stack: VStack

    private let keys: Observable<Key>
    private let launched: PlacesEvent
    private let turns: ImmediateSchedulerType
    /// Where "today" is read from, for the time of a reading.
    let clock: SchedulerType
    /// The zone the time of a reading is shown in.
    let timeZone: TimeZone

    /// Whether the recording or the trace stopped (a full disk): quitting is then a failure too.
    var outputFailed: () -> Bool = { false }

    /// - Parameters:
    ///   - keys: The screen's keys.
    ///   - launched: The first event: the places loaded from the store.
    ///   - scheduler: Where the spinner and the toast time, and "today" is read from.
    ///   - turns: The next turn of the main queue, where a render and the text typed in one turn go (a test
    ///     scheduler in tests).
    ///   - timeZone: The zone the time of a reading is shown in (the user's).
    init(
        keys: Observable<Key>, launched: PlacesEvent, servicesName: String, scheduler: SchedulerType,
        turns: ImmediateSchedulerType = MainScheduler.asyncInstance, timeZone: TimeZone = .current
    ) {
        self.keys = keys
        self.launched = launched
        self.turns = turns
        clock = scheduler
        self.timeZone = timeZone
        searching = Spinner(title: "searching places", scheduler: scheduler)
        toast = Toast(duration: .seconds(4), scheduler: scheduler)
        title.right = servicesName
        notice.wraps = true // a failed save names its file and its reason in full
        field.isEditable = false
        status = StatusBar()
        stack = VStack([title, field, searching, lines, list, notice, toast, status])
        content = stack
    }

    func update(stateStream: Observable<PlacesState>) -> Disposable {
        Disposables.create(
            // At most one render per turn of the main queue, of the latest state: a thousand rows' weather
            // arriving together is drawn once, not a thousand times (each render lays out every row).
            stateStream.subscribe(onNext: { [weak self] state in self?.renderSoon(state) }),
            // Each failure of the add screen once: it stays in the states that follow it; a new one (counted by
            // `failures`: the same sentence again too) or another add screen's is shown again. A detail's failure
            // is no toast: the detail says it for as long as it shows (see `renderDetail`).
            stateStream.compactMap { state -> ToastedFailure? in
                guard let top = state.path.top, case .add(let add) = top.screen else { return nil }
                return add.failure.map { ToastedFailure(screen: top.id, count: add.failures, message: $0) }
            }
            .distinctUntilChanged()
            .map { TextSanitizer.sanitize($0.message) }
            .bind(to: toast.rx.message))
    }

    /// The user's events; which screen a key is for is read from the loop's states.
    ///
    /// Keys typed after Enter on an add screen that is still searching are for the screen that comes after it:
    /// they are held until the search has answered and Enter has been handled (the place saved and the list back,
    /// or a "not found" on the same screen), then delivered to whatever screen is on show. So "a Berlin⏎ a Madrid⏎"
    /// typed in one burst saves Berlin, then Madrid. Esc is the exception: it goes back from the add screen at once
    /// (cancelling its search) and drops the keys held.
    func interact(stateStream: Observable<PlacesState>) -> Observable<PlacesEvent> {
        let keys = keys
        let launched = launched
        let turns = turns
        let page = { [weak self] in self?.listPage ?? 1 }
        return Observable.create { observer in
            let hold = KeyHold()
            let deliver = { (key: Key) in
                guard let state = hold.latest, let event = PlacesView.event(for: key, on: state, page: page())
                else { return }
                if key == .enter, let top = state.path.top, case .add(let add) = top.screen, PlacesView.isSearching(add)
                {
                    hold.screen = top.id
                }
                observer.onNext(event)
            }
            let release = {
                hold.screen = nil
                while hold.screen == nil, !hold.keys.isEmpty {
                    deliver(hold.keys.removeFirst())
                }
            }
            let states = stateStream.subscribe(onNext: { state in
                hold.latest = state
                guard let screen = hold.screen, !hold.releasing else { return }
                let top = state.path.top
                let stillSearching =
                    top?.id == screen
                    && { if case .add(let add) = top?.screen { PlacesView.isSearching(add) } else { false } }()
                guard !stillSearching else { return }
                // Enter is handled in the same turn as the answer (the place chosen, the screen popped): deliver
                // the held keys on the next one, against the screen then on show.
                hold.releasing = true
                _ = turns.schedule(()) { _ in
                    hold.releasing = false
                    release()
                    return Disposables.create()
                }
            })
            // Text typed into the add screen in one turn (a paste the terminal did not bracket, keys typed ahead)
            // is one change of the query: one event for a recording, not one per character with the text so far.
            let flushText = {
                guard !hold.text.isEmpty, let top = hold.latest?.path.top, case .add(let add) = top.screen else {
                    hold.text = ""
                    return
                }
                let text = String((add.query + hold.text).prefix(PlacesView.queryLimit))
                hold.text = ""
                if text != add.query { observer.onNext(.screen(id: top.id, event: .queryChanged(text))) }
            }
            observer.onNext(launched)
            let typed = keys.subscribe(onNext: { key in
                if hold.screen != nil {
                    guard key == .escape, !hold.releasing else {
                        hold.keys.append(key)
                        return
                    }
                    // Esc while Enter still waits (a search that does not answer) goes back now, not when the
                    // search gives up: the keys typed ahead were for the screen after a save that will not come.
                    hold.screen = nil
                    hold.keys.removeAll()
                }
                if case .add? = hold.latest?.path.top?.screen {
                    switch key {
                    case .character(let character):
                        hold.text += PlacesView.insertable(String(character))
                    case .paste(let pasted):
                        hold.text += PlacesView.insertable(pasted)
                    default:
                        flushText()
                        deliver(key)
                        return
                    }
                    if !hold.flushScheduled {
                        hold.flushScheduled = true
                        _ = turns.schedule(()) { _ in
                            hold.flushScheduled = false
                            flushText()
                            return Disposables.create()
                        }
                    }
                    return
                }
                deliver(key)
            })
            return Disposables.create(states, typed)
        }
    }

    /// The longest city name the add screen takes (typed or pasted).
    static let queryLimit = 100

    /// `text` typed or pasted into the add screen, cleaned as the screen draws it (as `TextField.insert` does): line
    /// breaks and tabs become spaces, escape sequences and other controls go. So the text searched is the text shown.
    static func insertable(_ text: String) -> String {
        inputSanitizer.sanitize(text)
    }

    private static let inputSanitizer = TextSanitizer(maximumLength: nil, ellipsis: "", secrets: [])

    /// Whether Enter on `add` waits for its search (the results on screen are not for the text typed), whatever the
    /// search before did: a failure on screen (a failed search, a "not found") is for an older text.
    private static func isSearching(_ add: AddPlaceState) -> Bool {
        let text = add.query.trimmingCharacters(in: .whitespacesAndNewlines)
        return !text.isEmpty && add.results.query != text
    }

    /// How far PageUp/PageDown move on the list: the rows it shows less one (as `ListView` pages), at least 1.
    private var listPage: Int {
        guard let size = content.screen?.terminal.size, let index = stack.children.firstIndex(where: { $0 === list })
        else { return 1 }
        return max(1, stack.layout(height: size.rows, width: size.columns)[index].count - 1)
    }

    /// The event for `key` on the screen `state` shows; PageUp/PageDown move the list's highlight by `page`.
    private static func event(for key: Key, on state: PlacesState, page: Int) -> PlacesEvent? {
        guard let top = state.path.top else {
            // Home, End and the page keys: only when the highlight moves (clamped to the list, as the model does).
            let jump = { (target: Int) -> PlacesEvent? in
                let offset = max(0, min(target, state.rows.count - 1)) - state.highlighted
                return offset == 0 ? nil : .move(by: offset)
            }
            switch key {
            case .up, .ctrl("p"): return .move(by: -1)
            case .down, .ctrl("n"): return .move(by: 1)
            case .pageUp: return jump(state.highlighted - page)
            case .pageDown: return jump(state.highlighted + page)
            case .home: return jump(0)
            case .end: return jump(state.rows.count - 1)
            case .character("a"), .insert: return .add
            case .character("d"), .delete: return .delete
            case .character("u"): return .undo
            case .character("r"): return .refresh
            case .enter: return .open
            case .escape, .character("q"): return .back
            default: return nil
            }
        }
        guard case .add(let add) = top.screen else {
            return key == .escape ? .back : nil
        }
        let screen = { (event: PlacesScreenEvent) in PlacesEvent.screen(id: top.id, event: event) }
        switch key {
        case .escape: return .back
        case .enter: return screen(.enter)
        case .up, .ctrl("p"): return screen(.move(by: -1))
        case .down, .ctrl("n"): return screen(.move(by: 1))
        case .character(let character):
            let text = insertable(String(character))
            return add.query.count < queryLimit && !text.isEmpty ? screen(.queryChanged(add.query + text)) : nil
        case .paste(let text):
            let room = queryLimit - add.query.count
            let text = insertable(text)
            return room > 0 && !text.isEmpty ? screen(.queryChanged(add.query + text.prefix(room))) : nil
        case .backspace: return add.query.isEmpty ? nil : screen(.queryChanged(String(add.query.dropLast())))
        case .ctrl("u"): return screen(.queryChanged(""))
        case .ctrl("w"):
            var text = add.query
            while text.last == " " { text.removeLast() }
            while let last = text.last, last != " " { text.removeLast() }
            return screen(.queryChanged(text))
        default: return nil
        }
    }

    private var pending: PlacesState?

    private func renderSoon(_ state: PlacesState) {
        let scheduled = pending != nil
        pending = state
        guard !scheduled else { return }
        _ = turns.schedule(()) { [weak self] _ in
            if let self, let state = self.pending {
                self.pending = nil
                self.render(state)
            }
            return Disposables.create()
        }
    }
}

/// A screen's failure, told once in a toast.
private struct ToastedFailure: Equatable {
    let screen: StackElementID
    let count: Int
    let message: String
}

/// Keys held back while an add screen answers Enter (see `PlacesView.interact(stateStream:)`); touched on the main
/// thread only.
private final class KeyHold {
    var latest: PlacesState?
    /// The add screen whose Enter is waiting for its search, while keys are held.
    var screen: StackElementID?
    var keys: [Key] = []
    var releasing = false
    /// Text typed into the add screen this turn, not yet sent.
    var text = ""
    var flushScheduled = false
}
