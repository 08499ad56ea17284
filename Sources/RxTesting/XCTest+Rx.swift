import Rx
import XCTest

/// Asserts that two lists of events are equal (errors compared by domain, code and description); on failure,
/// also prints the differing positions.
///
/// - Parameters:
///   - lhs: The actual events.
///   - rhs: The expected events.
///   - file: The file to report a failure in; the caller's by default.
///   - line: The line to report a failure at; the caller's by default.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Event<Element>], _ rhs: [Event<Element>], file: StaticString = #filePath, line: UInt = #line
) {
    assertSequencesEqual(lhs, rhs, file: file, line: line)
}

/// Asserts that two lists of recorded events are equal: same ticks and equal events (errors compared by domain,
/// code and description); on failure, also prints the differing positions.
///
/// - Parameters:
///   - lhs: The actual events, usually `observer.events`.
///   - rhs: The expected events, such as `[.next(210, 2), .completed(250)]`.
///   - file: The file to report a failure in; the caller's by default.
///   - line: The line to report a failure at; the caller's by default.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Recorded<Event<Element>>], _ rhs: [Recorded<Event<Element>>],
    file: StaticString = #filePath, line: UInt = #line
) {
    assertSequencesEqual(lhs, rhs, file: file, line: line)
}

/// Asserts that two lists of recorded events with optional elements are equal, so `[.next(210, nil)]` can be
/// written directly.
///
/// - Parameters:
///   - lhs: The actual events.
///   - rhs: The expected events.
///   - file: The file to report a failure in; the caller's by default.
///   - line: The line to report a failure at; the caller's by default.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Recorded<Event<Element?>>], _ rhs: [Recorded<Event<Element?>>],
    file: StaticString = #filePath, line: UInt = #line
) {
    assertSequencesEqual(lhs, rhs, file: file, line: line)
}

/// Asserts that `stream` holds only `next` events and that their elements equal `elements`, ignoring ticks.
///
/// - Parameters:
///   - stream: The recorded events.
///   - elements: The expected elements.
///   - file: The file to report a failure in; the caller's by default.
///   - line: The line to report a failure at; the caller's by default.
public func XCTAssertRecordedElements<Element: Equatable>(
    _ stream: [Recorded<Event<Element>>], _ elements: [Element], file: StaticString = #filePath, line: UInt = #line
) {
    if let stop = stream.first(where: { $0.value.isStopEvent }) {
        XCTFail("A stop event was recorded: \(stop)", file: file, line: line)
        return
    }
    assertSequencesEqual(stream.compactMap { $0.value.element }, elements, file: file, line: line)
}

private func assertSequencesEqual<Element: Equatable>(
    _ lhs: [Element], _ rhs: [Element], file: StaticString, line: UInt
) {
    guard lhs != rhs else { return }
    XCTFail("(\(describe(lhs))) is not equal to (\(describe(rhs)))\n\(differences(lhs, rhs))", file: file, line: line)
}

func describe<Element>(_ elements: [Element]) -> String {
    "[" + elements.map { String(reflecting: $0) }.joined(separator: ", ") + "]"
}

/// The positions where two lists differ, one line per side, for failure messages.
func differences<Element: Equatable>(_ lhs: [Element], _ rhs: [Element]) -> String {
    var lines = ["Differences:"]
    for index in 0..<max(lhs.count, rhs.count) {
        let left = index < lhs.count ? lhs[index] : nil
        let right = index < rhs.count ? rhs[index] : nil
        if left != right {
            lines.append("  lhs[\(index)]: \(left.map { String(reflecting: $0) } ?? "—")")
            lines.append("  rhs[\(index)]: \(right.map { String(reflecting: $0) } ?? "—")")
        }
    }
    return lines.joined(separator: "\n")
}
