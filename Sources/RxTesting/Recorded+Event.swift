import Rx

extension Recorded {
    /// A `next` event with `element` at tick `time`, as in `[.next(210, 2)]`.
    ///
    /// - Parameters:
    ///   - time: The tick.
    ///   - element: The element.
    /// - Returns: The recorded event.
    public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .next(element))
    }

    /// A `completed` event at tick `time`, as in `[.completed(250)]`.
    ///
    /// - Parameters:
    ///   - time: The tick.
    ///   - type: The element type, when inference needs help.
    /// - Returns: The recorded event.
    public static func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>>
    where Value == Event<T> {
        Recorded(time: time, value: .completed)
    }

    /// An `error` event with `error` at tick `time`, as in `[.error(250, testError)]`.
    ///
    /// - Parameters:
    ///   - time: The tick.
    ///   - error: The error.
    ///   - type: The element type, when inference needs help.
    /// - Returns: The recorded event.
    public static func error<T>(_ time: TestTime, _ error: Swift.Error, _ type: T.Type = T.self) -> Recorded<Event<T>>
    where Value == Event<T> {
        Recorded(time: time, value: .error(error))
    }

    /// The arguments as an array: `Recorded.events(.next(210, 2), .completed(250))`, where a literal would need
    /// a type annotation.
    ///
    /// - Parameter recordedEvents: The events.
    /// - Returns: The events as an array.
    public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>]
    where Value == Event<T> {
        recordedEvents
    }

    /// The array itself: `Recorded.events([.next(210, 2), .completed(250)])`, where a literal would need a type
    /// annotation.
    ///
    /// - Parameter recordedEvents: The events.
    /// - Returns: `recordedEvents`.
    public static func events<T>(_ recordedEvents: [Recorded<Event<T>>]) -> [Recorded<Event<T>>]
    where Value == Event<T> {
        recordedEvents
    }
}
