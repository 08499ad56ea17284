import Rx
import RxTesting
import XCTest

/// A user-defined sequence type, conforming the way RxSwift users conform their own types.
private struct Countdown: ObservableType {
    typealias Element = Int
    let from: Int

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
        for value in stride(from: from, through: 1, by: -1) {
            observer.on(.next(value))
        }
        observer.on(.completed)
        observer.on(.next(-1)) // misbehaves after completion: asObservable must not pass this on
        return Disposables.create()
    }
}

final class AsObservableTests: RxTestCase {
    func testAsObservable_onObservableReturnsItself() {
        let source = Observable.just(1)
        XCTAssertTrue(source.asObservable() === source)
    }

    func testAsObservable_customConformance() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Countdown(from: 3).asObservable() }
        XCTAssertEqual(res.events, [.next(200, 3), .next(200, 2), .next(200, 1), .completed(200)])
    }

    func testAsObservable_customConformanceWorksWithOperators() {
        var values: [Int] = []
        _ = Countdown(from: 4).map { $0 * 10 }.filter { $0 > 10 }.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [40, 30, 20])
    }

    func testAsObservable_testableObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.asObservable() }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}
