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
extension RecordedUserEvent: Decodable where Event: Decodable {}
extension RecordedUserEvent: Equatable where Event: Equatable {}
extension RecordedUserEvent: Sendable where Event: Sendable {}
