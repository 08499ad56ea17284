import Rx
import RxTesting
import XCTest

final class MaybeCompletableTests: RxTestCase {
    func testMaybeCreateShapes() {
        let scheduler = TestScheduler(initialClock: 0)
        let success = scheduler.start(created: 100, subscribed: 200, disposed: 1000) {
            Maybe<Int>.create { maybe in
                maybe(.success(1))
                maybe(.completed)
                return Disposables.create()
            }.asObservable()
        }
        XCTAssertEqual(success.events, [.next(200, 1), .completed(200)])
    }

    func testMaybeCompletedAndErrorShapes() {
        var log: [String] = []
        _ = Maybe<Int>.create { maybe in
            maybe(.completed)
            return Disposables.create()
        }.subscribe(
            onSuccess: { log.append("success \($0)") }, onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        _ = Maybe<Int>.error(TraitsTestError.failed)
            .subscribe(
                onSuccess: { log.append("success \($0)") }, onError: { log.append("error \($0)") },
                onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        _ = Maybe.just(5)
            .subscribe(
                onSuccess: { log.append("success \($0)") }, onError: { log.append("error \($0)") },
                onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        XCTAssertEqual(log, ["completed", "disposed", "error failed", "disposed", "success 5", "disposed"])
    }

    func testMaybeEventSubscribeSuccessDoesNotAlsoComplete() {
        var events: [String] = []
        _ = Maybe.just(1).subscribe { event in
            switch event {
            case .success(let value): events.append("success \(value)")
            case .error(let error): events.append("error \(error)")
            case .completed: events.append("completed")
            }
        }
        XCTAssertEqual(events, ["success 1"])
    }

    func testCompletableCreateShapes() {
        var log: [String] = []
        _ = Completable.create { completable in
            completable(.completed)
            completable(.error(TraitsTestError.failed))
            return Disposables.create()
        }.subscribe(
            onCompleted: { log.append("completed") }, onError: { log.append("error \($0)") },
            onDisposed: { log.append("disposed") })
        _ = Completable.error(TraitsTestError.other)
            .subscribe { event in
                switch event {
                case .completed: log.append("completed")
                case .error(let error): log.append("error \(error)")
                }
            }
        XCTAssertEqual(log, ["completed", "disposed", "error other"])
    }

    func testAndThenSubscribesSecondAfterCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.completed(50)] as [Recorded<Event<Never>>])
        let second = scheduler.createColdObservable([.next(20, 7), .completed(20)])
        let res = scheduler.start {
            first.asCompletable().andThen(second.asSingle()).asObservable()
        }
        XCTAssertEqual(res.events, [.next(270, 7), .completed(270)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(second.subscriptions, [Subscription(250, 270)])
    }

    func testAndThenSkipsSecondOnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.error(50, TraitsTestError.failed)] as [Recorded<Event<Never>>])
        let second = scheduler.createColdObservable([.next(20, 7), .completed(20)])
        let res = scheduler.start { first.asCompletable().andThen(second.asObservable()) }
        XCTAssertEqual(res.events, [.error(250, TraitsTestError.failed)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(second.subscriptions, [])
    }

    func testAndThenDisposeDuringSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.completed(50)] as [Recorded<Event<Never>>])
        let second = scheduler.createColdObservable([.next(100, 7), .completed(200)])
        let res = scheduler.start(disposed: 300) { first.asCompletable().andThen(second.asObservable()) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(second.subscriptions, [Subscription(250, 300)])
    }

    func testAndThenCompletableAndMaybe() {
        var log: [String] = []
        _ = Completable.empty().andThen(Completable.empty())
            .subscribe(onCompleted: { log.append("completed") })
        _ = Completable.empty().andThen(Maybe<Int>.empty())
            .subscribe(onSuccess: { log.append("success \($0)") }, onCompleted: { log.append("empty") })
        XCTAssertEqual(log, ["completed", "empty"])
    }
}
