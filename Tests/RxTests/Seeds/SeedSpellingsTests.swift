import Dispatch
import Foundation
import Rx
import RxTesting
import XCTest

/// The seeds' own RxSwift 6 spellings, compiled and run against `Rx`: a request wrapped in `Observable.create`
/// that cancels on dispose, `asDriver(onErrorRecover:)`, `bind(to:)`, `drive`, `throttle`, `switchLatest`,
/// `flatMapLatest`.
final class SeedSpellingsTests: RxTestCase {
    /// A stand-in for a data task: records whether it was cancelled.
    private final class FakeTask: @unchecked Sendable { // Sendable: only touched on the test's thread.
        var cancelled = false
        func cancel() { cancelled = true }
    }

    func testCreateWithACancellingDisposableCancelsOnDispose() {
        let task = FakeTask()
        let remoteStream = Observable<String>.create { observer in
            observer.onNext("started")
            return Disposables.create { task.cancel() }
        }
        var received: [String] = []
        let subscription = remoteStream.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, ["started"])
        XCTAssertFalse(task.cancelled)
        subscription.dispose()
        XCTAssertTrue(task.cancelled)
    }

    func testDriverChainOfTheSeeds() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(String.self)
        let query = scheduler.createHotObservable([
            .next(210, "r"), .next(220, "rx"), .next(400, "rxs"), .error(500, RxError.unknown),
        ])
        SharingScheduler.mock(scheduler: scheduler) {
            let results = query.asObservable()
                .throttle(.seconds(100), scheduler: scheduler)
                .map { text in Observable.just(text.uppercased()) }
                .switchLatest()
                .flatMapLatest { Observable.just("result: \($0)") }
                .asDriver(onErrorRecover: { _ in Driver.just("failed") })
            let relay = BehaviorRelay(value: "")
            let bag = DisposeBag()
            results.drive(observer).disposed(by: bag)
            results.asObservable().bind(to: relay).disposed(by: bag)
            scheduler.start()
            XCTAssertEqual(relay.value, "failed")
        }
        // throttle: "r" at once (210); "rx" when that window ends (310); "rxs" (400) when the window opened by "rx"
        // ends (410). Each reaches the driver one tick later through the (mocked) main scheduler. The error arrives
        // there at 501 and is recovered by `Driver.just`, which itself delivers on that scheduler: 502.
        XCTAssertEqual(
            observer.events,
            [
                .next(211, "result: R"), .next(311, "result: RX"), .next(411, "result: RXS"),
                .next(502, "failed"), .completed(502),
            ])
    }
}
