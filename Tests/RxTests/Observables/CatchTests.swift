import Foundation
import Rx
import RxTesting
import XCTest

private let sourceError = NSError(domain: "CatchTests", code: 1)
private let handlerError = NSError(domain: "CatchTests", code: 2)

final class CatchTests: RxTestCase {
    func testCatchPassesThroughWhenNoError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(230)])
        let ys = scheduler.createHotObservable([.next(240, 9), .completed(250)])

        let res = scheduler.start { xs.catch { _ in ys.asObservable() } }

        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testCatchContinuesWithHandlerSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .error(230, sourceError)])
        let ys = scheduler.createHotObservable([.next(225, 8), .next(240, 4), .completed(250)])
        var caught: [NSError] = []

        let res = scheduler.start {
            xs.catch { error in
                caught.append(error as NSError)
                return ys.asObservable()
            }
        }

        XCTAssertEqual(res.events, [.next(210, 2), .next(240, 4), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
        XCTAssertEqual(caught, [sourceError])
    }

    func testCatchForwardsErrorOfHandlerSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(230, sourceError)])
        let ys = scheduler.createHotObservable([.next(240, 4), .error(250, handlerError)])

        let res = scheduler.start { xs.catch { _ in ys.asObservable() } }

        XCTAssertEqual(res.events, [.next(210, 2), .next(240, 4), .error(250, handlerError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    func testCatchHandlerThrowing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(230, sourceError)])

        let res = scheduler.start { xs.catch { _ in throw handlerError } }

        XCTAssertEqual(res.events, [.next(210, 2), .error(230, handlerError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testCatchDisposeStopsHandlerSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(230, sourceError)])
        let ys = scheduler.createHotObservable([.next(240, 4), .completed(250)])

        let res = scheduler.start(disposed: 235) { xs.catch { _ in ys.asObservable() } }

        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 235)])
    }

    func testCatchOfSynchronousError() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable<Int>.error(sourceError).catch { _ in .just(7) } }

        XCTAssertEqual(res.events, [.next(200, 7), .completed(200)])
    }

    func testCatchAndReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(230, sourceError)])

        let res = scheduler.start { xs.catchAndReturn(99) }

        XCTAssertEqual(res.events, [.next(210, 2), .next(230, 99), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testCatchAndReturnWithoutError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(230)])

        let res = scheduler.start { xs.catchAndReturn(99) }

        XCTAssertEqual(res.events, [.next(210, 2), .completed(230)])
    }
}
