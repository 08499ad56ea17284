/// A resource that can be released, such as a subscription.
public protocol Disposable {
    /// Releases the resource. Calling it more than once has no further effect.
    func dispose()
}

/// A disposable that can tell whether it was disposed.
public protocol Cancelable: Disposable {
    /// `true` once `dispose()` has been called.
    var isDisposed: Bool { get }
}

extension Disposable {
    /// Adds the disposable to `bag`, which disposes it when the bag is deallocated.
    ///
    /// While `Resources.isTracking` is on, a subscription recorded without a place (`subscribe(_ observer:)`) gets
    /// this call's `file` and `line` (leave the defaults).
    public func disposed(by bag: DisposeBag, file: StaticString = #fileID, line: UInt = #line) {
        if isTrackingSubscriptions() {
            SubscriptionRegistry.shared.name(self, file: file, line: line)
        }
        bag.insert(self)
    }
}
