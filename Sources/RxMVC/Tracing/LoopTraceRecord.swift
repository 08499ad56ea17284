/// One step of a traced loop (`LoopTrace`): the initial state, a user event, or an action with the state fields it
/// changed. A JSON-lines trace holds one per line.
public struct LoopTraceRecord: Sendable, Equatable, Codable {
    /// What the record is.
    public enum Kind: String, Sendable, Codable {
        /// The model's first state (`value` is the whole state).
        case initialState
        /// A user event reaching the controller.
        case event
        /// An action reaching the model; `changes` are the fields its state changed.
        case action
    }

    /// The record's number in its trace, from 1.
    public let sequence: Int
    /// Seconds since the trace started, by the trace's clock (virtual time for a scheduler's clock).
    public let time: Double
    /// What the record is.
    public let kind: Kind
    /// The event, the action or the initial state, as `String(describing:)` shows it.
    public let value: String
    /// For an action: the `sequence` of the event being handled when the controller sent it (synchronously), or
    /// `nil` when it came later (a response, a timer).
    public let causedBy: Int?
    /// For an action: the fields of the state it changed (`fieldChanges(from:to:)`); empty otherwise.
    public let changes: [FieldChange]

    /// A record with these fields.
    public init(
        sequence: Int, time: Double, kind: Kind, value: String, causedBy: Int? = nil, changes: [FieldChange] = []
    ) {
        self.sequence = sequence
        self.time = time
        self.kind = kind
        self.value = value
        self.causedBy = causedBy
        self.changes = changes
    }
}

extension LoopTraceRecord: CustomStringConvertible {
    /// `"#3 0.300 action searchStarted("rx") (from #2): query "" → "rx""`.
    public var description: String {
        var text = "#\(sequence) " + String(format: "%.3f", time) + " \(kind.rawValue) \(value)"
        if let causedBy {
            text += " (from #\(causedBy))"
        }
        if !changes.isEmpty {
            text += ": " + changes.map { "\($0.field) \($0.before) → \($0.after)" }.joined(separator: ", ")
        }
        return text
    }
}
