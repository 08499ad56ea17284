#if canImport(Foundation)
import Foundation

/// Every `NSObject` (and so every Foundation class, such as `NotificationCenter`) has an `.rx` namespace, as in
/// RxSwift.
extension NSObject: ReactiveCompatible {}
#endif
