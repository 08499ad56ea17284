import Rx

extension TestScheduler {
    /// A hot observable drawn as a marble string: `createHotObservable("-a-^-b-|", values: ["a": 1, "b": 2])`.
    ///
    /// The `^` (or, without one, the first character) is at tick `subscribed` (200, when `start` subscribes);
    /// characters before `^` happen earlier. Each character is `frameSize` ticks. Goes beyond RxTest.
    ///
    /// - Parameters:
    ///   - marbles: The diagram; see `Recorded.events(marbles:values:errors:frameSize:subscribed:)`.
    ///   - values: The element for each value character.
    ///   - errors: The error for each error character; `#` uses `errors["#"]`, or `MarbleError()`.
    ///   - frameSize: Ticks per character (10 by default).
    ///   - subscribed: The tick of `^` or of the first character.
    /// - Returns: The hot observable.
    public func createHotObservable<Element>(
        _ marbles: String, values: [Character: Element], errors: [Character: Swift.Error] = [:],
        frameSize: TestTime = 10, subscribed: TestTime = Defaults.subscribed
    ) -> TestableObservable<Element> {
        createHotObservable(
            Recorded.events(
                marbles: marbles, values: values, errors: errors, frameSize: frameSize, subscribed: subscribed))
    }

    /// A hot observable of `String`s drawn as a marble string, each value character emitting itself:
    /// `createHotObservable("-a-b-|")`.
    ///
    /// - Parameters:
    ///   - marbles: The diagram.
    ///   - errors: The error for each error character; `#` uses `errors["#"]`, or `MarbleError()`.
    ///   - frameSize: Ticks per character (10 by default).
    ///   - subscribed: The tick of `^` or of the first character.
    /// - Returns: The hot observable.
    public func createHotObservable(
        _ marbles: String, errors: [Character: Swift.Error] = [:],
        frameSize: TestTime = 10, subscribed: TestTime = Defaults.subscribed
    ) -> TestableObservable<String> {
        createHotObservable(
            marbles, values: selfNamedValues(marbles, except: errors), errors: errors,
            frameSize: frameSize, subscribed: subscribed)
    }

    /// A cold observable drawn as a marble string: `createColdObservable("--a--|", values: ["a": 1])` emits 1
    /// 20 ticks after each subscription and completes 50 ticks after it.
    ///
    /// The first character is the moment of subscription; `^` is not allowed. Goes beyond RxTest.
    ///
    /// - Parameters:
    ///   - marbles: The diagram.
    ///   - values: The element for each value character.
    ///   - errors: The error for each error character; `#` uses `errors["#"]`, or `MarbleError()`.
    ///   - frameSize: Ticks per character (10 by default).
    /// - Returns: The cold observable.
    public func createColdObservable<Element>(
        _ marbles: String, values: [Character: Element], errors: [Character: Swift.Error] = [:],
        frameSize: TestTime = 10
    ) -> TestableObservable<Element> {
        let events: [Recorded<Event<Element>>] = MarbleDiagram.parseOrTrap(marbles, allowsAnchor: false).events(
            values: values, errors: errors, frameSize: frameSize, subscribed: 0, marbles: marbles)
        return createColdObservable(events)
    }

    /// A cold observable of `String`s drawn as a marble string, each value character emitting itself:
    /// `createColdObservable("-a-b-|")`.
    ///
    /// - Parameters:
    ///   - marbles: The diagram.
    ///   - errors: The error for each error character; `#` uses `errors["#"]`, or `MarbleError()`.
    ///   - frameSize: Ticks per character (10 by default).
    /// - Returns: The cold observable.
    public func createColdObservable(
        _ marbles: String, errors: [Character: Swift.Error] = [:], frameSize: TestTime = 10
    ) -> TestableObservable<String> {
        createColdObservable(
            marbles, values: selfNamedValues(marbles, except: errors), errors: errors,
            frameSize: frameSize)
    }
}
