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
/// Tracing costs a field diff per action (reflection over the state): for debugging and tests. Records are numbered
/// under the trace's lock, then described (the values' descriptions, the field diff) and written after unlocking, one
/// at a time and in sequence order, by the thread that finds no record being written.
// Sendable: all state is behind `handOff`'s lock; `write` is called by its one deliverer at a time.
public final class LoopTrace: @unchecked Sendable {
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
    /// The records numbered and not yet written, each made when it is written.
    private let handOff = OrderedHandOff<State, () -> LoopTraceRecord>(State())
    /// The file `jsonLines(toFile:clock:)` writes to (set once, before the trace is handed out).
    private var file: TraceLineFile?

    /// A trace that hands each record to `write`, one at a time and in sequence order (on a thread the loop runs on),
    /// timed by `clock`.
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

    /// Numbers a record under the lock when `make` returns one (how to make it, from the state it was given): it is
    /// made and written after unlocking.
    private func emit(_ make: (inout State, Int) -> (() -> LoopTraceRecord)?) {
        handOff.send(
            { state in
                guard let record = make(&state, state.nextSequence) else { return nil }
                state.nextSequence += 1
                return record
            }, deliver: writeRecord)
    }

    private func writeRecord(_ make: () -> LoopTraceRecord) {
        write(make())
    }

    /// A user event reaches the controller: records it; actions sent until `eventHandled()` are its.
    func eventWillBeHandled<Event>(_ event: Event) {
        let time = elapsed
        emit { state, sequence in
            state.currentEvent = sequence
            return { LoopTraceRecord(sequence: sequence, time: time, kind: .event, value: String(describing: event)) }
        }
    }

    /// The controller is done with the current event.
    func eventHandled() {
        handOff.withState { $0.currentEvent = nil }
    }

    /// An action reaches the model; its record waits for the state it makes.
    func actionWillReduce<Action>(_ action: Action) {
        flushPendingAction()
        let time = elapsed
        let value = String(describing: action)
        handOff.withState { state in
            state.pendingAction = (value, state.currentEvent, time)
        }
    }

    /// The model made `newState`: the first one is the initial state; a later one completes the pending action.
    func stateDidChange<Value>(_ newState: Value) {
        let time = elapsed
        emit { state, sequence in
            defer { state.lastState = newState }
            guard let last = state.lastState as? Value else {
                return {
                    LoopTraceRecord(
                        sequence: sequence, time: time, kind: .initialState, value: String(describing: newState))
                }
            }
            guard let pending = state.pendingAction else { return nil }
            state.pendingAction = nil
            return {
                LoopTraceRecord(
                    sequence: sequence, time: pending.time, kind: .action, value: pending.value,
                    causedBy: pending.causedBy, changes: fieldChanges(from: last, to: newState))
            }
        }
    }

    /// Records an action whose state never came (a model that sent none for it), with no changes.
    func flushPendingAction() {
        emit { state, sequence in
            guard let pending = state.pendingAction else { return nil }
            state.pendingAction = nil
            return {
                LoopTraceRecord(
                    sequence: sequence, time: pending.time, kind: .action, value: pending.value,
                    causedBy: pending.causedBy)
            }
        }
    }
}

/// The file of a `LoopTrace.jsonLines(toFile:clock:)` trace: writes lines until one cannot be written, then stops
/// and keeps the reason.
private final class TraceLineFile: @unchecked Sendable { // Sendable: `stoppedReason` behind `lock`.
    private let handle: FileHandle
    private let path: String
    private let lock = RxLock()
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
