import Foundation
import Rx
import RxTesting
import XCTest

private let testError = NSError(domain: "WithUnretainedTests", code: -1)

private final class Owner {
    let name: String
    init(name: String) { self.name = name }
}

final class WithUnretainedTests: RxTestCase {
    func testPairsElementsWithTheObject() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner(name: "o")
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])

        let res = scheduler.start { xs.withUnretained(owner).map { "\($0.name)\($1)" } }

        XCTAssertEqual(res.events, [.next(210, "o1"), .next(220, "o2"), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testCompletesAtTheFirstElementAfterTheObjectIsGone() {
        let scheduler = TestScheduler(initialClock: 0)
        var owner: Owner? = Owner(name: "o")
        weak let weakOwner = owner
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(240, 3)])
        scheduler.scheduleAt(220) { owner = nil }

        let res = scheduler.start { () -> Observable<String> in
            guard let strong = owner else { return .empty() }
            return xs.withUnretained(strong) { "\($0.name)\($1)" }
        }

        XCTAssertNil(weakOwner)
        XCTAssertEqual(res.events, [.next(210, "o1"), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testErrorIsForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner(name: "o")
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])

        let res = scheduler.start { xs.withUnretained(owner) { $1 } }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
    }

    func testDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner(name: "o")
        let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])

        let res = scheduler.start(disposed: 300) { xs.withUnretained(owner) { $1 } }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
