import Foundation

/// One line of a session recording: a user event and when it happened, in seconds since the recording started.
public struct RecordedUserEvent<Event> {
    /// Seconds from the start of the recording (virtual seconds when the loop ran on a test scheduler).
    public let time: TimeInterval
    /// What the user did.
    public let event: Event

    /// The event `event` at `time` seconds.
    public init(time: TimeInterval, event: Event) {
        self.time = time
        self.event = event
    }
}

extension RecordedUserEvent: Encodable where Event: Encodable {}

extension RecordedUserEvent: Decodable where Event: Decodable {
    /// The latest time a recording may hold, in seconds (about 31 years): later, negative or non-finite times are
    /// refused when read, so that replaying never converts an impossible time into a wait.
    public static var latestTime: TimeInterval { 1_000_000_000 }

    /// Reads `{"time": …, "event": …}`.
    /// - Throws: A `DecodingError` when the time is not a finite number of seconds from 0 to `latestTime`.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: RecordedUserEventKey.self)
        let time = try container.decode(TimeInterval.self, forKey: .time)
        guard time.isFinite, time >= 0, time <= Self.latestTime else {
            throw DecodingError.dataCorruptedError(
                forKey: .time, in: container,
                debugDescription: "time \(time) is not a number of seconds from 0 to \(Int(Self.latestTime))")
        }
        self.init(time: time, event: try container.decode(Event.self, forKey: .event))
    }
}
extension RecordedUserEvent: Equatable where Event: Equatable {}
extension RecordedUserEvent: Sendable where Event: Sendable {}

/// The keys of a recorded event's JSON object (the same the synthesized encoding writes).
private enum RecordedUserEventKey: String, CodingKey {
    case time
    case event
}
