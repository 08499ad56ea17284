import Rx
import RxTesting
import XCTest

final class InfallibleTests: RxTestCase {
    func testCreateAndSubscribe() {
        var log: [String] = []
        _ = Infallible<Int>.create { observer in
            observer(.next(1))
            observer(.completed)
            return Disposables.create()
        }.subscribe(
            onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") })
        XCTAssertEqual(log, ["next 1", "completed", "disposed"])
    }

    func testJustOfFrom() {
        var values: [Int] = []
        _ = Infallible.just(1).subscribe(onNext: { values.append($0) })
        _ = Infallible.of(2, 3).subscribe(onNext: { values.append($0) })
        _ = Infallible.from([4]).subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [1, 2, 3, 4])
    }

    func testAsInfallibleOnErrorJustReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TraitsTestError.failed)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 0), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAsInfallibleOnErrorFallbackToAndRecover() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(220, TraitsTestError.failed)] as [Recorded<Event<Int>>])
        let fallback = scheduler.start { xs.asInfallible(onErrorFallbackTo: .just(5)) }
        XCTAssertEqual(fallback.events, [.next(220, 5), .completed(220)])
        var errors: [String] = []
        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.error(230, TraitsTestError.other)] as [Recorded<Event<Int>>])
        let recovered = scheduler2.start {
            ys.asInfallible(onErrorRecover: { error in
                errors.append("\(error)")
                return .empty()
            })
        }
        XCTAssertEqual(recovered.events, [.completed(230)])
        XCTAssertEqual(errors, ["other"])
    }

    func testOperators() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).filter { $0 != 2 }.map { $0 * 10 }
        }
        XCTAssertEqual(res.events, [.next(210, 10), .next(230, 30), .completed(240)])
    }

    func testEventSubscribe() {
        var events: [String] = []
        _ = Infallible.of(1, 2).subscribe { event in
            switch event {
            case .next(let value): events.append("next \(value)")
            case .completed: events.append("completed")
            }
        }
        XCTAssertEqual(events, ["next 1", "next 2", "completed"])
    }
}
