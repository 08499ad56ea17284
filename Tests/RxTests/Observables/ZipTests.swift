import Foundation
import Rx
import RxTesting
import XCTest

private let testError = NSError(domain: "ZipTests", code: -1)

final class ZipTests: RxTestCase {
    private func arityForms(
        _ body: (_ zip: @escaping (TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>) -> Void
    ) {
        body { Observable.zip($0, $1) { $0 * 10 + $1 } }
        body { Observable.zip($0, $1).map { $0 * 10 + $1 } }
    }

    private func collectionForms(
        _ body: (_ zip: @escaping (TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>) -> Void
    ) {
        body { Observable.zip([$0, $1]) { $0[0] * 10 + $0[1] } }
        body { Observable.zip([$0, $1]).map { $0[0] * 10 + $0[1] } }
    }

    private func allForms(
        _ body: (_ zip: @escaping (TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>) -> Void
    ) {
        arityForms(body)
        collectionForms(body)
    }

    func testPairsElementsIndexByIndex() {
        allForms { zip in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, 9), .next(210, 1), .next(220, 2), .next(230, 3),
                .completed(400),
            ])
            let ys = scheduler.createHotObservable([.next(215, 5), .next(250, 6), .completed(410)])

            let res = scheduler.start { zip(xs, ys) }

            XCTAssertEqual(res.events, [.next(215, 15), .next(250, 26), .completed(410)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
            XCTAssertEqual(ys.subscriptions, [Subscription(200, 410)])
        }
    }

    func testArityFormCompletesOnlyWhenAllSourcesCompleted() {
        arityForms { zip in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let ys = scheduler.createHotObservable([.next(210, 5), .next(225, 6), .completed(230)])

            let res = scheduler.start { zip(xs, ys) }

            XCTAssertEqual(res.events, [.next(210, 15), .completed(230)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
            XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
        }
    }

    func testCollectionFormCompletesWhenAnElementCanNeverBePaired() {
        collectionForms { zip in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let ys = scheduler.createHotObservable([.next(210, 5), .next(225, 6), .completed(230)])

            let res = scheduler.start { zip(xs, ys) }

            XCTAssertEqual(res.events, [.next(210, 15), .completed(225)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
            XCTAssertEqual(ys.subscriptions, [Subscription(200, 225)])
        }
    }

    func testEmptyAndNeverNeverComplete() {
        allForms { zip in
            let scheduler = TestScheduler(initialClock: 0)
            let empty = scheduler.createHotObservable([.completed(210, Int.self)])
            let never = scheduler.createHotObservable([.next(150, 1)])

            let res = scheduler.start { zip(never, empty) }

            XCTAssertEqual(res.events, [])
            XCTAssertEqual(empty.subscriptions, [Subscription(200, 210)])
            XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
        }
    }

    func testErrorEndsEverythingAtThatTick() {
        allForms { zip in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
            let ys = scheduler.createHotObservable([.next(230, 2), .completed(240)])

            let res = scheduler.start { zip(xs, ys) }

            XCTAssertEqual(res.events, [.error(220, testError)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
            XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
        }
    }

    func testDispose() {
        allForms { zip in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
            let ys = scheduler.createColdObservable([.next(15, 5), .next(200, 6)])

            let res = scheduler.start(disposed: 300) { zip(xs, ys) }

            XCTAssertEqual(res.events, [.next(215, 15)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
            XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
        }
    }

    func testSelectorError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let ys = scheduler.createHotObservable([.next(215, 5), .next(230, 6)])

        let res = scheduler.start {
            Observable.zip(xs, ys) { x, y throws -> Int in
                if x == 2 { throw testError }
                return x + y
            }
        }

        XCTAssertEqual(res.events, [.next(215, 6), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testCollectionOfThreeAsymmetric() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(210, 1), .next(250, 4), .completed(270)])
        let e1 = scheduler.createHotObservable([
            .next(220, 2), .next(240, 5), .next(290, 7), .next(310, 9),
            .completed(410),
        ])
        let e2 = scheduler.createHotObservable([.next(230, 3), .next(260, 6), .next(280, 8), .completed(300)])

        let res = scheduler.start { Observable.zip([e0, e1, e2]) }

        XCTAssertEqual(res.events, [.next(230, [1, 2, 3]), .next(260, [4, 5, 6]), .completed(310)])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 270)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 310)])
        XCTAssertEqual(e2.subscriptions, [Subscription(200, 300)])
    }

    func testTupleFormOfThreeTypes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(215, "a"), .next(225, "b"), .completed(300)])
        let zs = scheduler.createHotObservable([.next(230, true), .completed(300)])

        let res = scheduler.start { Observable.zip(xs, ys, zs).map { "\($0)\($1)\($2)" } }

        XCTAssertEqual(res.events, [.next(230, "1atrue"), .completed(300)])
    }

    func testEmptyCollectionCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.zip([Observable<Int>]()) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testSynchronousSources() {
        var received: [String] = []
        var completed = false
        _ = Observable.zip(Observable.of(1, 2, 3), Observable.of("a", "b"))
            .subscribe(onNext: { received.append("\($0)\($1)") }, onCompleted: { completed = true })
        XCTAssertEqual(received, ["1a", "2b"])
        XCTAssertTrue(completed)
    }
}
