import Rx
import RxTesting
import XCTest

/// Consecutive `map`/`filter`/`compactMap` run in one sink ("fusion"): the same closures, in the same order and
/// number, with the same endings, as separate stages.
final class FusionTests: RxTestCase {
    func testStagesRunInOrderOncePerElement() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        var received: [String] = []
        let subscription =
            subject
            .map { value -> Int in
                log.append("map \(value)")
                return value * 10
            }
            .filter { value in
                log.append("filter \(value)")
                return value != 20
            }
            .compactMap { value -> String? in
                log.append("compactMap \(value)")
                return value == 30 ? nil : "\(value)"
            }
            .map { text -> String in
                log.append("map2 \(text)")
                return text + "!"
            }
            .subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        subscription.dispose()
        XCTAssertEqual(
            log,
            [
                "map 1", "filter 10", "compactMap 10", "map2 10",
                "map 2", "filter 20",
                "map 3", "filter 30", "compactMap 30",
            ])
        XCTAssertEqual(received, ["10!"])
    }

    func testSharedChainRunsItsStagesPerSubscription() {
        let subject = PublishSubject<Int>()
        var calls = 0
        let chain = subject.map { value -> Int in
            calls += 1
            return value + 1
        }.filter { _ in true }
        var first: [Int] = []
        var second: [Int] = []
        let a = chain.subscribe(onNext: { first.append($0) })
        let b = chain.map { $0 * 2 }.subscribe(onNext: { second.append($0) })
        subject.onNext(1)
        a.dispose()
        subject.onNext(2)
        b.dispose()
        XCTAssertEqual(first, [2])
        XCTAssertEqual(second, [4, 6])
        XCTAssertEqual(calls, 3)
    }

    func testErrorThrownMidChainEndsTheSequenceAndSkipsLaterStages() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        var later = 0
        let res = scheduler.start {
            xs.map { $0 + 1 }
                .filter { value in
                    if value == 3 { throw OperatorTestError.boom }
                    return true
                }
                .map { value -> Int in
                    later += 1
                    return value
                }
        }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(later, 1)
    }

    func testDisposingFromInsideAStageStopsTheLaterStages() {
        let subject = PublishSubject<Int>()
        let future = SingleAssignmentDisposable()
        var later = 0
        var received: [Int] = []
        future.setDisposable(
            subject
                .map { $0 }
                .filter { value in
                    if value == 2 { future.dispose() }
                    return true
                }
                .map { value -> Int in
                    later += 1
                    return value
                }
                .subscribe(onNext: { received.append($0) }))
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertEqual(received, [1])
        XCTAssertEqual(later, 1)
        XCTAssertFalse(subject.hasObservers)
    }

    func testReentrantElementsAndCompletionFromInsideAStage() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        var completed = 0
        let subscription =
            subject
            .map { value -> Int in
                log.append("map \(value)")
                if value == 1 { subject.onNext(2) }
                if value == 3 { subject.onCompleted() }
                return value
            }
            .filter { value in
                log.append("filter \(value)")
                return true
            }
            .subscribe(onNext: { log.append("next \($0)") }, onCompleted: { completed += 1 })
        subject.onNext(1)
        subject.onNext(3)
        subject.onNext(4)
        subscription.dispose()
        XCTAssertEqual(log, ["map 1", "map 2", "filter 2", "next 2", "filter 1", "next 1", "map 3"])
        XCTAssertEqual(completed, 1)
    }

    func testJustRunsTheFusedStagesAtEachSubscription() {
        var calls = 0
        let chain = Observable.just(4)
            .map { value -> Int in
                calls += 1
                return value + 1
            }
            .filter { $0 > 0 }
            .compactMap { $0 == 0 ? nil : "\($0)" }
        var events: [String] = []
        _ = chain.subscribe(onNext: { events.append($0) }, onCompleted: { events.append("|") })
        _ = chain.subscribe(onNext: { events.append($0) }, onCompleted: { events.append("|") })
        XCTAssertEqual(events, ["5", "|", "5", "|"])
        XCTAssertEqual(calls, 2)
    }

    func testJustWithAThrowingStageFailsWithoutCompleting() {
        var events: [String] = []
        _ = Observable.just(1)
            .map { $0 }
            .filter { _ in throw OperatorTestError.boom }
            .subscribe(
                onNext: { events.append("next \($0)") }, onError: { _ in events.append("error") },
                onCompleted: { events.append("completed") }, onDisposed: { events.append("disposed") })
        XCTAssertEqual(events, ["error", "disposed"])
    }

    func testDoEndsFusionAndKeepsTheClosureOrder() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let subscription =
            subject
            .map { value -> Int in
                log.append("map \(value)")
                return value
            }
            .do(onNext: { log.append("do \($0)") })
            .filter { value in
                log.append("filter \(value)")
                return true
            }
            .subscribe(onNext: { log.append("next \($0)") })
        subject.onNext(1)
        subscription.dispose()
        XCTAssertEqual(log, ["map 1", "do 1", "filter 1", "next 1"])
    }

    func testAFusedChainLivesAsItsStagesAndOneObserver() {
        let subject = PublishSubject<Int>()
        let start = Resources.total
        let subscription = subject.map { $0 + 1 }.filter { $0 > 0 }.map { $0 * 2 }.subscribe(onNext: { _ in })
        // One object observes the subject, runs the stages' steps and calls the closures; the steps it holds are
        // part of it (plain objects with a closure each, not observables). Separate operators would leave three
        // sinks and the observer.
        XCTAssertEqual(Resources.total, start + 1)
        subscription.dispose()
        XCTAssertEqual(Resources.total, start)
        do {
            let observed = subject.map { $0 + 1 }.filter { $0 > 0 }.map { $0 * 2 }.subscribe(AnyObserver { _ in })
            // With any other observer: one sink running the steps (the subscription returned).
            XCTAssertEqual(Resources.total, start + 1)
            observed.dispose()
        }
        XCTAssertEqual(Resources.total, start)
    }

    func testErrorThrownByAStageRunsOnDisposedBeforeTheSourceIsLetGo() {
        // As with separate sinks (and in RxSwift): the observer's onError, then onDisposed, then the stage's sink
        // disposes its upstream.
        let subject = PublishSubject<Int>()
        var log: [String] = []
        _ = subject.map { _ -> Int in throw OperatorTestError.boom }.filter { _ in true }.subscribe(
            onNext: { log.append("next \($0)") }, onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed, subscribed: \(subject.hasObservers)") })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(log, ["error", "disposed, subscribed: true"])
        XCTAssertFalse(subject.hasObservers)
    }

    func testErrorThrownByAStageWhileSubscribingLetsGoOfTheSource() {
        let subject = BehaviorSubject(value: 1)
        var log: [String] = []
        let subscription = subject.map { _ -> Int in throw OperatorTestError.boom }.subscribe(
            onNext: { log.append("next \($0)") }, onError: { _ in log.append("error") },
            onDisposed: { log.append("disposed") })
        XCTAssertEqual(log, ["error", "disposed"])
        XCTAssertFalse(subject.hasObservers, "the subscription stored after the error must be disposed")
        subject.onNext(2)
        subscription.dispose()
        XCTAssertEqual(log, ["error", "disposed"])
    }

    func testJustChainCallsTheClosuresInOrder() {
        var log: [String] = []
        _ = Observable.just(3).map { $0 * 2 }.filter { $0 > 0 }.subscribe(
            onNext: { log.append("next \($0)") }, onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        _ = Observable.just(3).map { $0 * 2 }.filter { $0 < 0 }.subscribe(
            onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") })
        _ = Observable.just(3).map { _ -> Int in throw OperatorTestError.boom }.subscribe(
            onNext: { log.append("next \($0)") }, onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        XCTAssertEqual(
            log, ["next 6", "completed", "disposed", "completed", "disposed", "error", "disposed"])
    }

    func testJustChainWithoutOnErrorReportsToTheDefaultErrorHandler() {
        var reported: [String] = []
        let previous = Hooks.defaultErrorHandler
        Hooks.defaultErrorHandler = { _, error in reported.append("\(error)") }
        defer { Hooks.defaultErrorHandler = previous }
        var disposed = 0
        _ = Observable.just(1).map { _ -> Int in throw OperatorTestError.boom }
            .subscribe(onNext: { _ in }, onDisposed: { disposed += 1 })
        XCTAssertEqual(reported, ["\(OperatorTestError.boom)"])
        XCTAssertEqual(disposed, 1)
    }

    func testWorkScheduledOnTheCurrentThreadDuringSubscribeRunsBeforeItReturns() {
        var received: [Int] = []
        let subscription = Observable.of(1, 2, 3, scheduler: CurrentThreadScheduler.instance).map { $0 * 10 }
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [10, 20, 30])
        subscription.dispose()
    }

    func testNothingLeaksAfterTerminationOrDisposal() {
        let start = Resources.total
        do {
            let subject = PublishSubject<Int>()
            _ = subject.map { $0 }.filter { _ in true }.compactMap { $0 }.subscribe(onNext: { _ in })
            subject.onCompleted()
            _ = Observable.just(1).map { $0 }.filter { _ in true }.subscribe(onNext: { _ in })
            let error = PublishSubject<Int>()
            _ = error.map { _ -> Int in throw OperatorTestError.boom }.filter { _ in true }.subscribe(onError: { _ in })
            error.onNext(1)
        }
        XCTAssertEqual(Resources.total, start)
    }

    // `subscribe(onNext:…)` keeps the first stage's closure in its observer (`FusedHeadSink`): each kind of first
    // stage, alone and followed by another stage.

    /// What the subscriptions `subscribe` makes (each appending to the log it is given) log while `1`, `2` and `3`
    /// are sent to the subject, after which they are disposed.
    private func logOfOneTwoThree(
        _ subscribe: (PublishSubject<Int>, @escaping (String) -> Void) -> [Disposable]
    ) -> [String] {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let subscriptions = subscribe(subject) { log.append($0) }
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        subscriptions.forEach { $0.dispose() }
        return log
    }

    func testEachKindOfFirstStageAloneAndFollowedByAnotherStage() {
        let log = logOfOneTwoThree { subject, log in
            [
                subject.map { $0 * 10 }.subscribe(onNext: { log("map \($0)") }),
                subject.filter { $0 != 2 }.subscribe(onNext: { log("filter \($0)") }),
                subject.compactMap { $0 == 2 ? nil : -$0 }.subscribe(onNext: { log("compactMap \($0)") }),
                subject.map { $0 * 10 }.filter { $0 > 10 }.subscribe(onNext: { log("map.filter \($0)") }),
                subject.filter { $0 != 1 }.map { "\($0)!" }.subscribe(onNext: { log("filter.map \($0)") }),
                subject.compactMap { $0 == 1 ? nil : $0 }.compactMap { $0 == 3 ? nil : $0 + 100 }
                    .subscribe(onNext: { log("compactMap.compactMap \($0)") }),
            ]
        }
        XCTAssertEqual(
            log,
            [
                "map 10", "filter 1", "compactMap -1",
                "map 20", "map.filter 20", "filter.map 2!", "compactMap.compactMap 102",
                "map 30", "filter 3", "compactMap -3", "map.filter 30", "filter.map 3!",
            ])
    }

    // The head sink's class comes from the operator when the chain ends in the first stage's output type, and
    // from the runtime otherwise: both, for each kind of first stage.
    func testChainsEndingInTheFirstStagesTypeAndInAnother() {
        let log = logOfOneTwoThree { subject, log in
            [
                subject.map { "<\($0)>" }.filter { $0 != "<2>" }.subscribe(onNext: { log("map \($0)") }),
                subject.map { "\($0)" }.map { $0.count * 100 + Int($0)! }.subscribe(onNext: { log("map.map \($0)") }),
                subject.filter { $0 != 1 }.map { $0 * 2 }.subscribe(onNext: { log("filter.map \($0)") }),
                subject.filter { $0 != 2 }.map { [$0] }.subscribe(onNext: { log("filter.map \($0)") }),
                subject.compactMap { $0 == 1 ? nil : "\($0)" }.filter { !$0.isEmpty }
                    .subscribe(onNext: { log("compactMap \($0)") }),
                subject.compactMap { $0 == 3 ? nil : "\($0)" }.map { Double($0)! / 2 }
                    .subscribe(onNext: { log("compactMap.map \($0)") }),
            ]
        }
        XCTAssertEqual(
            log,
            [
                "map <1>", "map.map 101", "filter.map [1]", "compactMap.map 0.5",
                "map.map 102", "filter.map 4", "compactMap 2", "compactMap.map 1.0",
                "map <3>", "map.map 103", "filter.map 6", "filter.map [3]", "compactMap 3",
            ])
    }

    func testTheOnlyStageDisposingItsSubscriptionDeliversNothingMore() {
        let subject = PublishSubject<Int>()
        let future = SingleAssignmentDisposable()
        var received: [Int] = []
        future.setDisposable(
            subject.map { value -> Int in
                if value == 2 { future.dispose() }
                return value
            }
            .subscribe(onNext: { received.append($0) }))
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertEqual(received, [1])
        XCTAssertFalse(subject.hasObservers)
    }

    func testTheFirstStageThrowingEndsTheSequenceBeforeTheOthersRun() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        _ = subject.map { value -> Int in
            if value == 2 { throw OperatorTestError.boom }
            return value
        }
        .map { value -> Int in
            log.append("second \(value)")
            return value
        }
        .subscribe(
            onNext: { log.append("next \($0)") }, onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        subject.onCompleted()
        XCTAssertEqual(log, ["second 1", "next 1", "error", "disposed"])
        XCTAssertFalse(subject.hasObservers)
    }
}
