#if canImport(Foundation)
import Foundation

#if !canImport(ObjectiveC)
/// Outside Apple platforms `NotificationCenter` is not an `NSObject`, so it gets its `.rx` namespace here.
extension NotificationCenter: ReactiveCompatible {}
#endif

extension Reactive where Base: NotificationCenter {
    /// The notifications named `name` (any name when `nil`) posted by `object` (any sender when `nil`).
    ///
    ///     post(A)  post(A)          post(A)
    ///     ----------n---------n-----X          (X: disposed; later posts are not observed)
    /// Subscribing adds an observer to the center; disposing removes it. Notifications arrive on the posting
    /// thread. The sequence never completes.
    /// - Parameters:
    ///   - name: The notification name to observe, or `nil` for all.
    ///   - object: The only sender to observe, held weakly, or `nil` for all.
    /// - Returns: The matching notifications.
    public func notification(_ name: Notification.Name?, object: AnyObject? = nil) -> Observable<Notification> {
        let center = base
        return Observable.create { [weak object] observer in
            let forward = UncheckedSendable(observer) // Sendable: the center calls the block serially per post.
            let token = center.addObserver(forName: name, object: object, queue: nil) { notification in
                forward.value.on(.next(notification))
            }
            return Disposables.create {
                center.removeObserver(token)
            }
        }
    }
}
#endif
