import Foundation
import Rx

/// Events compare equal when both are `completed`, both are `next` with equal elements, or both are `error` with
/// errors that look the same: equal `NSError` domain and code and equal descriptions (as RxTest compares them, so
/// two errors of the same type but a different payload differ).
extension Event: Equatable where Element: Equatable {
    /// `true` when both events are the same kind with equal payloads (errors compared as described above).
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed):
            return true
        case (.next(let left), .next(let right)):
            return left == right
        case (.error(let left), .error(let right)):
            return errorsMatch(left, right)
        default:
            return false
        }
    }
}

/// `true` when two errors have the same `NSError` domain and code and the same description.
func errorsMatch(_ lhs: Swift.Error, _ rhs: Swift.Error) -> Bool {
    let left = lhs as NSError
    let right = rhs as NSError
    return left.domain == right.domain && left.code == right.code && "\(lhs)" == "\(rhs)"
}
