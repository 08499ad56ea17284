import Rx
import RxTesting
import XCTest

final class DoTests: RxTestCase {
    func testDo_seesEveryElementBeforeDownstream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])
        var seen: [Int] = []
        let res = scheduler.start { xs.do(onNext: { seen.append($0) }) }
        XCTAssertEqual(seen, [2, 3])
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDo_onAndAfterOrderAroundDownstream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        var log: [String] = []
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = xs.do(
                onNext: { log.append("onNext \($0)") },
                afterNext: { log.append("afterNext \($0)") },
                onCompleted: { log.append("onCompleted") },
                afterCompleted: { log.append("afterCompleted") },
                onDispose: { log.append("onDispose") }
            )
            .subscribe { event in
                log.append("downstream \(event)")
                res.on(event)
            }
        }
        scheduler.start()
        XCTAssertEqual(
            log,
            [
                "onNext 2", "downstream next(2)", "afterNext 2",
                "onCompleted", "downstream completed", "afterCompleted", "onDispose",
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDo_errorHandlers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(250, OperatorTestError.boom)])
        var log: [String] = []
        let res = scheduler.start {
            xs.do(onError: { log.append("onError \($0)") }, afterError: { log.append("afterError \($0)") })
        }
        XCTAssertEqual(log, ["onError boom", "afterError boom"])
        XCTAssertEqual(res.events, [.next(210, 2), .error(250, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDo_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(260, 3)])
        var disposedAt: [Int] = []
        let res = scheduler.start(disposed: 250) { xs.do(onDispose: { disposedAt.append(scheduler.clock) }) }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(disposedAt, [250])
    }

    func testDo_onNextThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
        var invoked = 0
        let res = scheduler.start {
            xs.do(onNext: { _ in
                if invoked > 2 { throw OperatorTestError.boom }
                invoked += 1
            })
        }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(230, 4), .error(240, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(invoked, 3)
    }

    func testDo_afterNextThrows_elementStillSent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.do(afterNext: { _ in throw OperatorTestError.boom }) }
        XCTAssertEqual(res.events, [.next(210, 2), .error(210, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testDo_onErrorThrows_replacesError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(250, OperatorTestError.boom)])
        let res = scheduler.start { xs.do(onError: { _ in throw OperatorTestError.other }) }
        XCTAssertEqual(res.events, [.next(210, 2), .error(250, OperatorTestError.other)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDo_onCompletedThrows_becomesError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let res = scheduler.start { xs.do(onCompleted: { throw OperatorTestError.boom }) }
        XCTAssertEqual(res.events, [.next(210, 2), .error(250, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDo_afterCompletedThrows_isIgnoredAfterTheTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let res = scheduler.start { xs.do(afterCompleted: { throw OperatorTestError.boom }) }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    private enum Step: Equatable {
        case sourceSubscribe, sourceDispose, doOnNext, doOnCompleted, doOnError, doOnSubscribe, doOnSubscribed
        case doOnDispose
    }

    private func tracked(_ log: @escaping (Step) -> Void, body: @escaping (AnyObserver<Int>) -> Void)
        -> Observable<Int>
    {
        Observable<Int>.create { observer in
            log(.sourceSubscribe)
            body(observer)
            return Disposables.create { log(.sourceDispose) }
        }
        .do(
            onNext: { _ in log(.doOnNext) },
            onError: { _ in log(.doOnError) },
            onCompleted: { log(.doOnCompleted) },
            onSubscribe: { log(.doOnSubscribe) },
            onSubscribed: { log(.doOnSubscribed) },
            onDispose: { log(.doOnDispose) })
    }

    func testDo_order_asynchronousCompletion() {
        var steps: [Step] = []
        let scheduler = TestScheduler(initialClock: 0)
        _ = scheduler.start {
            self.tracked({ steps.append($0) }) { observer in
                scheduler.scheduleAt(300) {
                    observer.onNext(0)
                    observer.onCompleted()
                }
            }
        }
        // As in RxSwift: `do` disposes its upstream while the completion is still on its way, which releases the
        // source's disposable at once, before `onDispose` runs.
        XCTAssertEqual(
            steps,
            [
                .doOnSubscribe, .sourceSubscribe, .doOnSubscribed, .doOnNext, .doOnCompleted, .sourceDispose,
                .doOnDispose,
            ])
    }

    func testDo_order_synchronousCompletion_disposesAfterOnSubscribed() {
        var steps: [Step] = []
        let scheduler = TestScheduler(initialClock: 0)
        _ = scheduler.start {
            self.tracked({ steps.append($0) }) { observer in
                observer.onNext(0)
                observer.onCompleted()
            }
        }
        XCTAssertEqual(
            steps,
            [
                .doOnSubscribe, .sourceSubscribe, .doOnNext, .doOnCompleted, .sourceDispose, .doOnSubscribed,
                .doOnDispose,
            ])
    }

    func testDo_order_synchronousError() {
        var steps: [Step] = []
        _ = tracked({ steps.append($0) }) { observer in
            observer.onNext(0)
            observer.onError(OperatorTestError.boom)
        }
        .subscribe { _ in }
        XCTAssertEqual(
            steps,
            [
                .doOnSubscribe, .sourceSubscribe, .doOnNext, .doOnError, .sourceDispose, .doOnSubscribed, .doOnDispose,
            ])
    }

    func testDo_order_dispose() {
        var steps: [Step] = []
        tracked({ steps.append($0) }) { observer in
            observer.onNext(0)
        }
        .subscribe { _ in }
        .dispose()
        XCTAssertEqual(
            steps,
            [
                .doOnSubscribe, .sourceSubscribe, .doOnNext, .doOnSubscribed, .sourceDispose, .doOnDispose,
            ])
    }

    func testDo_onDisposeRunsOnce() {
        var count = 0
        let subscription = Observable<Int>.never().do(onDispose: { count += 1 }).subscribe()
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(count, 1)
    }
}
