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
    /// The file `jsonLines(toFile:clock:)` writes to (set once, before the trace is handed out).
    private var file: TraceLineFile?
    private var state = State()

    /// A trace that hands each record to `write` (on the thread the loop runs on), timed by `clock`.
    public init(clock: Clock = .wall, _ write: @escaping (LoopTraceRecord) -> Void) {
        self.clock = clock
        self.write = write
        start = LoopTrace.now(clock)
    }

    /// A trace that writes each record as one line of JSON to the file at `path` (created, or emptied, in place as
    /// a shell's `>` opens it), flushed line by line so a crash keeps what came before it.
    /// - Throws: `CocoaError` when the file cannot be created or opened for writing.
    public static func jsonLines(toFile path: String, clock: Clock = .wall) throws -> LoopTrace {
        let file = TraceLineFile(handle: try OutputFile.openForWriting(path), path: path)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let trace = LoopTrace(clock: clock) { record in
            guard var line = try? encoder.encode(record) else { return }
            line.append(0x0A)
            file.write(line)
        }
        trace.file = file
        return trace
    }

    /// For a trace written by `jsonLines(toFile:clock:)`: why it stopped (a line could not be written, as on a full
    /// disk: the trace then ends there and the loop goes on), or `nil` while every record has been written.
    public var writeFailure: String? {
        file?.failure
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

/// The file of a `LoopTrace.jsonLines(toFile:clock:)` trace: writes lines until one cannot be written, then stops
/// and keeps the reason.
private final class TraceLineFile: @unchecked Sendable { // Sendable: `stoppedReason` behind `lock`.
    private let handle: FileHandle
    private let path: String
    private let lock = NSLock()
    private var stoppedReason: String?

    init(handle: FileHandle, path: String) {
        self.handle = handle
        self.path = path
    }

    var failure: String? {
        lock.withLock { stoppedReason }
    }

    func write(_ line: Data) {
        lock.withLock {
            guard stoppedReason == nil else { return }
            do {
                try handle.write(contentsOf: line)
            } catch {
                stoppedReason = "the trace could not be written to \(path): \(error.localizedDescription)"
            }
        }
    }
}
