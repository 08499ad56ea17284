import Foundation
import Rx

/// A sequence with blocking operators (`first()`, `last()`, `toArray()`, `single()`, `materialize()`) that wait on
/// the calling thread until the sequence delivers what they need.
///
/// Get one with `toBlocking(timeout:)`. Meant for tests and command-line tools; in app code, blocking usually means
/// the design should change. On the main thread the operators keep the main run loop (and so the main dispatch
/// queue and `MainScheduler`) running while they wait; on other threads they sleep until woken.
public struct BlockingObservable<Element> {
    /// The longest the operators wait before throwing `RxError.timeout`; `nil` waits forever.
    let timeout: TimeInterval?
    /// The sequence being waited on.
    let source: Observable<Element>
}
