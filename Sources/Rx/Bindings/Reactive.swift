/// The `.rx` namespace of a type: extend `Reactive where Base: YourType` to add reactive properties and binders.
///
/// For classes, every writable property is also available as a `Binder` through dynamic member lookup:
/// `label.rx.text` binds to `label.text`.
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The extended value.
    public let base: Base

    /// Wraps `base`.
    public init(_ base: Base) {
        self.base = base
    }

    /// A `Binder` that sets the property at `keyPath` of `base` (held weakly) on the main scheduler.
    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<Property>
    where Base: AnyObject {
        Binder(base) { base, value in
            base[keyPath: keyPath] = value
        }
    }
}

/// A type with an `.rx` namespace; conform to it (no members to implement) to get `rx`.
public protocol ReactiveCompatible {
    /// The type `rx` extends, usually `Self`.
    associatedtype ReactiveBase

    /// The namespace for static reactive extensions.
    static var rx: Reactive<ReactiveBase>.Type { get set }

    /// The namespace for reactive extensions of this value.
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    /// The namespace for static reactive extensions.
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        // The setter lets mutating reactive extensions be called on `rx`.
        set {} // swiftlint:disable:this unused_setter_value
    }

    /// The namespace for reactive extensions of this value.
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        // The setter lets mutating reactive extensions be called on `rx`.
        set {} // swiftlint:disable:this unused_setter_value
    }
}
