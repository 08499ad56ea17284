import Foundation
import Rx

/// Writes every user event of a running loop, with its time, as JSON lines.
///
///     let recorder = try SessionRecorder<SearchEvent>(fileURL: url, scheduler: MainScheduler.instance)
///     combineModel(model, withView: view, controller: controller, andUserInteractable: view.recorded(by: recorder))
///
/// Times are seconds since the recorder was made, read from `scheduler` (virtual seconds on a test scheduler).
/// Events that cannot be encoded are reported to `onError` and not written; the loop goes on. When a line cannot be
/// written (a full disk), the recording stops there, since a recording with a gap would replay another session:
/// `onError` is told once, `failure` says so from then on (an app reports it at exit), and the loop goes on.
///
/// `write`, `onError` and the encoder are never called under the recorder's lock: an event is timed and queued under
/// it, and the thread that finds no line being written writes the queue, one line at a time. So they may ask the
/// recorder for its `failure`, or wait for another thread that records an event.
// Sendable: queue and `failure` behind `handOff`'s lock; `write`, `onError`, `encoder` used by its one deliverer.
public final class SessionRecorder<Event: Encodable>: @unchecked Sendable {
    private struct State {
        var failure: RecordingError?
        /// The time of the last event queued: a later one is never earlier (two threads may read the clock in one
        /// order and queue in the other).
        var lastTime: TimeInterval?
    }

    private let handOff = OrderedHandOff<State, RecordedUserEvent<Event>>(State())
    private let scheduler: SchedulerType
    private let start: RxTime
    private let write: (String) throws -> Void
    private let onError: (RecordingError) -> Void
    private let encoder: JSONEncoder

    /// A recorder that hands each line (without its newline) to `write`.
    ///
    /// - Parameters:
    ///   - scheduler: The clock; use the loop's scheduler, or a `TestScheduler` in tests.
    ///   - onError: Told about events that could not be encoded, and once about the line that could not be
    ///     written.
    ///   - write: Receives each JSON line, in order, one at a time; what it throws stops the recording (a
    ///     `RecordingError` as it is, anything else as `RecordingError(writing:failure:)` makes it: `diskFull` or
    ///     `cannotWrite`).
    public init(
        scheduler: SchedulerType, onError: @escaping (RecordingError) -> Void = { _ in },
        write: @escaping (String) throws -> Void
    ) {
        self.scheduler = scheduler
        start = scheduler.now
        self.write = write
        self.onError = onError
        encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
    }

    /// A recorder that writes to the file at `fileURL`, created or emptied (opened in place, as a shell's `>`
    /// opens it: a link is followed, a device or a pipe is written to).
    /// - Throws: `RecordingError.cannotWrite` when the file cannot be created. A line that cannot be written stops the
    ///   recording with `RecordingError.diskFull` (a full disk) or `.cannotWrite`.
    public convenience init(
        fileURL: URL, scheduler: SchedulerType, onError: @escaping (RecordingError) -> Void = { _ in }
    ) throws {
        let handle: FileHandle
        do {
            handle = try OutputFile.openForWriting(fileURL.path)
        } catch {
            throw RecordingError(writing: fileURL.path, failure: error)
        }
        let path = fileURL.path
        self.init(scheduler: scheduler, onError: onError) { line in
            do {
                try handle.write(contentsOf: Data((line + "\n").utf8))
            } catch {
                throw RecordingError(writing: path, failure: error)
            }
        }
    }

    /// Why the recording stopped (a line could not be written), or `nil` while every event has been written.
    public var failure: RecordingError? {
        handOff.withState { $0.failure }
    }

    /// `events`, unchanged, with each event written as it passes; the stream keeps the recorder alive.
    public func record(_ events: Observable<Event>) -> Observable<Event> {
        events.do(onNext: { event in self.write(event) })
    }

    private func write(_ event: Event) {
        let now = scheduler.now.timeIntervalSince(start)
        handOff.send(
            { state in
                guard state.failure == nil else { return nil }
                let time = max(now, state.lastTime ?? now)
                state.lastTime = time
                return RecordedUserEvent(time: time, event: event)
            }, deliver: writeLine)
    }

    /// Encodes and writes one event, unless the recording stopped; a line that cannot be written stops it.
    private func writeLine(_ recorded: RecordedUserEvent<Event>) {
        guard handOff.withState({ $0.failure == nil }) else { return }
        let line: String
        do {
            line = String(decoding: try encoder.encode(recorded), as: UTF8.self)
        } catch {
            onError(.unencodableEvent(reason: "\(error)"))
            return
        }
        do {
            try write(line)
        } catch {
            let failure = error as? RecordingError ?? RecordingError(writing: "the recording", failure: error)
            handOff.withState { $0.failure = failure }
            onError(failure)
        }
    }
}
