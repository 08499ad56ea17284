/// Why a session could not be recorded or a recording could not be read.
public enum RecordingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The recording file could not be created or opened for writing.
    case cannotWrite(path: String, reason: String)
    /// The recording file could not be read.
    case cannotRead(path: String, reason: String)
    /// A line of the recording is not a recorded event of the expected type.
    case malformedLine(number: Int, reason: String)
    /// An event could not be encoded as JSON.
    case unencodableEvent(reason: String)
    /// The recording has no events (an empty file): there is nothing to replay.
    case noEvents(path: String)

    /// What went wrong and what to do about it.
    public var description: String {
        switch self {
        case .cannotWrite(let path, let reason):
            "cannot write the recording to \(path): \(reason); check that its folder exists and is writable"
        case .cannotRead(let path, let reason):
            "cannot read the recording at \(path): \(reason); check the path and its permissions"
        case .malformedLine(let number, let reason):
            "line \(number) of the recording is not a recorded event: \(reason) (was it recorded by another app, or another version of this one?)"
        case .noEvents(let path):
            "the recording at \(path) holds no events: record a session with --record FILE, then replay FILE"
        case .unencodableEvent(let reason):
            "an event could not be encoded for the recording: \(reason); make the event type's Encodable conformance total"
        }
    }
}
