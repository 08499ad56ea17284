/// A type that can be turned into an `Observable`, such as a trait (`Single`, `Driver`) or a `ControlProperty`.
public protocol ObservableConvertibleType {
    /// The type of the sequence's elements.
    associatedtype Element

    /// The sequence this value represents.
    func asObservable() -> Observable<Element>
}
