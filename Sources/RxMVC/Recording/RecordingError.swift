import Foundation

/// Why a session could not be recorded or a recording could not be read.
public enum RecordingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The recording file could not be created or opened for writing, or a line of it could not be written.
    case cannotWrite(path: String, reason: String)
    /// A line of the recording could not be written because the disk holding it is full (`ENOSPC`).
    case diskFull(path: String)
    /// The recording file could not be read.
    case cannotRead(path: String, reason: String)
    /// A line of the recording is not a recorded event of the expected type.
    case malformedLine(number: Int, reason: String)
    /// An event could not be encoded as JSON.
    case unencodableEvent(reason: String)
    /// The recording has no events (an empty file): there is nothing to replay.
    case noEvents(path: String)

    /// The error for `failure`, thrown while creating or writing the recording at `path`: `diskFull` for a full disk
    /// (`CocoaError.fileWriteOutOfSpace`, `ENOSPC`), otherwise `cannotWrite` with the system's sentence for the
    /// error number under it ("Permission denied"), which Foundation's own description hides.
    public init(writing path: String, failure: Error) {
        if Self.errorNumber(of: failure) == ENOSPC {
            self = .diskFull(path: path)
        } else if let cocoa = failure as? CocoaError, cocoa.code == .fileWriteOutOfSpace {
            self = .diskFull(path: path)
        } else {
            let reason = Self.errorNumber(of: failure).map { String(cString: strerror($0)) }
            self = .cannotWrite(path: path, reason: reason ?? failure.localizedDescription)
        }
    }

    /// The POSIX error number of `error` or of an error under it, if there is one.
    private static func errorNumber(of error: Error) -> Int32? {
        if let posix = error as? POSIXError { return posix.code.rawValue }
        var current = error as NSError
        for _ in 0..<8 {
            if current.domain == NSPOSIXErrorDomain, let code = Int32(exactly: current.code) { return code }
            guard let underlying = current.userInfo[NSUnderlyingErrorKey] as? NSError else { return nil }
            current = underlying
        }
        return nil
    }

    /// `reason` without the full stop it may end with ("There isn’t enough space."), so that what follows it does
    /// not double the punctuation.
    private static func clause(_ reason: String) -> String {
        var reason = Substring(reason)
        while let last = reason.last, last == "." || last.isWhitespace { reason = reason.dropLast() }
        return String(reason)
    }

    /// What went wrong and what to do about it.
    public var description: String {
        switch self {
        case .cannotWrite(let path, let reason):
            "cannot write the recording to \(path): \(Self.clause(reason)); check that its folder exists and is writable"
        case .diskFull(let path):
            "cannot write the recording to \(path): the disk is full; free some space, then record the session again"
        case .cannotRead(let path, let reason):
            "cannot read the recording at \(path): \(Self.clause(reason)); check the path and its permissions"
        case .malformedLine(let number, let reason):
            "line \(number) of the recording is not a recorded event: \(reason) (was it recorded by another app, or another version of this one?)"
        case .noEvents(let path):
            "the recording at \(path) holds no events: record a session with --record FILE, then replay FILE"
        case .unencodableEvent(let reason):
            "an event could not be encoded for the recording: \(reason); make the event type's Encodable conformance total"
        }
    }
}
