import Foundation
import Rx

/// A trace of a running loop: each user event, each action with the event that caused it and the state fields it
/// changed, timed. Pass it to `combineModel(…, trace:)`; records go to a closure or, with `jsonLines(toFile:)`, to
/// a file, one JSON object per line.
///
/// ```swift
/// let trace = try LoopTrace.jsonLines(toFile: "/tmp/search.jsonl")
/// combineModel(model, withView: view, controller: controller, trace: trace)
/// // {"causedBy":2,"changes":[{"after":"\"rx\"","before":"\"\"","field":"query"}],"kind":"action",…}
/// ```
///
/// Tracing costs a field diff per action (reflection over the state): for debugging and tests.
public final class LoopTrace: @unchecked Sendable { // Sendable: all state is in `state`, behind its lock.
    /// Where record times come from.
    public enum Clock {
        /// The wall clock: seconds since the trace was made.
        case wall
        /// A scheduler's clock (a `TestScheduler`'s virtual time): seconds of its time since the trace was made.
        case scheduler(SchedulerType)
    }

    private struct State {
        var nextSequence = 1
        /// The event being handled now (its sequence), while the controller runs on it.
        var currentEvent: Int?
        /// The action reaching the model now, waiting for the state it makes.
        var pendingAction: (value: String, causedBy: Int?, time: Double)?
        var lastState: Any?
    }

    private let clock: Clock
    private let start: Date
    private let write: (LoopTraceRecord) -> Void
    private let lock = NSLock()
    private var state = State()

    /// A trace that hands each record to `write` (on the thread the loop runs on), timed by `clock`.
    public init(clock: Clock = .wall, _ write: @escaping (LoopTraceRecord) -> Void) {
        self.clock = clock
        self.write = write
        start = LoopTrace.now(clock)
    }

    /// A trace that writes each record as one line of JSON to the file at `path` (created, or emptied), flushed
    /// line by line so a crash keeps what came before it.
    /// - Throws: `CocoaError` when the file cannot be created or opened for writing.
    public static func jsonLines(toFile path: String, clock: Clock = .wall) throws -> LoopTrace {
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return LoopTrace(clock: clock) { record in
            guard var line = try? encoder.encode(record) else { return }
            line.append(0x0A)
            handle.write(line)
        }
    }

    private static func now(_ clock: Clock) -> Date {
        switch clock {
        case .wall: Date()
        case .scheduler(let scheduler): scheduler.now
        }
    }

    /// Seconds since the start, to the microsecond (a virtual clock's times come back with float noise).
    private var elapsed: Double {
        (LoopTrace.now(clock).timeIntervalSince(start) * 1_000_000).rounded() / 1_000_000
    }

    private func emit(_ make: (inout State, Int) -> LoopTraceRecord?) {
        let record: LoopTraceRecord? = lock.withLock {
            let sequence = state.nextSequence
            guard let record = make(&state, sequence) else { return nil }
            state.nextSequence += 1
            return record
        }
        if let record { write(record) }
    }

    /// A user event reaches the controller: records it; actions sent until `eventHandled()` are its.
    func eventWillBeHandled<Event>(_ event: Event) {
        let time = elapsed
        emit { state, sequence in
            state.currentEvent = sequence
            return LoopTraceRecord(sequence: sequence, time: time, kind: .event, value: String(describing: event))
        }
    }

    /// The controller is done with the current event.
    func eventHandled() {
        lock.withLock { state.currentEvent = nil }
    }

    /// An action reaches the model; its record waits for the state it makes.
    func actionWillReduce<Action>(_ action: Action) {
        flushPendingAction()
        let time = elapsed
        lock.withLock {
            state.pendingAction = (String(describing: action), state.currentEvent, time)
        }
    }

    /// The model made `newState`: the first one is the initial state; a later one completes the pending action.
    func stateDidChange<Value>(_ newState: Value) {
        let time = elapsed
        emit { state, sequence in
            defer { state.lastState = newState }
            guard let last = state.lastState as? Value else {
                return LoopTraceRecord(
                    sequence: sequence, time: time, kind: .initialState, value: String(describing: newState))
            }
            guard let pending = state.pendingAction else { return nil }
            state.pendingAction = nil
            return LoopTraceRecord(
                sequence: sequence, time: pending.time, kind: .action, value: pending.value,
                causedBy: pending.causedBy, changes: fieldChanges(from: last, to: newState))
        }
    }

    /// Records an action whose state never came (a model that sent none for it), with no changes.
    func flushPendingAction() {
        emit { state, sequence in
            guard let pending = state.pendingAction else { return nil }
            state.pendingAction = nil
            return LoopTraceRecord(
                sequence: sequence, time: pending.time, kind: .action, value: pending.value,
                causedBy: pending.causedBy)
        }
    }
}
