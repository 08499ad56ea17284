import XCTest

@testable import Rx

final class RingQueueTests: XCTestCase {
    func testIteratesFrontToBackAcrossTheWrapWithoutDequeuing() {
        var queue = Queue<Int>(capacity: 2)
        for value in 1...5 {
            queue.enqueue(value)
        }
        XCTAssertEqual(queue.dequeue(), 1)
        XCTAssertEqual(queue.dequeue(), 2)
        for value in 6...10 {
            queue.enqueue(value)
        }
        XCTAssertEqual(Array(queue), Array(3...10))
        XCTAssertEqual(queue.count, 8)
        XCTAssertEqual(queue.peek(), 3)
    }

    func testEmptyQueueIteratesNothing() {
        let queue = Queue<String>(capacity: 0)
        XCTAssertEqual(Array(queue), [])
        XCTAssertNil(queue.peek())
    }
}
