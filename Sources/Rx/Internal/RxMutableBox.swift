/// A mutable value in a class, so closures can share it (or hold it `unowned`).
///
/// Internal like RxSwift's, and kept under the same name because RxSwift-spelled tests reach it through
/// `@testable import`.
final class RxMutableBox<T>: CustomDebugStringConvertible {
    /// The boxed value.
    var value: T

    /// Boxes `value`.
    init(_ value: T) {
        self.value = value
    }

    var debugDescription: String {
        "MutatingBox(\(value))"
    }
}
