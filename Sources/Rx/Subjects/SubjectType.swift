/// A type that is both an observable sequence and an observer: events sent to it are broadcast to its subscribers.
public protocol SubjectType: ObservableType {
    /// The observer side's type.
    associatedtype Observer: ObserverType

    /// The observer side of the subject.
    func asObserver() -> Observer
}
