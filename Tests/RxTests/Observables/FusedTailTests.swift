import Rx
import RxTesting
import XCTest

/// `filter`, and `map` to the same type, join the stage they are applied to in place when they hold the one
/// reference to it (its tail, FusedTail.swift): one observable for several operators, with nothing else changed.
final class FusedTailTests: RxTestCase {
    func testSameTypeOperatorsOnATemporaryStageAreOneObservable() {
        let subject = PublishSubject<Int>()
        let start = Resources.total
        let chain = subject.map { $0 + 1 }.filter { $0 > 0 }.map { $0 * 3 }.filter { $0 != 9 }.map { $0 - 1 }
        XCTAssertEqual(Resources.total, start + 1, "one stage holds the five operators")
        var received: [Int] = []
        let subscription = chain.subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        subject.onNext(-5)
        subscription.dispose()
        XCTAssertEqual(received, [5, 11])
    }

    func testAStageHeldElsewhereIsLeftAsItWas() {
        let subject = PublishSubject<Int>()
        let start = Resources.total
        let shared = subject.map { $0 + 1 }
        let evens = shared.filter { $0 % 2 == 0 }
        let tens = shared.map { $0 * 10 }
        XCTAssertEqual(Resources.total, start + 3, "a stage still used afterwards is not grown")
        var log: [String] = []
        let subscriptions = [
            shared.subscribe(onNext: { log.append("shared \($0)") }),
            evens.subscribe(onNext: { log.append("evens \($0)") }),
            tens.subscribe(onNext: { log.append("tens \($0)") }),
        ]
        subject.onNext(1)
        subject.onNext(2)
        subscriptions.forEach { $0.dispose() }
        XCTAssertEqual(log, ["shared 2", "evens 2", "tens 20", "shared 3", "tens 30"])
    }

    func testAStageSubscribedBeforeItGrewKeepsItsOperators() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        var stage: Observable<Int>? = subject.map { $0 * 2 }
        let before = stage!.subscribe(onNext: { log.append("before \($0)") })
        // The variable's reference moves into `filter`, so the stage may grow in place: the live subscription must
        // still run only the `map`.
        let grown = stage.take()!.filter { $0 > 2 }
        let after = grown.subscribe(onNext: { log.append("after \($0)") })
        subject.onNext(1)
        subject.onNext(2)
        before.dispose()
        after.dispose()
        XCTAssertEqual(log, ["before 2", "before 4", "after 4"])
    }

    /// A chain of `count` operators, alternately `map { $0 + 1 }` and `filter { $0 % 3 != 0 }`, each logging.
    private func longChain(over source: Observable<Int>, count: Int, log: @escaping (String) -> Void)
        -> Observable<Int>
    {
        var chain = source
        for index in 0..<count {
            if index % 2 == 0 {
                chain = chain.map { value in
                    log("map\(index) \(value)")
                    return value + 1
                }
            } else {
                chain = chain.filter { value in
                    log("filter\(index) \(value)")
                    return value % 3 != 0
                }
            }
        }
        return chain
    }

    /// What `longChain` makes of `value`, and its log, computed without Rx.
    private func expected(_ value: Int, count: Int) -> (result: Int?, log: [String]) {
        var current = value
        var log: [String] = []
        for index in 0..<count {
            if index % 2 == 0 {
                log.append("map\(index) \(current)")
                current += 1
            } else {
                log.append("filter\(index) \(current)")
                if current % 3 == 0 { return (nil, log) }
            }
        }
        return (current, log)
    }

    func testChainsLongerThanOneStageHoldsRunEveryOperatorInOrder() {
        for count in [1, 2, 4, 5, 6, 9, 11, 16] {
            for value in [0, 1, 2, 4, 7] {
                let (result, expectedLog) = expected(value, count: count)
                // A subject, subscribed with closures (the head sink) and with an observer (the sink's steps).
                for useObserver in [false, true] {
                    let subject = PublishSubject<Int>()
                    var log: [String] = []
                    var received: [Int] = []
                    let chain = longChain(over: subject.asObservable(), count: count) { log.append($0) }
                    let subscription =
                        useObserver
                        ? chain.subscribe(AnyObserver { if case .next(let element) = $0 { received.append(element) } })
                        : chain.subscribe(onNext: { received.append($0) })
                    subject.onNext(value)
                    subscription.dispose()
                    XCTAssertEqual(log, expectedLog, "\(count) operators on \(value), observer: \(useObserver)")
                    XCTAssertEqual(received, result.map { [$0] } ?? [], "\(count) operators on \(value)")
                }
                // `just`, which runs the operators while subscribing.
                for useObserver in [false, true] {
                    var log: [String] = []
                    var events: [String] = []
                    let chain = longChain(over: .just(value), count: count) { log.append($0) }
                    _ =
                        useObserver
                        ? chain.subscribe(AnyObserver { events.append("\($0)") })
                        : chain.subscribe(
                            onNext: { events.append("next(\($0))") }, onCompleted: { events.append("completed") })
                    XCTAssertEqual(log, expectedLog, "just: \(count) operators on \(value), observer: \(useObserver)")
                    XCTAssertEqual(events, (result.map { ["next(\($0))"] } ?? []) + ["completed"])
                }
            }
        }
    }

    func testDisposingFromInsideATailOperatorStopsTheOperatorsAfterIt() {
        for useObserver in [false, true] {
            let subject = PublishSubject<Int>()
            let future = SingleAssignmentDisposable()
            var log: [String] = []
            let chain =
                subject
                .map { $0 + 1 }
                .map { value -> Int in
                    log.append("second \(value)")
                    if value == 3 { future.dispose() }
                    return value
                }
                .filter { value in
                    log.append("third \(value)")
                    return true
                }
            future.setDisposable(
                useObserver
                    ? chain.subscribe(AnyObserver { if case .next(let value) = $0 { log.append("next \(value)") } })
                    : chain.subscribe(onNext: { log.append("next \($0)") }))
            subject.onNext(1)
            subject.onNext(2)
            subject.onNext(3)
            XCTAssertEqual(log, ["second 2", "third 2", "next 2", "second 3"], "observer: \(useObserver)")
            XCTAssertFalse(subject.hasObservers)
        }
    }

    func testAnErrorThrownInATailEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        var after = 0
        let res = scheduler.start {
            xs.map { $0 * 2 }
                .filter { _ in true }
                .map { value -> Int in
                    if value == 4 { throw OperatorTestError.boom }
                    return value
                }
                .filter { _ in
                    after += 1
                    return true
                }
        }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, OperatorTestError.boom)])
        XCTAssertEqual(after, 1)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAnErrorThrownInATailEndsAClosureSubscriptionAndAJust() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let throwing = { (value: Int) throws -> Int in
            if value == 4 { throw OperatorTestError.boom }
            return value
        }
        _ = subject.map { $0 * 2 }.filter { _ in true }.map(throwing).filter { _ in
            log.append("after")
            return true
        }
        .subscribe(
            onNext: { log.append("next \($0)") }, onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertEqual(log, ["after", "next 2", "error boom", "disposed"])
        XCTAssertFalse(subject.hasObservers)
        log = []
        _ = Observable.just(2).map { $0 * 2 }.filter { _ in true }.map(throwing).filter { _ in
            log.append("after")
            return true
        }
        .subscribe(
            onNext: { log.append("next \($0)") }, onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        XCTAssertEqual(log, ["error boom", "disposed"])
    }

    func testATailsClosuresAndElementsAreReleased() {
        final class Token {
            let onDeinit: () -> Void
            init(_ onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
            deinit { onDeinit() }
        }
        let start = Resources.total
        var freed = 0
        do {
            let subject = PublishSubject<String>()
            let captured = Token { freed += 1 }
            let chain = subject.map { $0 + "!" }.filter { _ in withExtendedLifetime(captured) { true } }
                .map { "<" + $0 + ">" }
            var received: [String] = []
            let subscription = chain.subscribe(onNext: { received.append($0) })
            subject.onNext("a")
            subscription.dispose()
            XCTAssertEqual(received, ["<a!>"])
            _ = Observable.just("b").map { $0 + $0 }.filter { $0.count == 2 }.map { $0.uppercased() }
                .subscribe(onNext: { received.append($0) })
            XCTAssertEqual(received, ["<a!>", "BB"])
        }
        XCTAssertEqual(freed, 1, "the closure holding the token was released")
        XCTAssertEqual(Resources.total, start)
    }

    /// A stage subscribed to, then grown in place by its last use and subscribed again: the graph draws the first
    /// chain ending in `map` and the second going on from that `map` to `filter`, not one node for both.
    func testTheGraphTellsAStageFromItselfGrownLater() {
        let subject = PublishSubject<Int>()
        let first = Resources.liveSubscriptions().map(\.id).max() ?? 0
        var stage: Observable<Int>? = subject.map { $0 * 2 }
        let short = stage!.subscribe(onNext: { _ in })
        let grown = stage.take()!.filter { $0 > 2 }
        let long = grown.subscribe(onNext: { _ in })
        let live = Resources.liveSubscriptions().filter { $0.id > first }.sorted { $0.id < $1.id }
        XCTAssertEqual(live.map(\.operators.count), [3, 4])
        let graph = Resources.graph(of: live)
        let lines = graph.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let node = { (label: String) -> [String] in
            lines.filter { $0.contains("[label=\"\(label)\"]") }.compactMap { $0.split(separator: " ").first }
                .map(String.init)
        }
        XCTAssertEqual(node("map").count, 1, graph)
        XCTAssertEqual(node("filter").count, 1, graph)
        let map = node("map").first ?? "?"
        let filter = node("filter").first ?? "?"
        XCTAssertTrue(lines.contains("\(map) -> s\(live[0].id);"), graph)
        XCTAssertTrue(lines.contains("\(map) -> \(filter);"), graph)
        XCTAssertTrue(lines.contains("\(filter) -> s\(live[1].id);"), graph)
        short.dispose()
        long.dispose()
    }

    func testLiveSubscriptionsNameEachOperatorOfATail() throws {
        let subject = PublishSubject<Int>()
        let first = Resources.liveSubscriptions().map(\.id).max() ?? 0
        let subscription = subject.map { $0 + 1 }.filter { $0 > 0 }.map { $0 * 2 }.filter { $0 < 100 }
            .subscribe(onNext: { _ in })
        let live = try XCTUnwrap(Resources.liveSubscriptions().first { $0.id > first })
        XCTAssertEqual(
            live.operators, ["PublishSubject<Int>", "map", "filter", "map", "filter", "subscribe(onNext:)"])
        subscription.dispose()
    }
}
