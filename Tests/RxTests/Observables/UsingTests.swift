import Foundation
import Rx
import RxTesting
import XCTest

private let usingError = NSError(domain: "UsingTests", code: 1)

private final class RecordingResource: Disposable {
    let scheduler: TestScheduler
    private(set) var disposedAt: [Int] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    func dispose() {
        disposedAt.append(scheduler.clock)
    }
}

final class UsingTests: RxTestCase {
    func testResourceLivesAsLongAsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        var resources: [RecordingResource] = []
        var createdAt: [Int] = []

        let res = scheduler.start {
            Observable.using(
                { () -> RecordingResource in
                    let resource = RecordingResource(scheduler: scheduler)
                    resources.append(resource)
                    createdAt.append(scheduler.clock)
                    return resource
                }, observableFactory: { _ in xs.asObservable() })
        }

        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(createdAt, [200])
        XCTAssertEqual(resources.map(\.disposedAt), [[220]])
    }

    func testErrorDisposesResource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, usingError)])
        var resource: RecordingResource?

        let res = scheduler.start {
            Observable.using(
                { () -> RecordingResource in
                    let made = RecordingResource(scheduler: scheduler)
                    resource = made
                    return made
                }, observableFactory: { _ in xs.asObservable() })
        }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, usingError)])
        XCTAssertEqual(resource?.disposedAt, [220])
    }

    func testDisposeDisposesResource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1)])
        var resource: RecordingResource?

        let res = scheduler.start(disposed: 500) {
            Observable.using(
                { () -> RecordingResource in
                    let made = RecordingResource(scheduler: scheduler)
                    resource = made
                    return made
                }, observableFactory: { _ in xs.asObservable() })
        }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
        XCTAssertEqual(resource?.disposedAt, [500])
    }

    func testResourceFactoryThrowing() {
        let scheduler = TestScheduler(initialClock: 0)
        var factoryCalls = 0

        let res = scheduler.start {
            Observable<Int>.using(
                { () throws -> RecordingResource in throw usingError },
                observableFactory: { _ in
                    factoryCalls += 1
                    return .just(1)
                })
        }

        XCTAssertEqual(res.events, [.error(200, usingError)])
        XCTAssertEqual(factoryCalls, 0)
    }

    func testObservableFactoryThrowingDisposesResource() {
        let scheduler = TestScheduler(initialClock: 0)
        var resource: RecordingResource?

        let res = scheduler.start {
            Observable<Int>.using(
                { () -> RecordingResource in
                    let made = RecordingResource(scheduler: scheduler)
                    resource = made
                    return made
                }, observableFactory: { _ in throw usingError })
        }

        XCTAssertEqual(res.events, [.error(200, usingError)])
        XCTAssertEqual(resource?.disposedAt, [200])
    }

    func testEachSubscriptionGetsItsOwnResource() {
        var made = 0
        let source = Observable<Int>.using(
            { () -> BooleanDisposable in
                made += 1
                return BooleanDisposable()
            }, observableFactory: { _ in .just(made) })
        var values: [Int] = []

        _ = source.subscribe(onNext: { values.append($0) })
        _ = source.subscribe(onNext: { values.append($0) })

        XCTAssertEqual(values, [1, 2])
    }
}
