import Rx

extension Recorded {
    /// The events a marble string describes, for expected results and for building test observables:
    /// `Recorded.events(marbles: "-a-b-|", values: ["a": 1, "b": 2])` is `[.next(210, 1), .next(230, 2),
    /// .completed(250)]`.
    ///
    /// Each character is one frame of `frameSize` ticks; the first character (or `^`, when present) is the tick
    /// `subscribed`. See `Documentation/Testing.md` for the full grammar. Goes beyond RxTest, which has no marbles.
    ///
    /// - Parameters:
    ///   - marbles: The diagram, such as `"-a-(bc)-|"`. A malformed diagram stops the test with a message
    ///     naming the column.
    ///   - values: The element for each value character.
    ///   - errors: The error for each error character; `#` uses `errors["#"]`, or `MarbleError()`.
    ///   - frameSize: Ticks per character (10 by default).
    ///   - subscribed: The tick of the first character or of `^` (`TestScheduler.Defaults.subscribed` by default).
    /// - Returns: The recorded events, in order.
    public static func events<T>(
        marbles: String, values: [Character: T], errors: [Character: Swift.Error] = [:],
        frameSize: TestTime = 10, subscribed: TestTime = TestScheduler.Defaults.subscribed
    ) -> [Recorded<Event<T>>] where Value == Event<T> {
        MarbleDiagram.parseOrTrap(marbles, allowsAnchor: true).events(
            values: values, errors: errors, frameSize: frameSize, subscribed: subscribed, marbles: marbles)
    }

    /// The events a marble string describes, each value character standing for itself as a `String`:
    /// `Recorded.events(marbles: "-a-|")` is `[.next(210, "a"), .completed(230)]`.
    ///
    /// - Parameters:
    ///   - marbles: The diagram.
    ///   - errors: The error for each error character; `#` uses `errors["#"]`, or `MarbleError()`.
    ///   - frameSize: Ticks per character (10 by default).
    ///   - subscribed: The tick of the first character or of `^`.
    /// - Returns: The recorded events, in order.
    public static func events(
        marbles: String, errors: [Character: Swift.Error] = [:],
        frameSize: TestTime = 10, subscribed: TestTime = TestScheduler.Defaults.subscribed
    ) -> [Recorded<Event<String>>] where Value == Event<String> {
        events(
            marbles: marbles, values: selfNamedValues(marbles, except: errors), errors: errors,
            frameSize: frameSize, subscribed: subscribed)
    }
}

/// A values map in which every symbol of `marbles` (other than the grammar's and the error keys) maps to itself.
func selfNamedValues(_ marbles: String, except errors: [Character: Swift.Error]) -> [Character: String] {
    var values: [Character: String] = [:]
    for character in marbles where !"-^()|# ".contains(character) && errors[character] == nil {
        values[character] = String(character)
    }
    return values
}
