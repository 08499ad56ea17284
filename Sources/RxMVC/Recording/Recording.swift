import Foundation

/// A recorded session: the user's events in order, read from JSON lines, ready to replay.
///
/// Replay it headlessly with `TestScheduler.replay(_:model:controller:)` (RxMVCTesting) over offline or stub
/// services: the same controller and model yield the same states, so a user's bug report becomes a failing test.
public struct Recording<Event: Decodable> {
    /// The events, in the order they were recorded.
    public let events: [RecordedUserEvent<Event>]

    /// The recording of `events`.
    public init(events: [RecordedUserEvent<Event>]) {
        self.events = events
    }

    /// Reads a recording from JSON lines (one `{"time": …, "event": …}` object per line; blank lines are skipped).
    /// - Throws: `RecordingError.malformedLine` naming the first line that is not a recorded event.
    public init(jsonLines: String) throws {
        let decoder = JSONDecoder()
        var events: [RecordedUserEvent<Event>] = []
        for (index, line) in jsonLines.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let text = line.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty else { continue }
            do {
                events.append(try decoder.decode(RecordedUserEvent<Event>.self, from: Data(text.utf8)))
            } catch {
                throw RecordingError.malformedLine(number: index + 1, reason: Self.reason(for: error))
            }
        }
        self.events = events
    }

    /// Reads a recording from a file of JSON lines.
    /// - Throws: `RecordingError.cannotRead` or `RecordingError.malformedLine`.
    public init(contentsOf url: URL) throws {
        // Not a device, a pipe or a folder (read forever, or not at all), nor a file too large to be a session.
        if let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) {
            let type = attributes[.type] as? FileAttributeType
            if type != .typeRegular {
                let kind =
                    type == .typeDirectory
                    ? "a folder" : type == .typeCharacterSpecial ? "a device" : "not a regular file"
                throw RecordingError.cannotRead(path: url.path, reason: "it is \(kind), not a recording")
            }
            if let size = attributes[.size] as? Int, size > Self.sizeLimit {
                throw RecordingError.cannotRead(
                    path: url.path,
                    reason: "it is \(size >> 20) MB, more than a recording can be (\(Self.sizeLimit >> 20) MB)")
            }
        }
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw RecordingError.cannotRead(path: url.path, reason: error.localizedDescription)
        }
        try self.init(jsonLines: text)
        guard !events.isEmpty else { throw RecordingError.noEvents(path: url.path) }
    }

    /// The largest recording read (a long session is a few megabytes).
    public static var sizeLimit: Int { 64 << 20 }

    /// What is wrong with a line, in words (not `DecodingError`'s description).
    static func reason(for error: Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func place(_ context: DecodingError.Context) -> String {
            let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
                .joined(separator: ".").replacingOccurrences(of: ".[", with: "[")
            return path.isEmpty ? "the line" : "\u{201C}\(path)\u{201D}"
        }
        func trimmed(_ text: String) -> String {
            var text = text
            while text.hasSuffix(".") { text.removeLast() }
            return text
        }
        switch error {
        case .typeMismatch(_, let context):
            return context.codingPath.last?.stringValue == "event"
                ? "its event is not one of this app's events" : "\(place(context)) has the wrong type"
        case .valueNotFound(_, let context):
            return "\(place(context)) is missing"
        case .keyNotFound(let key, let context):
            return "\(place(context)) has no \u{201C}\(key.stringValue)\u{201D}"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty
                ? "it is not JSON (\(trimmed(context.debugDescription)))"
                : "\(place(context)): \(trimmed(context.debugDescription))"
        @unknown default:
            return "\(error)"
        }
    }
}

extension Recording: Equatable where Event: Equatable {}
extension Recording: Sendable where Event: Sendable {}
