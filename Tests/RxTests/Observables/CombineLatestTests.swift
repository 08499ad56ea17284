import Foundation
import Rx
import RxTesting
import XCTest

private let testError = NSError(domain: "CombineLatestTests", code: -1)

final class CombineLatestTests: RxTestCase {
    private func bothForms(
        _ body: (_ combine: @escaping (TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>) -> Void
    ) {
        body { Observable.combineLatest($0, $1) { $0 * 10 + $1 } }
        body { Observable.combineLatest($0, $1).map { $0 * 10 + $1 } }
        body { Observable.combineLatest([$0, $1]) { $0[0] * 10 + $0[1] } }
        body { Observable.combineLatest([$0, $1]).map { $0[0] * 10 + $0[1] } }
    }

    func testEmitsOnceEachSourceHasSentThenOnEveryElement() {
        bothForms { combine in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 9), .next(210, 1), .next(240, 2), .completed(300)])
            let ys = scheduler.createHotObservable([.next(220, 5), .next(250, 6), .completed(260)])

            let res = scheduler.start { combine(xs, ys) }

            XCTAssertEqual(res.events, [.next(220, 15), .next(240, 25), .next(250, 26), .completed(300)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
            XCTAssertEqual(ys.subscriptions, [Subscription(200, 260)])
        }
    }

    func testEmptyAndNeverNeverComplete() {
        bothForms { combine in
            let scheduler = TestScheduler(initialClock: 0)
            let empty = scheduler.createHotObservable([.completed(210, Int.self)])
            let never = scheduler.createHotObservable([.next(150, 1)])

            let res = scheduler.start { combine(empty, never) }

            XCTAssertEqual(res.events, [])
            XCTAssertEqual(empty.subscriptions, [Subscription(200, 210)])
            XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
        }
    }

    func testCompletesWhenASourceSendsAfterAnEmptyOneCompleted() {
        bothForms { combine in
            let scheduler = TestScheduler(initialClock: 0)
            let empty = scheduler.createHotObservable([.completed(210, Int.self)])
            let some = scheduler.createHotObservable([.next(215, 2), .completed(220)])

            let res = scheduler.start { combine(some, empty) }

            XCTAssertEqual(res.events, [.completed(215)])
            XCTAssertEqual(empty.subscriptions, [Subscription(200, 210)])
            XCTAssertEqual(some.subscriptions, [Subscription(200, 215)])
        }
    }

    func testErrorEndsEverythingAtThatTick() {
        bothForms { combine in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
            let ys = scheduler.createHotObservable([.next(220, 2), .next(240, 3), .completed(250)])

            let res = scheduler.start { combine(xs, ys) }

            XCTAssertEqual(res.events, [.next(220, 12), .error(230, testError)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
            XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
        }
    }

    func testErrorAfterTheOtherCompleted() {
        bothForms { combine in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let ys = scheduler.createHotObservable([.next(215, 2), .error(230, testError)])

            let res = scheduler.start { combine(xs, ys) }

            XCTAssertEqual(res.events, [.next(215, 12), .error(230, testError)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        }
    }

    func testDispose() {
        bothForms { combine in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(310, 2)])
            let ys = scheduler.createHotObservable([.next(220, 2), .completed(230)])

            let res = scheduler.start(disposed: 300) { combine(xs, ys) }

            XCTAssertEqual(res.events, [.next(220, 12)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
            XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
        }
    }

    func testSelectorErrorEndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let ys = scheduler.createHotObservable([.next(220, 5)])

        let res = scheduler.start {
            Observable.combineLatest(xs, ys) { x, y throws -> Int in
                if x == 2 { throw testError }
                return x + y
            }
        }

        XCTAssertEqual(res.events, [.next(220, 6), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testTupleFormKeepsTypesOfEightSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let ints = (0..<4).map { index in scheduler.createHotObservable([.next(210 + index, index), .completed(300)]) }
        let strings = (0..<4).map { index in
            scheduler.createHotObservable([.next(220 + index, "s\(index)"), .completed(310)])
        }

        let res = scheduler.start {
            Observable.combineLatest(ints[0], strings[0], ints[1], strings[1], ints[2], strings[2], ints[3], strings[3])
                .map { "\($0)\($1)\($2)\($3)\($4)\($5)\($6)\($7)" }
        }

        XCTAssertEqual(res.events, [.next(223, "0s01s12s23s3"), .completed(310)])
        XCTAssertEqual(ints[2].subscriptions, [Subscription(200, 300)])
    }

    func testEmptyCollectionSendsOneEmptyCombination() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.combineLatest([Observable<Int>]()).map { $0.count } }
        XCTAssertEqual(res.events, [.next(200, 0), .completed(200)])
    }

    func testSynchronousSources() {
        var received: [[Int]] = []
        _ = Observable.combineLatest([Observable.of(1, 2), .of(10, 20)]).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [[1, 10], [2, 10], [2, 20]])

        var sums: [Int] = []
        _ = Observable.combineLatest(Observable.just(1), Observable.of(10, 20), resultSelector: +)
            .subscribe(onNext: { sums.append($0) })
        XCTAssertEqual(sums, [11, 21])
    }

    func testSerializesDeliveryFromManyThreads() {
        let perThread = 2_000
        let subjects = (0..<4).map { _ in PublishSubject<Int>() }
        let observer = SerialityCheckingObserver<Int>()
        let done = expectation(description: "completed")
        observer.onCompleted = { done.fulfill() }
        let subscription = Observable.combineLatest(subjects.map { $0.asObservable() }) { $0.reduce(0, +) }
            .subscribe(observer)
        for subject in subjects { subject.onNext(0) }

        for subject in subjects {
            DispatchQueue.global().async {
                for value in 1...perThread { subject.onNext(value) }
                subject.onCompleted()
            }
        }
        wait(for: [done], timeout: 20)
        XCTAssertEqual(observer.count, 1 + subjects.count * perThread)
        XCTAssertFalse(observer.overlapped)
        subscription.dispose()
    }

    func testLatestElementsAreReplacedAndReleasedWithTheSubscription() {
        final class Token {
            let value: Int
            let onDeinit: () -> Void
            init(_ value: Int, onDeinit: @escaping () -> Void) {
                self.value = value
                self.onDeinit = onDeinit
            }
            deinit { onDeinit() }
        }
        var released: [Int] = []
        let (a, b) = (PublishSubject<Token>(), PublishSubject<String>())
        var received: [String] = []
        let subscription = Observable.combineLatest(a, b) { "\($0.value)\($1)" }
            .subscribe(onNext: { received.append($0) })
        a.onNext(Token(1) { released.append(1) })
        a.onNext(Token(2) { released.append(2) })
        XCTAssertEqual(released, [1], "a newer element replaces (and releases) the older one")
        b.onNext("x")
        b.onNext("y")
        a.onNext(Token(3) { released.append(3) })
        XCTAssertEqual(received, ["2x", "2y", "3y"])
        XCTAssertEqual(released, [1, 2])
        subscription.dispose()
        XCTAssertEqual(released, [1, 2, 3], "disposing releases the latest elements")
    }
}
