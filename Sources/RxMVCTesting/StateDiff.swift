/// The fields in which two values differ, one line each (`query: expected "rx", actual "r"`), found by walking both
/// with `Mirror`: structs, classes and tuples field by field, optionals and enum payloads inside, arrays element by
/// element; anything else is compared by its debug description.
///
/// The loop tester prints it when a state is not the one expected, so a failure shows what differs rather than two
/// whole dumps.
/// - Returns: One line per differing field, empty when no difference is visible.
public func stateDifferences<Value>(expected: Value, actual: Value) -> [String] {
    var lines: [String] = []
    collectDifferences(expected, actual, path: "", into: &lines)
    return lines
}

private func collectDifferences(_ expected: Any, _ actual: Any, path: String, into lines: inout [String]) {
    let left = Mirror(reflecting: expected)
    let right = Mirror(reflecting: actual)
    let leftChildren = Array(left.children)
    let rightChildren = Array(right.children)
    func whole() {
        let lhs = String(reflecting: expected)
        let rhs = String(reflecting: actual)
        if lhs != rhs {
            lines.append("\(path.isEmpty ? "(value)" : path): expected \(lhs), actual \(rhs)")
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
            collectDifferences(lhs.value, rhs.value, path: path.isEmpty ? name : "\(path).\(name)", into: &lines)
        }
    case .optional?, .enum?:
        guard leftChildren.count == rightChildren.count, leftChildren.map(\.label) == rightChildren.map(\.label),
            let lhs = leftChildren.first, let rhs = rightChildren.first
        else { return whole() }
        let inner = left.displayStyle == .optional ? path : "\(path)(\(lhs.label ?? "_"))"
        collectDifferences(lhs.value, rhs.value, path: inner, into: &lines)
    case .collection?:
        guard leftChildren.count == rightChildren.count else {
            lines.append(
                "\(path.isEmpty ? "(value)" : path): expected \(leftChildren.count) elements, actual \(rightChildren.count)"
            )
            return whole()
        }
        for (index, (lhs, rhs)) in zip(leftChildren, rightChildren).enumerated() {
            collectDifferences(lhs.value, rhs.value, path: "\(path)[\(index)]", into: &lines)
        }
    default:
        whole()
    }
}
