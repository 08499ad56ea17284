import Rx
import XCTest

/// Maybe events compare equal when both are `completed`, both are `success` with equal elements, or both are
/// `error` with errors that look the same (as for `Event`).
extension MaybeEvent: Equatable where Element: Equatable {
    /// `true` when both events are the same kind with equal payloads.
    public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): return true
        case (.success(let left), .success(let right)): return left == right
        case (.error(let left), .error(let right)): return errorsMatch(left, right)
        default: return false
        }
    }
}

/// Completable events compare equal when both are `completed`, or both are `error` with errors that look the same.
extension CompletableEvent: Equatable {
    /// `true` when both events are the same kind (errors compared as for `Event`).
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): return true
        case (.error(let left), .error(let right)): return errorsMatch(left, right)
        default: return false
        }
    }
}

/// Asserts that two lists of `Single` results are equal (errors compared by domain, code and description); on
/// failure, also prints the differing positions.
///
/// - Parameters:
///   - lhs: The actual events.
///   - rhs: The expected events, such as `[.success(1)]`.
///   - file: The file to report a failure in; the caller's by default.
///   - line: The line to report a failure at; the caller's by default.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [SingleEvent<Element>], _ rhs: [SingleEvent<Element>], file: StaticString = #filePath, line: UInt = #line
) {
    let wrap: (SingleEvent<Element>) -> MaybeEvent<Element> = { event in
        switch event {
        case .success(let element): return .success(element)
        case .failure(let error): return .error(error)
        }
    }
    XCTAssertEqual(lhs.map(wrap), rhs.map(wrap), file: file, line: line)
}

/// Asserts that two lists of `Maybe` events are equal (errors compared by domain, code and description); on
/// failure, also prints the differing positions.
///
/// - Parameters:
///   - lhs: The actual events.
///   - rhs: The expected events, such as `[.success(1)]` or `[.completed]`.
///   - file: The file to report a failure in; the caller's by default.
///   - line: The line to report a failure at; the caller's by default.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [MaybeEvent<Element>], _ rhs: [MaybeEvent<Element>], file: StaticString = #filePath, line: UInt = #line
) {
    guard lhs != rhs else { return }
    XCTFail("(\(describe(lhs))) is not equal to (\(describe(rhs)))\n\(differences(lhs, rhs))", file: file, line: line)
}

/// Asserts that two lists of `Completable` events are equal (errors compared by domain, code and description); on
/// failure, also prints the differing positions.
///
/// - Parameters:
///   - lhs: The actual events.
///   - rhs: The expected events, such as `[.completed]`.
///   - file: The file to report a failure in; the caller's by default.
///   - line: The line to report a failure at; the caller's by default.
public func XCTAssertEqual(
    _ lhs: [CompletableEvent], _ rhs: [CompletableEvent], file: StaticString = #filePath, line: UInt = #line
) {
    guard lhs != rhs else { return }
    XCTFail("(\(describe(lhs))) is not equal to (\(describe(rhs)))\n\(differences(lhs, rhs))", file: file, line: line)
}
