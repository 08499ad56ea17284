import Foundation
import Rx
import RxTesting
import XCTest

private let testError = NSError(domain: "ConcatTests", code: -1)

final class ConcatTests: RxTestCase {
    func testConcatSubscribesToEachSourceWhenThePreviousCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let xs2 = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let xs3 = scheduler.createColdObservable([.completed(5, Int.self)])

        let res = scheduler.start { Observable.concat(xs1.asObservable(), xs2.asObservable(), xs3.asObservable()) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(240, 3), .completed(255)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(230, 250)])
        XCTAssertEqual(xs3.subscriptions, [Subscription(250, 255)])
    }

    func testConcatStopsAtTheFirstError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let xs2 = scheduler.createColdObservable([.next(10, 3), .completed(20)])

        let res = scheduler.start { Observable.concat([xs1.asObservable(), xs2.asObservable()]) }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(xs2.subscriptions, [])
    }

    func testConcatDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let xs2 = scheduler.createColdObservable([.next(10, 3), .next(100, 4)])

        let res = scheduler.start(disposed: 250) { xs1.concat(xs2) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(220, 250)])
    }

    func testConcatOfHotSourceSeesOnlyLaterEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let xs2 = scheduler.createHotObservable([.next(220, 2), .next(240, 3), .completed(250)])

        let res = scheduler.start { xs1.concat(xs2) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 3), .completed(250)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(230, 250)])
    }

    func testConcatOfNothingCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.concat([]) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testConcatIteratesASequenceLazilyPerSubscription() {
        var made = 0
        let sources = AnySequence { () -> AnyIterator<Observable<Int>> in
            var index = 0
            return AnyIterator {
                index += 1
                guard index <= 3 else { return nil }
                made += 1
                return .just(index)
            }
        }
        let concatenated = Observable.concat(sources)
        XCTAssertEqual(made, 0)
        var received: [Int] = []
        _ = concatenated.subscribe(onNext: { received.append($0) })
        _ = concatenated.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2, 3, 1, 2, 3])
        XCTAssertEqual(made, 6)
    }

    func testConcatOfSynchronousSourcesKeepsOrder() {
        var received: [Int] = []
        var completed = false
        _ = Observable.concat(.of(1, 2), .just(3), .of(4, 5))
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [1, 2, 3, 4, 5])
        XCTAssertTrue(completed)
    }

    func testDeeplyNestedConcatRunsWithoutGrowingTheStack() {
        let depth = 20_000
        var nested = Observable<Int>.just(depth)
        for value in (0..<depth).reversed() {
            nested = Observable.concat([Observable.just(value), nested])
        }
        var count = 0
        var completed = false
        _ = nested.subscribe(onNext: { _ in count += 1 }, onCompleted: { completed = true })
        XCTAssertEqual(count, depth + 1)
        XCTAssertTrue(completed)
    }

    func testFreeingDeeplyNestedConcatsDoesNotRecurse() {
        // A thread with a 256 KiB stack: freeing 20,000 nested concatenations one deinit inside another needs far
        // more, so this crashes unless they are torn down in a loop.
        let done = expectation(description: "freed")
        let thread = Thread {
            var nested = Observable<Int>.just(0)
            for value in 0..<20_000 {
                nested = Observable.concat([Observable.just(value), nested])
            }
            nested = Observable.empty()
            _ = nested
            done.fulfill()
        }
        thread.stackSize = 256 * 1024
        thread.start()
        wait(for: [done], timeout: 30)
    }

    func testManySynchronousSourcesRunWithoutGrowingTheStack() {
        var count = 0
        _ = Observable.concat((0..<20_000).map { Observable.just($0) }).subscribe(onNext: { _ in count += 1 })
        XCTAssertEqual(count, 20_000)
    }
    func testNestedConcatOfCollectionsKeepsOnePendingSequence() {
        maxTailRecursiveSinkStackSize = 0
        var nested = Observable<Int>.just(50)
        for value in (0..<50).reversed() {
            nested = Observable.concat([Observable.just(value), nested])
        }
        var received: [Int] = []
        _ = nested.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, Array(0...50))
        XCTAssertEqual(maxTailRecursiveSinkStackSize, 1)
    }

    func testNestedConcatOfSequencesOfUnknownLengthKeepsEachIterator() {
        maxTailRecursiveSinkStackSize = 0
        var nested = Observable<Int>.just(50)
        for value in (0..<50).reversed() {
            nested = Observable.concat(AnySequence([Observable.just(value), nested]))
        }
        var received: [Int] = []
        _ = nested.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, Array(0...50))
        XCTAssertEqual(maxTailRecursiveSinkStackSize, 50)
    }
}
