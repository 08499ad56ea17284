import Foundation
import Rx

/// Writes every user event of a running loop, with its time, as JSON lines.
///
///     let recorder = try SessionRecorder<SearchEvent>(fileURL: url, scheduler: MainScheduler.instance)
///     combineModel(model, withView: view, controller: controller, andUserInteractable: view.recorded(by: recorder))
///
/// Times are seconds since the recorder was made, read from `scheduler` (virtual seconds on a test scheduler).
/// Events that cannot be encoded are reported to `onError` and not written; the loop goes on.
// Sendable: `write` and the encoder are used under `lock`.
public final class SessionRecorder<Event: Encodable>: @unchecked Sendable {
    private let lock = RxLock()
    private let scheduler: SchedulerType
    private let start: RxTime
    private let write: (String) -> Void
    private let onError: (RecordingError) -> Void
    private let encoder: JSONEncoder

    /// A recorder that hands each line (without its newline) to `write`.
    ///
    /// - Parameters:
    ///   - scheduler: The clock; use the loop's scheduler, or a `TestScheduler` in tests.
    ///   - onError: Told about events that could not be encoded.
    ///   - write: Receives each JSON line, in order, one at a time.
    public init(
        scheduler: SchedulerType, onError: @escaping (RecordingError) -> Void = { _ in },
        write: @escaping (String) -> Void
    ) {
        self.scheduler = scheduler
        start = scheduler.now
        self.write = write
        self.onError = onError
        encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
    }

    /// A recorder that writes to the file at `fileURL`, replacing it.
    /// - Throws: `RecordingError.cannotWrite` when the file cannot be created.
    public convenience init(
        fileURL: URL, scheduler: SchedulerType, onError: @escaping (RecordingError) -> Void = { _ in }
    ) throws {
        guard FileManager.default.createFile(atPath: fileURL.path, contents: nil) else {
            throw RecordingError.cannotWrite(path: fileURL.path, reason: "the file could not be created")
        }
        let handle: FileHandle
        do {
            handle = try FileHandle(forWritingTo: fileURL)
        } catch {
            throw RecordingError.cannotWrite(path: fileURL.path, reason: error.localizedDescription)
        }
        self.init(scheduler: scheduler, onError: onError) { line in
            handle.write(Data((line + "\n").utf8))
        }
    }

    /// `events`, unchanged, with each event written as it passes; the stream keeps the recorder alive.
    public func record(_ events: Observable<Event>) -> Observable<Event> {
        events.do(onNext: { event in self.write(event) })
    }

    private func write(_ event: Event) {
        lock.withLock {
            let time = scheduler.now.timeIntervalSince(start)
            do {
                let data = try encoder.encode(RecordedUserEvent(time: time, event: event))
                write(String(decoding: data, as: UTF8.self))
            } catch {
                onError(.unencodableEvent(reason: "\(error)"))
            }
        }
    }
}
