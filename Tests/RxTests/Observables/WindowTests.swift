import Foundation
import Rx
import RxTesting
import XCTest

private let windowError = NSError(domain: "WindowTests", code: 1)

final class WindowTests: RxTestCase {
    /// Subscribes at 200, records when each window opens and every element as "window:element".
    private func run(
        _ scheduler: TestScheduler, disposed: Int = 1000, _ make: @escaping () -> Observable<Observable<Int>>
    ) -> (outer: TestableObserver<Int>, elements: TestableObserver<String>) {
        let outer = scheduler.createObserver(Int.self)
        let elements = scheduler.createObserver(String.self)
        var subscription: Disposable?
        var windowCount = 0
        scheduler.scheduleAt(200) {
            subscription = make().subscribe { event in
                switch event {
                case .next(let window):
                    let index = windowCount
                    windowCount += 1
                    outer.onNext(index)
                    _ = window.subscribe { inner in
                        switch inner {
                        case .next(let element): elements.onNext("\(index):\(element)")
                        case .error(let error): elements.onError(error)
                        case .completed: break
                        }
                    }
                case .error(let error): outer.onError(error)
                case .completed: outer.onCompleted()
                }
            }
        }
        scheduler.scheduleAt(disposed) { subscription?.dispose() }
        scheduler.start()
        return (outer, elements)
    }

    func testWindowsCloseOnCountAndOnTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(280, 4), .next(320, 5), .next(450, 6),
            .completed(460),
        ])

        let (outer, elements) = run(scheduler) { xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }

        XCTAssertEqual(
            outer.events,
            [
                .next(200, 0), .next(230, 1), .next(300, 2), .next(370, 3), .next(440, 4), .completed(460),
            ])
        XCTAssertEqual(
            elements.events,
            [
                .next(210, "0:1"), .next(220, "0:2"), .next(230, "0:3"), .next(280, "1:4"), .next(320, "2:5"),
                .next(450, "4:6"),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 460)])
    }

    func testErrorReachesWindowAndOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, windowError)])

        let (outer, elements) = run(scheduler) { xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }

        XCTAssertEqual(outer.events, [.next(200, 0), .error(220, windowError)])
        XCTAssertEqual(elements.events, [.next(210, "0:1"), .error(220, windowError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSourceStaysSubscribedWhileAWindowIsObserved() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(260, 3), .next(320, 4)])

        let (outer, elements) = run(scheduler, disposed: 250) {
            xs.window(timeSpan: .seconds(100), count: 10, scheduler: scheduler)
        }

        XCTAssertEqual(outer.events, [.next(200, 0)])
        XCTAssertEqual(elements.events, [.next(210, "0:1"), .next(240, "0:2"), .next(260, "0:3")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDisposeWithoutObservedWindowsEndsSourceSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let res = scheduler.start(disposed: 250) {
            xs.window(timeSpan: .seconds(20), count: 10, scheduler: scheduler).map { _ in 1 }
        }

        XCTAssertEqual(res.events, [.next(200, 1), .next(220, 1), .next(240, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
