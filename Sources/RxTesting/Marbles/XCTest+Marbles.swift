import Rx
import XCTest

/// Asserts that recorded events match a marble string: `XCTAssertEqual(res.events, marbles: "-A-B-|",
/// values: ["A": 10, "B": 20])`. On failure the message shows the actual events as a marble string too, when
/// they can be drawn with the same values and frame size. Goes beyond RxTest.
///
/// - Parameters:
///   - events: The actual events, usually `observer.events`.
///   - marbles: The expected diagram; its first character (or `^`) is at tick `subscribed`.
///   - values: The element for each value character.
///   - errors: The error for each error character; `#` uses `errors["#"]`, or `MarbleError()`.
///   - frameSize: Ticks per character (10 by default).
///   - subscribed: The tick of `^` or of the first character (200 by default, as in `start`).
///   - file: The file to report a failure in; the caller's by default.
///   - line: The line to report a failure at; the caller's by default.
public func XCTAssertEqual<Element: Equatable>(
    _ events: [Recorded<Event<Element>>], marbles: String, values: [Character: Element],
    errors: [Character: Swift.Error] = [:], frameSize: TestTime = 10,
    subscribed: TestTime = TestScheduler.Defaults.subscribed,
    file: StaticString = #filePath, line: UInt = #line
) {
    let expected = Recorded.events(
        marbles: marbles, values: values, errors: errors, frameSize: frameSize, subscribed: subscribed)
    guard events != expected else { return }
    let drawn = MarbleDiagram.render(events, values: values, frameSize: frameSize, subscribed: subscribed)
    XCTFail(
        """
        events do not match the marbles
          expected: "\(marbles)"
          actual:   \(drawn.map { "\"\($0)\"" } ?? "(not drawable with these values and frame size)")
          expected events: \(describe(expected))
          actual events:   \(describe(events))
        \(differences(events, expected))
        """, file: file, line: line)
}

/// Asserts that recorded `String` events match a marble string whose value characters stand for themselves:
/// `XCTAssertEqual(res.events, marbles: "-a-b-|")`.
///
/// - Parameters:
///   - events: The actual events.
///   - marbles: The expected diagram.
///   - errors: The error for each error character; `#` uses `errors["#"]`, or `MarbleError()`.
///   - frameSize: Ticks per character (10 by default).
///   - subscribed: The tick of `^` or of the first character (200 by default).
///   - file: The file to report a failure in; the caller's by default.
///   - line: The line to report a failure at; the caller's by default.
public func XCTAssertEqual(
    _ events: [Recorded<Event<String>>], marbles: String, errors: [Character: Swift.Error] = [:],
    frameSize: TestTime = 10, subscribed: TestTime = TestScheduler.Defaults.subscribed,
    file: StaticString = #filePath, line: UInt = #line
) {
    var values = selfNamedValues(marbles, except: errors)
    for case .next(let element) in events.map(\.value) where element.count == 1 {
        if let character = element.first, errors[character] == nil, !"-^()|# ".contains(character) {
            values[character] = element
        }
    }
    XCTAssertEqual(
        events, marbles: marbles, values: values, errors: errors, frameSize: frameSize,
        subscribed: subscribed, file: file, line: line)
}
