/// An observer that applies each element to a target object on a scheduler (the main one by default), for
/// binding UI.
///
/// It holds the target weakly: once the target is gone, elements are dropped. An error is a programming
/// error: it stops debug builds. Completion is ignored.
public struct Binder<Value>: ObserverType {
    /// The element type.
    public typealias Element = Value

    private let binding: (Event<Value>) -> Void

    /// A binder that calls `binding(target, value)` on `scheduler` for each element.
    ///
    /// - Parameters:
    ///   - target: The object to update; held weakly.
    ///   - scheduler: Where `binding` runs; `MainScheduler()` by default.
    ///   - binding: Applies one value to the target.
    public init<Target: AnyObject>(
        _ target: Target, scheduler: ImmediateSchedulerType = MainScheduler(),
        binding: @escaping (Target, Value) -> Void
    ) {
        let weakTarget = WeakBox(target)
        self.binding = { event in
            switch event {
            case .next(let element):
                _ = scheduler.schedule(element) { element in
                    if let target = weakTarget.value {
                        binding(target, element)
                    }
                    return Disposables.create()
                }
            case .error(let error):
                rxTraitContractViolation("Binding error: \(error)")
            case .completed:
                break
            }
        }
    }

    /// Applies `event` to the target as described above.
    public func on(_ event: Event<Value>) {
        binding(event)
    }

    /// The binder as an `AnyObserver`.
    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: on)
    }
}

/// A weak reference that can be captured by closures sent to other threads.
final class WeakBox<Object: AnyObject>: @unchecked Sendable { // Sendable: `weak` loads and stores are atomic.
    weak var value: Object?

    init(_ value: Object) {
        self.value = value
    }
}
