import RxMVC

/// The fields in which two values differ, one line each (`query: expected "rx", actual "r"`): `fieldChanges(from:to:)`
/// as lines.
///
/// The loop tester prints it when a state is not the one expected, so a failure shows what differs rather than two
/// whole dumps.
/// - Returns: One line per differing field, empty when no difference is visible.
public func stateDifferences<Value>(expected: Value, actual: Value) -> [String] {
    fieldChanges(from: expected, to: actual).map { "\($0.field): expected \($0.before), actual \($0.after)" }
}
