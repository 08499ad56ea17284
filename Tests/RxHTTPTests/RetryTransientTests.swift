import Foundation
import HTTPStubServer
import Rx
import RxHTTP
import RxTesting
import XCTest

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class RetryTransientTests: RxTestCase {
    private struct Failure: TransientFailure, Equatable {
        var isTransient: Bool
    }

    /// Two retries, waiting 50 then 100 ticks.
    private let policy = RetryPolicy(maxRetries: 2, initialDelay: .seconds(50), multiplier: 2, maxDelay: .seconds(1000))

    func testTransientFailuresAreRetriedWithGrowingWaitsThenTheLastErrorArrives() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, HTTPError.status(code: 503, message: nil))])
        let res = scheduler.start { xs.retryTransient(policy: self.policy, scheduler: scheduler) }
        XCTAssertEqual(
            res.events,
            [
                .next(210, 1),
                .next(280, 1),
                .next(400, 1),
                .error(410, HTTPError.status(code: 503, message: nil)),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(270, 290), Subscription(390, 410)])
    }

    func testARetryThatSucceedsCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createColdObservable(
            [.error(20, HTTPError.transport(.timedOut))] as [Recorded<Event<Int>>])
        let succeeding = scheduler.createColdObservable([.next(10, 7), .completed(10)])
        var attempts = 0
        let res = scheduler.start {
            Observable.deferred { () -> Observable<Int> in
                attempts += 1
                return attempts == 1 ? failing.asObservable() : succeeding.asObservable()
            }
            .retryTransient(policy: self.policy, scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(280, 7), .completed(280)])
        XCTAssertEqual(failing.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(succeeding.subscriptions, [Subscription(270, 280)])
    }

    func testClientErrorsAndRateLimitsAreNeverRetried() {
        let errors: [Error] = [
            HTTPError.status(code: 404, message: nil),
            HTTPError.status(code: 422, message: "Validation Failed"),
            HTTPError.rateLimited(resetAt: nil, retryAfter: 1),
            HTTPError.transport(.cancelled),
            HTTPError.decoding(path: "items", reason: "missing"),
            Failure(isTransient: false),
        ]
        for error in errors {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.error(20, error)] as [Recorded<Event<Int>>])
            let res = scheduler.start { xs.retryTransient(policy: self.policy, scheduler: scheduler) }
            XCTAssertEqual(res.events.count, 1, "\(error)")
            XCTAssertEqual(res.events.first?.time, 220, "\(error)")
            XCTAssertNotNil(res.events.first?.value.error, "\(error)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)], "\(error)")
        }
    }

    func testAnyTransientFailureTypeIsRetried() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(20, Failure(isTransient: true))] as [Recorded<Event<Int>>])
        let res = scheduler.start {
            xs.retryTransient(policy: RetryPolicy(maxRetries: 1, initialDelay: .seconds(5)), scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.error(245, Failure(isTransient: true))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(225, 245)])
    }

    func testDisposingDuringAWaitCancelsTheRetry() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable(
            [.error(20, HTTPError.status(code: 500, message: nil))] as [Recorded<Event<Int>>])
        let res = scheduler.start(disposed: 250) { xs.retryTransient(policy: self.policy, scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTheDefaultPolicyWaitsHalfASecondThenOneThenTwo() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let xs = scheduler.createColdObservable(
            [.error(10, HTTPError.transport(.connectionLost))] as [Recorded<Event<Int>>])
        _ = scheduler.start(disposed: 5000) { xs.retryTransient(scheduler: scheduler) }
        XCTAssertEqual(
            xs.subscriptions,
            [
                Subscription(200, 210), Subscription(710, 720), Subscription(1720, 1730), Subscription(3730, 3740),
            ])
    }

    // MARK: - Over real HTTP

    func testTheStubsFlakyScenarioSucceedsOnTheRetry() throws {
        guard let server = try? StubServer() else {
            if ProcessInfo.processInfo.environment["CI"] != nil {
                XCTFail("the stub server did not start; CI needs python3")
            }
            throw XCTSkip("python3 is needed for the stub server")
        }
        defer { server.stop() }
        let path = "/search/repositories?q=flaky-\(UUID().uuidString)"
        let url = try XCTUnwrap(URL(string: server.baseURL(scenario: "flaky").absoluteString + path))
        var request = URLRequest(url: url)
        request.timeoutInterval = 20
        let scheduler = ConcurrentDispatchQueueScheduler(queue: DispatchQueue.global())
        let retrying = RetryPolicy(maxRetries: 2, initialDelay: .milliseconds(20))

        let collector = EventCollector<Data>(self)
        _ = collector.subscribe(
            URLSession.shared.rx.data(request: request).retryTransient(policy: retrying, scheduler: scheduler))
        wait(for: [collector.finished], timeout: 20)

        XCTAssertNil(collector.error)
        XCTAssertEqual(collector.elements.count, 1)
        XCTAssertTrue(collector.completed)
        XCTAssertEqual(server.requests().filter { $0.path.hasSuffix(path) }.count, 2, "one 503, then one success")

        let fresh = "/search/repositories?q=flaky-\(UUID().uuidString)"
        var once = URLRequest(url: try XCTUnwrap(URL(string: server.baseURL(scenario: "flaky").absoluteString + fresh)))
        once.timeoutInterval = 20
        let unretried = EventCollector<Data>(self)
        _ = unretried.subscribe(
            URLSession.shared.rx.data(request: once).retryTransient(policy: .none, scheduler: scheduler))
        wait(for: [unretried.finished], timeout: 20)
        XCTAssertEqual(unretried.error.flatMap { HTTPError($0) }, .status(code: 503, message: "Service Unavailable"))
    }
}
