import Rx
import RxMVC
import RxTesting
import XCTest

/// Steps a whole loop (model, controller, effects) in virtual time and asserts every change, one event at a time.
///
///     let tester = LoopTester(model: SearchModel(), controller: controller, scheduler: scheduler)
///     tester.send(.searchTextChanged("rx")) { $0.query = "rx"; $0.isLoading = true }
///     tester.advance(by: 100)
///     tester.receive(.repositoriesLoaded([rx])) { $0.repositories = [rx]; $0.isLoading = false }
///     tester.finish()
///
/// `send` delivers an event at the current tick; the actions the controller answers with at once are reduced and
/// the closure states how the state changed in total. Actions that effects produce later wait in a queue until
/// `receive` asserts them, one by one, each with its own change. Time moves only with `advance`.
///
/// Exhaustive (the default), the tester fails when an action arrived and was not received before the next `send`
/// or `finish`, and when `finish` finds an effect still running. Non-exhaustive (`.off`), it checks only what the
/// test states: the fields the closures set, the actions it receives (skipping others), and nothing at `finish`.
///
/// Failures go to `reporter` (by default `XCTFail`) with the fields that differ, not two whole states.
public final class LoopTester<M: ReducerModel, C: Controller> where M.Action == C.Action, M.State: Equatable {
    /// What the tester insists on.
    public enum Exhaustivity: Sendable, Equatable {
        /// Every action received, every state field asserted, no effect left running.
        case on
        /// Only what the test states is checked.
        case off
    }

    /// Where failures go: a message and the place in the test that made the failing assertion.
    public typealias Reporter = (_ message: String, _ file: StaticString, _ line: UInt) -> Void

    /// The virtual clock the loop runs on; effects should be scheduled on it.
    public let scheduler: TestScheduler
    /// Whether unasserted actions, fields and effects fail the test; may be changed between steps.
    public var exhaustivity: Exhaustivity

    /// The state as of the last step (`send` or `receive`).
    public private(set) var state: M.State

    private let reporter: Reporter
    private let events = PublishSubject<C.Event>()
    private let log: ActionLog<M.Action, M.State>
    private var loop: ModelLoop<M.State>?

    /// Starts the loop at the scheduler's current tick.
    ///
    /// - Parameters:
    ///   - model: The model under test (its `reduce` runs for every action).
    ///   - controller: The controller under test, with its services stubbed on `scheduler`.
    ///   - scheduler: The virtual clock.
    ///   - exhaustivity: `.on` (the default) or `.off` for large features.
    ///   - reporter: Receives failures; `XCTFail` unless a test of the tester captures them.
    public init(
        model: M, controller: C, scheduler: TestScheduler, exhaustivity: Exhaustivity = .on,
        reporter: @escaping Reporter = { message, file, line in XCTFail(message, file: file, line: line) }
    ) {
        self.scheduler = scheduler
        self.exhaustivity = exhaustivity
        self.reporter = reporter
        state = model.initialState
        let log = ActionLog<M.Action, M.State>()
        self.log = log
        loop = combineModel(
            LoggingModel(model: model, log: log), withView: SilentView<M.State>(), controller: controller,
            andUserInteractable: SubjectInteractions(events: events.asObservable()))
    }

    deinit {
        loop?.dispose()
    }

    /// Sends `event` at the current tick and asserts the state after the actions it caused at once.
    ///
    /// - Parameters:
    ///   - event: What the user did.
    ///   - update: Changes the previous state into the expected one (`{ $0.query = "rx" }`); omit it when the state
    ///     must not change.
    public func send(
        _ event: C.Event, file: StaticString = #filePath, line: UInt = #line,
        _ update: (inout M.State) -> Void = { _ in }
    ) {
        let waiting = log.takeAll()
        if exhaustivity == .on, !waiting.isEmpty {
            reporter(
                "Must receive \(waiting.count) action(s) before sending \(event):\n"
                    + waiting.map { "  \($0.action)" }.joined(separator: "\n"), file, line)
        }
        if let last = waiting.last {
            state = last.after
        }
        events.onNext(event)
        let caused = log.takeAll()
        let actual = caused.last?.after ?? state
        check(actual, update, step: "send(\(event))", file: file, line: line)
    }

    /// Receives the next action an effect produced and asserts the state after it.
    ///
    /// Non-exhaustive, actions before the first one equal to `action` are skipped.
    public func receive(
        _ action: M.Action, file: StaticString = #filePath, line: UInt = #line,
        _ update: (inout M.State) -> Void = { _ in }
    ) where M.Action: Equatable {
        receive(matching: { $0 == action }, "\(action)", file: file, line: line, update)
    }

    /// Receives the next action an effect produced, when it matches `predicate`, and asserts the state after it.
    ///
    /// - Parameters:
    ///   - predicate: Whether an action is the expected one (for actions that are not `Equatable`).
    ///   - description: How the expected action is named in failures.
    public func receive(
        matching predicate: (M.Action) -> Bool, _ description: String, file: StaticString = #filePath,
        line: UInt = #line, _ update: (inout M.State) -> Void = { _ in }
    ) {
        var skipped: [M.Action] = []
        while let next = log.takeFirst() {
            if predicate(next.action) {
                if exhaustivity == .on, !skipped.isEmpty {
                    reporter(
                        "Expected to receive \(description), but first received:\n"
                            + skipped.map { "  \($0)" }.joined(separator: "\n"), file, line)
                }
                state = next.before
                check(next.after, update, step: "receive(\(description))", file: file, line: line)
                return
            }
            skipped.append(next.action)
            state = next.after
            if exhaustivity == .on {
                break
            }
        }
        let got =
            skipped.isEmpty
            ? "no action arrived" : "received instead:\n" + skipped.map { "  \($0)" }.joined(separator: "\n")
        reporter("Expected to receive \(description) by tick \(scheduler.clock), but \(got)", file, line)
    }

    /// Takes every action that arrived and was not received, without asserting them: `state` becomes the state
    /// after the last one (for non-exhaustive tests that check the state as a whole, as `explore`'s reproductions do).
    public func skipReceivedActions() {
        if let last = log.takeAll().last {
            state = last.after
        }
    }

    /// Moves the virtual clock forward by `ticks`, running the effects due meanwhile.
    public func advance(by ticks: TestTime = 1) {
        scheduler.advanceTo(scheduler.clock + ticks)
    }

    /// Moves the virtual clock to `tick`, running the effects due until then.
    public func advance(to tick: TestTime) {
        scheduler.advanceTo(tick)
    }

    /// Ends the test: tears the loop down and, exhaustively, fails when an action was not received or an effect
    /// was still running.
    public func finish(file: StaticString = #filePath, line: UInt = #line) {
        guard let loop else { return }
        self.loop = nil
        let pendingBefore = scheduler.pendingWorkCount
        loop.dispose()
        let running = pendingBefore - scheduler.pendingWorkCount
        let waiting = log.takeAll()
        guard exhaustivity == .on else { return }
        if !waiting.isEmpty {
            reporter(
                "\(waiting.count) action(s) arrived and were not received:\n"
                    + waiting.map { "  \($0.action)" }.joined(separator: "\n"), file, line)
        }
        if running > 0 {
            reporter(
                "Effects still running at tick \(scheduler.clock) (finish cancelled \(running) scheduled item(s)): "
                    + "advance time until they end, or end them with an event, before finish()", file, line)
        }
    }

    private func check(
        _ actual: M.State, _ update: (inout M.State) -> Void, step: String, file: StaticString, line: UInt
    ) {
        var expected = exhaustivity == .on ? state : actual
        update(&expected)
        if expected != actual {
            let lines = stateDifferences(expected: expected, actual: actual)
            let detail = lines.isEmpty ? ["  expected \(expected)", "  actual   \(actual)"] : lines.map { "  " + $0 }
            reporter("State after \(step) is not the expected one:\n" + detail.joined(separator: "\n"), file, line)
        }
        state = actual
    }
}
