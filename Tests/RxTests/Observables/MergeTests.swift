import Foundation
import Rx
import RxTesting
import XCTest

private let testError = NSError(domain: "MergeTests", code: -1)

final class MergeTests: RxTestCase {
    // MARK: static merge

    func testMergeInterleavesSourcesAndCompletesWithTheLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(230, 3), .completed(240)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(250, 4), .completed(260)])

        let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(250, 4), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 260)])
    }

    func testMergeErrorDisposesEverySourceAtThatTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(240, 4), .completed(260)])
        let zs = scheduler.createHotObservable([.completed(215, Int.self)])

        let res = scheduler.start { Observable.merge([xs.asObservable(), ys.asObservable(), zs.asObservable()]) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 215)])
    }

    func testMergeDisposeUnsubscribesFromEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(310, 3)])
        let ys = scheduler.createColdObservable([.next(20, 2), .next(150, 4)])

        let res = scheduler.start(disposed: 300) { Observable.merge(xs.asObservable(), ys.asObservable()) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testMergeOfNoSourcesCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.merge([]) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testMergeAcceptsAnyCollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createHotObservable([.next(215, 2), .completed(230)])
        let sources = [Observable<Int>.never(), xs.asObservable(), ys.asObservable()][1...]

        let res = scheduler.start { Observable.merge(sources) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(215, 2), .completed(230)])
    }

    func testMergeOfSynchronousSourcesInterleavesThroughTheTrampoline() {
        var received: [Int] = []
        var completed = false
        _ = Observable.merge(.of(1, 2), .of(3, 4)).subscribe(
            onNext: { received.append($0) },
            onCompleted: {
                completed = true
            })
        XCTAssertEqual(received, [1, 3, 2, 4])
        XCTAssertTrue(completed)

        received = []
        _ = Observable.merge(.just(1), .of(2, 3), .just(4)).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 4, 2, 3])
    }

    func testMergeForwardsFromItsOwnDownstreamWithoutDeadlock() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = Observable.merge(subject.asObservable(), .never()).subscribe(onNext: { value in
            received.append(value)
            if value < 3 { subject.onNext(value + 1) }
        })
        subject.onNext(1)
        XCTAssertEqual(received, [1, 2, 3])
        subscription.dispose()
    }

    // MARK: merge() on a sequence of sequences

    func testMergeOfInnerSequencesOutlivesTheOuterCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(5, 101), .next(30, 102), .completed(50)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .next(20, 202), .completed(70)])
        let xs = scheduler.createHotObservable([
            .next(210, ys1.asObservable()), .next(220, ys2.asObservable()), .completed(230),
        ])

        let res = scheduler.start { xs.merge() }

        XCTAssertEqual(
            res.events,
            [
                .next(215, 101), .next(230, 201), .next(240, 102), .next(240, 202), .completed(290),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 260)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(220, 290)])
    }

    func testMergeOfInnerSequencesInnerErrorEndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(5, 101), .error(30, testError)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .next(50, 202)])
        let xs = scheduler.createHotObservable([.next(210, ys2.asObservable()), .next(220, ys1.asObservable())])

        let res = scheduler.start { xs.merge() }

        XCTAssertEqual(res.events, [.next(220, 201), .next(225, 101), .error(250, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(220, 250)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(210, 250)])
    }

    func testMergeOfInnerSequencesOuterErrorEndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(5, 101), .next(100, 102)])
        let xs = scheduler.createHotObservable([.next(210, ys1.asObservable()), .error(240, testError)])

        let res = scheduler.start { xs.merge() }

        XCTAssertEqual(res.events, [.next(215, 101), .error(240, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 240)])
    }

    func testMergeOfInnerSequencesDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(5, 101), .next(100, 102)])
        let xs = scheduler.createHotObservable([.next(210, ys1.asObservable()), .completed(220)])

        let res = scheduler.start(disposed: 250) { xs.merge() }

        XCTAssertEqual(res.events, [.next(215, 101)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 250)])
    }

    // MARK: threads

    func testInnerTeardownRunsWithoutHoldingTheMergeLock() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let delivered = DispatchSemaphore(value: 0)
        var deliveredDuringTeardown = false
        let firstWithTeardown = Observable<Int>.create { observer in
            let subscription = first.subscribe(observer)
            return Disposables.create {
                DispatchQueue.global().async { second.onNext(1) }
                deliveredDuringTeardown = delivered.wait(timeout: .now() + 5) == .success
                subscription.dispose()
            }
        }
        let subscription = Observable.merge(firstWithTeardown, second.asObservable())
            .subscribe(onNext: { if $0 == 1 { delivered.signal() } })

        first.onCompleted()

        XCTAssertTrue(deliveredDuringTeardown)
        subscription.dispose()
    }

    func testMergeSerializesDeliveryFromManyThreads() {
        let threads = 4
        let perThread = 2_000
        let subjects = (0..<threads).map { _ in PublishSubject<Int>() }
        let observer = SerialityCheckingObserver<Int>()
        let done = expectation(description: "completed")
        observer.onCompleted = { done.fulfill() }
        let subscription = Observable.merge(subjects.map { $0.asObservable() }).subscribe(observer)

        let group = DispatchGroup()
        for subject in subjects {
            DispatchQueue.global().async(group: group) {
                for value in 0..<perThread { subject.onNext(value) }
                subject.onCompleted()
            }
        }
        wait(for: [done], timeout: 20)
        XCTAssertEqual(group.wait(timeout: .now() + 20), .success)
        XCTAssertEqual(observer.count, threads * perThread)
        XCTAssertFalse(observer.overlapped)
        subscription.dispose()
    }
}

/// Records whether two deliveries ever overlapped, which the Rx contract forbids.
// Sendable: `lock` guards the counters.
final class SerialityCheckingObserver<Element>: ObserverType, @unchecked Sendable {
    private let lock = NSLock()
    private var inside = false
    private var seen = 0
    private var sawOverlap = false
    var onCompleted: () -> Void = {}

    var count: Int { lock.withLock { seen } }
    var overlapped: Bool { lock.withLock { sawOverlap } }

    func on(_ event: Event<Element>) {
        lock.withLock {
            if inside { sawOverlap = true }
            inside = true
        }
        if case .next = event { usleep(0) }
        lock.withLock {
            inside = false
            if case .next = event { seen += 1 }
        }
        if case .completed = event { onCompleted() }
    }
}
