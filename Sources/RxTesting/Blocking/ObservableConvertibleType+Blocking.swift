import Foundation
import Rx

extension ObservableConvertibleType {
    /// The sequence with blocking operators, for tests: `try xs.toBlocking().toArray()`.
    ///
    /// - Parameter timeout: The longest a blocking operator may wait before throwing `RxError.timeout`; `nil`
    ///   (the default) waits as long as it takes.
    /// - Returns: A `BlockingObservable` over `self`.
    public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
        BlockingObservable(timeout: timeout, source: asObservable())
    }
}
