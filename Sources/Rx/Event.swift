/// One notification of a sequence: an element, an error, or completion.
///
/// A sequence obeys the grammar `next* (error | completed)?`: after `error` or `completed` nothing follows.
@frozen
public enum Event<Element> {
    /// The next element of the sequence.
    case next(Element)
    /// The sequence ended with an error.
    case error(Swift.Error)
    /// The sequence ended successfully.
    case completed
}

extension Event: @unchecked Sendable where Element: Sendable {} // Sendable: the error payload is treated as immutable.

extension Event: CustomDebugStringConvertible {
    /// A description such as `next(1)`, `error(timeout)` or `completed`.
    public var debugDescription: String {
        switch self {
        case .next(let value): return "next(\(value))"
        case .error(let error): return "error(\(error))"
        case .completed: return "completed"
        }
    }
}

extension Event {
    /// `true` for `error` and `completed`, the events that end a sequence.
    public var isStopEvent: Bool {
        switch self {
        case .next: return false
        case .error, .completed: return true
        }
    }

    /// The element of a `next` event, otherwise `nil`.
    public var element: Element? {
        if case .next(let value) = self { return value }
        return nil
    }

    /// The error of an `error` event, otherwise `nil`.
    public var error: Swift.Error? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// `true` for a `completed` event.
    public var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }

    /// Transforms the element of a `next` event; an error thrown by `transform` becomes an `error` event.
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        do {
            switch self {
            case .next(let element): return .next(try transform(element))
            case .error(let error): return .error(error)
            case .completed: return .completed
            }
        } catch {
            return .error(error)
        }
    }
}

/// A type that carries an `Event`, so operators such as `dematerialize` can accept it.
public protocol EventConvertible {
    /// The element type of the carried event.
    associatedtype Element
    /// The carried event.
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    /// The event itself.
    public var event: Event<Element> { self }
}
