/// One field in which two values of a type differ: its path (`query`, `results[2].name`, `phase(loaded)`, or
/// `(value)` for the value itself) and what it was and became, as debug descriptions.
public struct FieldChange: Sendable, Equatable, Codable {
    /// The field's path from the value's root.
    public let field: String
    /// The field before (`String(reflecting:)`), or `"N elements"` in the count line of a collection.
    public let before: String
    /// The field after.
    public let after: String

    /// A change of `field` from `before` to `after`.
    public init(field: String, before: String, after: String) {
        self.field = field
        self.before = before
        self.after = after
    }
}

/// The fields in which `before` and `after` differ, found by walking both with `Mirror`: structs, classes and
/// tuples field by field, optionals and enum payloads inside, arrays element by element; anything else is compared
/// by its debug description. A collection whose count changed gives a count line (`"2 elements"` → `"3 elements"`)
/// and then the whole collection.
///
/// Loop traces record it per action; `LoopTester` prints it when a state is not the one expected.
/// - Complexity: O(size of the values).
public func fieldChanges<Value>(from before: Value, to after: Value) -> [FieldChange] {
    var changes: [FieldChange] = []
    collectChanges(before, after, path: "", into: &changes)
    return changes
}

private func collectChanges(_ before: Any, _ after: Any, path: String, into changes: inout [FieldChange]) {
    let left = Mirror(reflecting: before)
    let right = Mirror(reflecting: after)
    let leftChildren = Array(left.children)
    let rightChildren = Array(right.children)
    let field = path.isEmpty ? "(value)" : path
    func whole() {
        let lhs = String(reflecting: before)
        let rhs = String(reflecting: after)
        if lhs != rhs {
            changes.append(FieldChange(field: field, before: lhs, after: rhs))
        }
    }
    guard left.displayStyle == right.displayStyle, !leftChildren.isEmpty || !rightChildren.isEmpty else {
        return whole()
    }
    switch left.displayStyle {
    case .struct?, .class?, .tuple?:
        guard leftChildren.map(\.label) == rightChildren.map(\.label) else { return whole() }
        for (index, (lhs, rhs)) in zip(leftChildren, rightChildren).enumerated() {
            let name = lhs.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 } ?? "\(index)"
            collectChanges(lhs.value, rhs.value, path: path.isEmpty ? name : "\(path).\(name)", into: &changes)
        }
    case .optional?, .enum?:
        guard leftChildren.count == rightChildren.count, leftChildren.map(\.label) == rightChildren.map(\.label),
            let lhs = leftChildren.first, let rhs = rightChildren.first
        else { return whole() }
        let inner = left.displayStyle == .optional ? path : "\(path)(\(lhs.label ?? "_"))"
        collectChanges(lhs.value, rhs.value, path: inner, into: &changes)
    case .collection?:
        guard leftChildren.count == rightChildren.count else {
            changes.append(
                FieldChange(
                    field: field, before: "\(leftChildren.count) elements", after: "\(rightChildren.count) elements"))
            return whole()
        }
        for (index, (lhs, rhs)) in zip(leftChildren, rightChildren).enumerated() {
            collectChanges(lhs.value, rhs.value, path: "\(path)[\(index)]", into: &changes)
        }
    default:
        whole()
    }
}
