import Foundation
import Rx
import RxTesting
import XCTest

private enum SampleError: Error {
    case failed(String)
    case other
}

final class RecordedTests: RxTestCase {
    func testBuildersMakeRecordedEvents() {
        let events: [Recorded<Event<Int>>] = [.next(210, 2), .completed(250)]
        XCTAssertEqual(events[0].time, 210)
        XCTAssertEqual(events[0].value, .next(2))
        XCTAssertEqual(events[1], Recorded(time: 250, value: .completed))
    }

    func testEventsHelpersInferTheType() {
        let variadic = Recorded.events(.next(1, "a"), .completed(2))
        let array = Recorded.events([.next(1, "a"), .completed(2)])
        XCTAssertEqual(variadic, array)
        XCTAssertEqual(Recorded.events(.completed(5, Int.self)), [.completed(5)])
    }

    func testRecordedEqualityComparesTimeAndValue() {
        XCTAssertEqual(Recorded(time: 1, value: 5), Recorded(time: 1, value: 5))
        XCTAssertNotEqual(Recorded(time: 1, value: 5), Recorded(time: 2, value: 5))
        XCTAssertNotEqual(Recorded(time: 1, value: 5), Recorded(time: 1, value: 6))
    }

    func testRecordedDescription() {
        let recorded: Recorded<Event<Int>> = .next(210, 2)
        XCTAssertEqual(recorded.debugDescription, "next(2) @ 210")
    }

    func testEventEquality() {
        XCTAssertEqual(Event.next(1), Event.next(1))
        XCTAssertNotEqual(Event.next(1), Event.next(2))
        XCTAssertEqual(Event<Int>.completed, Event<Int>.completed)
        XCTAssertNotEqual(Event.next(1), Event<Int>.completed)
        XCTAssertNotEqual(Event<Int>.error(SampleError.other), Event<Int>.completed)
    }

    func testErrorEventsCompareByDomainCodeAndDescription() {
        XCTAssertEqual(
            Event<Int>.error(NSError(domain: "a", code: 1)), Event<Int>.error(NSError(domain: "a", code: 1)))
        XCTAssertNotEqual(
            Event<Int>.error(NSError(domain: "a", code: 1)), Event<Int>.error(NSError(domain: "a", code: 2)))
        XCTAssertNotEqual(
            Event<Int>.error(NSError(domain: "a", code: 1)), Event<Int>.error(NSError(domain: "b", code: 1)))
        XCTAssertEqual(Event<Int>.error(SampleError.other), Event<Int>.error(SampleError.other))
        XCTAssertEqual(Event<Int>.error(SampleError.failed("x")), Event<Int>.error(SampleError.failed("x")))
        XCTAssertNotEqual(Event<Int>.error(SampleError.failed("x")), Event<Int>.error(SampleError.failed("y")))
        XCTAssertNotEqual(Event<Int>.error(SampleError.failed("x")), Event<Int>.error(SampleError.other))
    }

    func testOptionalElements() {
        let events: [Recorded<Event<Int?>>] = [.next(10, nil), .next(20, 1), .completed(30)]
        XCTAssertEqual(events, [.next(10, nil), .next(20, 1), .completed(30)])
        XCTAssertNotEqual(events[0].value, Event<Int?>.next(1))
    }

    func testPlainEventArrays() {
        XCTAssertEqual([Event.next(1), .next(2), .completed], [.next(1), .next(2), .completed])
    }

    func testRecordedElements() {
        XCTAssertRecordedElements([.next(10, 1), .next(20, 2)], [1, 2])
    }

    func testSubscriptionValues() {
        XCTAssertEqual(Subscription(200, 250).subscribe, 200)
        XCTAssertEqual(Subscription(200, 250).unsubscribe, 250)
        XCTAssertEqual(Subscription(200).unsubscribe, Int.max)
        XCTAssertEqual(Subscription(200, 250), Subscription(200, 250))
        XCTAssertNotEqual(Subscription(200, 250), Subscription(200))
        XCTAssertEqual(Set([Subscription(1, 2), Subscription(1, 2), Subscription(1)]).count, 2)
        XCTAssertEqual(Subscription(200, 250).description, "(200: 250)")
        XCTAssertEqual(Subscription(200).debugDescription, "(200: Infinity)")
    }
}
