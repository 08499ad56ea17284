import Foundation
import Rx
import XCTest

@testable import RxTesting

private struct Boom: Error {}

final class MarbleTests: RxTestCase {
    func testEachCharacterIsOneFrameFromTheSubscriptionTick() {
        let events = Recorded.events(marbles: "--a--b--|", values: ["a": 1, "b": 2])
        XCTAssertEqual(events, [.next(220, 1), .next(250, 2), .completed(280)])
    }

    func testFrameSizeAndSubscribedAreConfigurable() {
        let events = Recorded.events(marbles: "-a-|", values: ["a": 1], frameSize: 1, subscribed: 0)
        XCTAssertEqual(events, [.next(1, 1), .completed(3)])
    }

    func testSpacesAreIgnored() {
        XCTAssertEqual(
            Recorded.events(marbles: "  -a - b|", values: ["a": 1, "b": 2]),
            Recorded.events(marbles: "-a-b|", values: ["a": 1, "b": 2]))
    }

    func testAnchorMarksTheSubscribedTick() {
        let events = Recorded.events(marbles: "a-^-b-|", values: ["a": 1, "b": 2])
        XCTAssertEqual(events, [.next(180, 1), .next(220, 2), .completed(240)])
    }

    func testGroupsHappenAtTheSameTickAndKeepColumnsAsTime() {
        let events = Recorded.events(marbles: "-(ab)-c(d|)", values: ["a": 1, "b": 2, "c": 3, "d": 4])
        XCTAssertEqual(events, [.next(210, 1), .next(210, 2), .next(260, 3), .next(270, 4), .completed(270)])
    }

    func testErrors() {
        let boom = Boom()
        XCTAssertEqual(Recorded.events(marbles: "-a#", values: ["a": 1]), [.next(210, 1), .error(220, MarbleError())])
        XCTAssertEqual(
            Recorded.events(marbles: "-#", values: [Character: Int](), errors: ["#": boom]), [.error(210, boom)])
        XCTAssertEqual(
            Recorded.events(marbles: "-a-x", values: ["a": 1], errors: ["x": boom]), [.next(210, 1), .error(230, boom)])
        XCTAssertNotEqual(
            Recorded.events(marbles: "#", values: [Character: Int]()), [.error(200, MarbleError("other"))])
    }

    func testStringValuesStandForThemselves() {
        XCTAssertEqual(
            Recorded.events(marbles: "-a-(bc)|"),
            [
                .next(210, "a"), .next(230, "b"), .next(230, "c"), .completed(270),
            ])
    }

    func testHotObservableFromMarbles() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("a-^-b-c-|", values: ["a": 1, "b": 2, "c": 3])
        let res = scheduler.start { xs.map { $0 * 10 } }
        XCTAssertEqual(res.events, [.next(220, 20), .next(240, 30), .completed(260)])
        XCTAssertEqual(res.events, marbles: "  ^-B-C-|", values: ["B": 20, "C": 30])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func testColdObservableFromMarbles() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable("--a--(b|)", values: ["a": 1, "b": 2])
        XCTAssertEqual(xs.recordedEvents, [.next(20, 1), .next(50, 2), .completed(50)])
        let res = scheduler.start { xs }
        XCTAssertEqual(res.events, marbles: "--a--(b|)", values: ["a": 1, "b": 2])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testStringMarblesEndToEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("-a-b-#")
        let ys = scheduler.createColdObservable("x|")
        let res = scheduler.start { xs.map { $0.uppercased() } }
        XCTAssertEqual(res.events, marbles: "-A-B-#")
        XCTAssertEqual(ys.recordedEvents, [.next(0, "x"), .completed(10)])
    }

    func testSyntaxErrorsNameTheProblemAndColumn() {
        func message(_ marbles: String, allowsAnchor: Bool = true) -> String? {
            do {
                _ = try MarbleDiagram.parse(marbles, allowsAnchor: allowsAnchor)
                return nil
            } catch {
                return error.description
            }
        }
        XCTAssertNil(message("-a-(bc)-|"))
        XCTAssertEqual(message("-^-^"), "Invalid marbles \"-^-^\" at column 3: only one `^` is allowed")
        XCTAssertEqual(
            message("-a-|-b"),
            "Invalid marbles \"-a-|-b\" at column 5: `b` comes after the sequence already ended with `|` or `#`")
        XCTAssertEqual(message("-(a"), "Invalid marbles \"-(a\" at column 1: group `(` is never closed with `)`")
        XCTAssertEqual(message("-a)"), "Invalid marbles \"-a)\" at column 2: `)` without a matching `(`")
        XCTAssertEqual(message("(a(b))"), "Invalid marbles \"(a(b))\" at column 2: groups cannot be nested")
        XCTAssertEqual(message("-()"), "Invalid marbles \"-()\" at column 2: empty group `()`")
        XCTAssertEqual(
            message("(a-b)"), "Invalid marbles \"(a-b)\" at column 2: `-` is not allowed inside a group `(…)`")
        XCTAssertEqual(message("(a^)"), "Invalid marbles \"(a^)\" at column 2: `^` is not allowed inside a group `(…)`")
        XCTAssertEqual(message("(a b)"), "Invalid marbles \"(a b)\" at column 2: spaces are not allowed inside a group")
        XCTAssertEqual(
            message("-^a", allowsAnchor: false),
            "Invalid marbles \"-^a\" at column 1: `^` marks the subscription point of a hot observable; a cold observable's time already starts at its subscription"
        )
    }

    func testRenderingDrawsEventsBack() {
        let values: [Character: Int] = ["a": 1, "b": 2]
        for marbles in ["-a-b-|", "a-^-b", "--(ab)-#", "", "^", "---a"] {
            let events = Recorded.events(marbles: marbles, values: values)
            let drawn = MarbleDiagram.render(events, values: values, frameSize: 10, subscribed: 200)
            XCTAssertEqual(drawn.map { Recorded.events(marbles: $0, values: values) }, events, marbles)
        }
        XCTAssertEqual(MarbleDiagram.render([.next(215, 1)], values: values, frameSize: 10, subscribed: 200), nil)
        XCTAssertEqual(MarbleDiagram.render([.next(210, 3)], values: values, frameSize: 10, subscribed: 200), nil)
        XCTAssertEqual(
            MarbleDiagram.render(
                [.next(200, 1), .next(200, 2), .next(210, 1)], values: values, frameSize: 10, subscribed: 200),
            nil)
        // A group before the subscription that reaches over the column `^` needs cannot be drawn.
        XCTAssertEqual(
            MarbleDiagram.render(
                [.next(180, 1), .next(180, 2), .next(240, 1)], values: values, frameSize: 10, subscribed: 200),
            nil)
        // Times far away (or whose distance overflows) are not drawn as billions of dashes.
        XCTAssertEqual(MarbleDiagram.render([.next(Int.max, 1)], values: values, frameSize: 1, subscribed: -1), nil)
        XCTAssertEqual(
            MarbleDiagram.render([.next(1_000_000_200, 1)], values: values, frameSize: 10, subscribed: 200), nil)
    }
}

final class MarbleDocumentationTests: RxTestCase {
    func testGuideExample() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("-a-^-b--c-|", values: ["a": 1, "b": 2, "c": 3])
        let res = scheduler.start { xs.map { $0 * 10 } }
        XCTAssertEqual(res.events, marbles: "    ^-B--C-|", values: ["B": 20, "C": 30])
        XCTAssertEqual(res.events, [.next(220, 20), .next(250, 30), .completed(270)])
    }

    func testGuideTimeExamples() {
        XCTAssertEqual(Recorded.events(marbles: "--a--|", values: ["a": 1]), [.next(220, 1), .completed(250)])
        XCTAssertEqual(Recorded.events(marbles: "a-^-b"), [.next(180, "a"), .next(220, "b")])
        XCTAssertEqual(Recorded.events(marbles: "-(ab)-c"), [.next(210, "a"), .next(210, "b"), .next(260, "c")])
    }
}
