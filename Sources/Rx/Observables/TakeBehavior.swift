/// Whether a `take(until:behavior:)` or `take(while:behavior:)` also emits the element that stopped it.
public enum TakeBehavior: Sendable {
    /// Emit the element that ended the sequence, then complete.
    case inclusive
    /// Complete without emitting the element that ended the sequence.
    case exclusive
}
