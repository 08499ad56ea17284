import Foundation
import Rx
import RxTesting
import XCTest

private let firstError = NSError(domain: "CatchSequenceTests", code: 1)
private let secondError = NSError(domain: "CatchSequenceTests", code: 2)

final class CatchSequenceTests: RxTestCase {
    func testMovesToNextSequenceAfterEachError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, firstError)])
        let ys = scheduler.createColdObservable([.next(10, 2), .error(20, secondError)])
        let zs = scheduler.createColdObservable([.next(10, 3), .completed(20)])

        let res = scheduler.start {
            Observable.catch(sequence: [xs.asObservable(), ys.asObservable(), zs.asObservable()])
        }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 240)])
        XCTAssertEqual(zs.subscriptions, [Subscription(240, 260)])
    }

    func testStopsAtFirstCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])

        let res = scheduler.start { Observable.catch(sequence: [xs.asObservable(), ys.asObservable()]) }

        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testFailsWithLastErrorWhenAllFail() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, firstError)])
        let ys = scheduler.createColdObservable([.error(5, secondError)] as [Recorded<Event<Int>>])

        let res = scheduler.start { Observable.catch(sequence: [xs.asObservable(), ys.asObservable()]) }

        XCTAssertEqual(res.events, [.next(210, 1), .error(225, secondError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 225)])
    }

    func testEmptySequenceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable<Int>.catch(sequence: [Observable<Int>]()) }

        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testDisposeDuringSecondSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, firstError)])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(50)])

        let res = scheduler.start(disposed: 235) { Observable.catch(sequence: [xs.asObservable(), ys.asObservable()]) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 235)])
    }
}
