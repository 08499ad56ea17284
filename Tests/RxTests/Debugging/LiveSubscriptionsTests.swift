import Foundation
import Rx
import RxTesting
import XCTest

/// `Resources.isTracking`, `liveSubscriptions()` and `graph()`: each way of subscribing is recorded with its chain
/// and call site, and the record goes when the subscription is disposed, ends or is freed.
/// An `RxTestCase`, so tracking is on and describing a chain is checked to leave nothing behind.
final class LiveSubscriptionsTests: RxTestCase {

    /// The subscriptions made since `start`, by id.
    private func made(since start: Int) -> [LiveSubscription] {
        Resources.liveSubscriptions().filter { $0.id > start }
    }

    func testAFusedChainIsListedWithItsOperatorsAndWhereItWasSubscribed() throws {
        let start = newestID()
        let subject = PublishSubject<Int>()
        let line = #line + 1
        let subscription = subject.map { $0 * 2 }.filter { $0 > 2 }.subscribe(onNext: { _ in })
        let live = try XCTUnwrap(made(since: start).first)
        XCTAssertEqual(live.operators, ["PublishSubject<Int>", "map", "filter", "subscribe(onNext:)"])
        XCTAssertEqual(live.file, #fileID)
        XCTAssertEqual(live.line, line)
        XCTAssertEqual(
            live.description,
            "PublishSubject<Int> → map → filter → subscribe(onNext:) at RxTests/LiveSubscriptionsTests.swift:\(line)")
        subscription.dispose()
        XCTAssertEqual(made(since: start).count, 0, "disposing removes the entry")
    }

    func testATerminalEventRemovesTheEntry() {
        let start = newestID()
        let subject = PublishSubject<Int>()
        let subscription = subject.take(2).subscribe(onNext: { _ in }, onCompleted: {})
        XCTAssertEqual(
            made(since: start).map(\.operators), [["PublishSubject<Int>", "take", "subscribe(onNext:onCompleted:)"]])
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(made(since: start).count, 0)
        _ = subscription
        _ = Observable.just(1).subscribe(onNext: { _ in })
        XCTAssertEqual(made(since: start).count, 0, "a source that ends while subscribed to leaves nothing")
    }

    func testADroppedSourceFreesItsEntry() {
        let start = newestID()
        var subject: PublishSubject<Int>? = PublishSubject()
        _ = subject?.map { $0 }.subscribe(onNext: { _ in })
        _ = subject?.subscribe(AnyObserver { _ in })
        XCTAssertEqual(made(since: start).count, 2)
        subject = nil
        XCTAssertEqual(made(since: start).count, 0, "the subscriptions are gone with their source")
    }

    func testNothingIsRecordedWithTrackingOff() {
        Resources.isTracking = false
        let start = newestID()
        let subscription = PublishSubject<Int>().subscribe(onNext: { _ in })
        XCTAssertEqual(made(since: start).count, 0)
        subscription.dispose()
    }

    /// Every way of subscribing records its own name and call site.
    func testEverySubscribingCallRecordsItsCallSite() {
        let start = newestID()
        let subject = PublishSubject<Int>()
        let relay = BehaviorRelay(value: 0)
        let bag = DisposeBag()
        var lines: [Int] = []
        lines.append(#line + 1)
        subject.subscribe { _ in }.disposed(by: bag)
        lines.append(#line + 1)
        subject.subscribe(with: self, onNext: { _, _ in }).disposed(by: bag)
        lines.append(#line + 1)
        subject.bind(to: relay).disposed(by: bag)
        lines.append(#line + 1)
        subject.bind(onNext: { _ in }).disposed(by: bag)
        lines.append(#line + 1)
        subject.asDriver(onErrorJustReturn: 0).drive(onNext: { _ in }).disposed(by: bag)
        lines.append(#line + 1)
        subject.asSignal(onErrorJustReturn: 0).emit(to: relay).disposed(by: bag)
        lines.append(#line + 1)
        subject.asInfallible(onErrorJustReturn: 0).subscribe(onNext: { _ in }).disposed(by: bag)
        lines.append(#line + 1)
        subject.asSingle().subscribe(onSuccess: { _ in }, onFailure: { _ in }).disposed(by: bag)
        lines.append(#line + 1)
        subject.subscribe(AnyObserver { _ in }).disposed(by: bag)
        let live = made(since: start)
        XCTAssertEqual(
            live.map { $0.operators.last ?? "" },
            [
                "subscribe(_:)", "subscribe(with:onNext:)", "bind(to:)", "bind(onNext:)", "drive(onNext:)", "emit(to:)",
                "subscribe(onNext:)", "subscribe(onSuccess:onFailure:)", "subscribe(_:)",
            ])
        XCTAssertEqual(live.map(\.line), lines, "the last one, without a place of its own, gets disposed(by:)'s")
        XCTAssertTrue(live.allSatisfy { $0.file == #fileID })
        XCTAssertEqual(live[5].operators.first, "PublishSubject<Int>")
        XCTAssertEqual(bag.liveSubscriptions.map(\.id), live.map(\.id), "a bag can say what it holds")
        XCTAssertEqual(Resources.liveSubscriptions(observing: subject).count, 9)
        XCTAssertEqual(Resources.liveSubscriptions(observing: relay).count, 0, "nobody observes the relay")
    }

    func testSeveralSourcesAreNamedInParentheses() throws {
        let start = newestID()
        let first = PublishSubject<Int>()
        let second = BehaviorSubject(value: "a")
        let combined = Observable.combineLatest(first, second).map { "\($0)\($1)" }.subscribe(onNext: { _ in })
        let sampled = first.withLatestFrom(second).take(until: first).subscribe(onNext: { _ in })
        let live = made(since: start)
        XCTAssertEqual(
            live.first?.operators,
            ["combineLatest(PublishSubject<Int>, BehaviorSubject<String>)", "map", "subscribe(onNext:)"])
        XCTAssertEqual(
            live.last?.operators,
            [
                "PublishSubject<Int>", "withLatestFrom(BehaviorSubject<String>)", "take(until: PublishSubject<Int>)",
                "subscribe(onNext:)",
            ])
        combined.dispose()
        sampled.dispose()
    }

    func testOperatorsHaveRxSwiftsNames() {
        let start = newestID()
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let subscription = subject.flatMapLatest { Observable.just($0) }.distinctUntilChanged()
            .debounce(.seconds(1), scheduler: scheduler).observe(on: scheduler).share(replay: 1)
            .subscribe(onNext: { _ in })
        XCTAssertEqual(
            made(since: start).first?.operators,
            [
                "PublishSubject<Int>", "flatMapLatest", "distinctUntilChanged", "debounce", "observe(on:)",
                "share(replay: 1)", "subscribe(onNext:)",
            ])
        subscription.dispose()
    }

    func testMoreOperatorsHaveRxSwiftsNames() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let other = PublishSubject<Int>()
        let chains: [(Observable<Int>, [String])] = [
            (subject.take(2).skip(1).scan(0, accumulator: +).startWith(0), ["take", "skip", "scan", "startWith"]),
            (subject.take(for: .seconds(1), scheduler: scheduler), ["take(for:)"]),
            (subject.take(while: { $0 > 0 }).skip(while: { $0 > 5 }), ["take(while:)", "skip(while:)"]),
            (subject.catchAndReturn(0).retry(2), ["catch", "retry"]),
            (
                subject.flatMap { Observable.just($0) }.flatMapFirst { Observable.just($0) },
                ["flatMap", "flatMapFirst"]
            ),
            (
                subject.throttle(.seconds(1), scheduler: scheduler).delay(.seconds(1), scheduler: scheduler),
                ["throttle", "delay"]
            ),
            (
                subject.subscribe(on: scheduler).timeout(.seconds(1), scheduler: scheduler),
                ["subscribe(on:)", "timeout"]
            ),
            (subject.compactMap { $0 }.distinctUntilChanged(), ["compactMap", "distinctUntilChanged"]),
            (subject.sample(other), ["sample(PublishSubject<Int>)"]),
        ]
        for (chain, expected) in chains {
            let start = newestID()
            let subscription = chain.subscribe(onNext: { _ in })
            XCTAssertEqual(
                made(since: start).first?.operators, ["PublishSubject<Int>"] + expected + ["subscribe(onNext:)"])
            subscription.dispose()
        }
        let start = newestID()
        let merged = Observable.merge(subject, other).subscribe(onNext: { _ in })
        let zipped = Observable.zip(subject, other).subscribe(onNext: { _ in })
        XCTAssertEqual(
            made(since: start).map { $0.operators.first ?? "" },
            ["merge(PublishSubject<Int>, PublishSubject<Int>)", "zip(PublishSubject<Int>, PublishSubject<Int>)"])
        merged.dispose()
        zipped.dispose()
    }

    func testTheGraphDrawsASharedSourceOnceAndEachSubscriberWithItsPlace() {
        let start = newestID()
        let subject = PublishSubject<Int>()
        let line = #line + 1
        let doubled = subject.map { $0 * 2 }.subscribe(onNext: { _ in })
        let plain = subject.subscribe(onNext: { _ in })
        XCTAssertTrue(Resources.graph().contains(#"[label="PublishSubject<Int>"]"#))
        let graph = Resources.graph(of: made(since: start))
        XCTAssertTrue(graph.hasPrefix("digraph subscriptions {"), graph)
        XCTAssertTrue(graph.hasSuffix("}\n"), graph)
        let ids = made(since: start).map(\.id)
        XCTAssertTrue(graph.contains(#"[label="PublishSubject<Int>"]"#), graph)
        XCTAssertEqual(graph.components(separatedBy: #"[label="PublishSubject<Int>"]"#).count, 2, "drawn once")
        XCTAssertTrue(
            graph.contains(
                #"s\#(ids[0]) [shape=box, label="subscribe(onNext:)\nRxTests/LiveSubscriptionsTests.swift:\#(line)"]"#),
            graph)
        // Edges run from the source through `map` to the first subscriber, and straight to the second.
        let node = { (label: String) -> String? in
            graph.split(separator: "\n").first { $0.contains("[label=\"\(label)\"]") }?
                .trimmingCharacters(in: .whitespaces).split(separator: " ").first.map(String.init)
        }
        let source = node("PublishSubject<Int>") ?? "?"
        let map = node("map") ?? "?"
        XCTAssertTrue(graph.contains("\(source) -> \(map);"), graph)
        XCTAssertTrue(graph.contains("\(map) -> s\(ids[0]);"), graph)
        XCTAssertTrue(graph.contains("\(source) -> s\(ids[1]);"), graph)
        doubled.dispose()
        plain.dispose()
    }

    /// An operator's observable freed after subscribing, and another made at its address, are two nodes: the graph
    /// once drew `subject → distinctUntilChanged → share` for the second chain, which has a `map` there.
    func testAnOperatorAtAFreedOperatorsAddressIsItsOwnNode() {
        let start = newestID()
        let subject = PublishSubject<String>()
        var subscriptions: [Disposable] = []
        for _ in 0..<20 {
            subscriptions.append(
                subject.debounce(.seconds(1), scheduler: MainScheduler.instance).distinctUntilChanged()
                    .subscribe(onNext: { _ in }))
            subscriptions.append(subject.map { $0.count }.share(replay: 1).subscribe(onNext: { _ in }))
        }
        let live = made(since: start)
        let graph = Resources.graph(of: live)
        XCTAssertEqual(graph.components(separatedBy: #"[label="map"]"#).count - 1, 20, graph)
        XCTAssertEqual(graph.components(separatedBy: #"[label="distinctUntilChanged"]"#).count - 1, 20)
        XCTAssertEqual(graph.components(separatedBy: #"[label="PublishSubject<String>"]"#).count - 1, 1)
        subscriptions.forEach { $0.dispose() }
    }

    func testAnUnhandledErrorNamesItsSubscription() {
        let original = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = original }
        var reported: [String] = []
        Hooks.defaultErrorHandler = { callStack, _ in reported = callStack }
        let subject = PublishSubject<Int>()
        let line = #line + 1
        _ = subject.map { $0 }.subscribe(onNext: { _ in })
        subject.onError(TestError.boom)
        XCTAssertEqual(
            reported.first,
            "subscription: PublishSubject<Int> → map → subscribe(onNext:) at RxTests/LiveSubscriptionsTests.swift:\(line)"
        )
        let report = Hooks.unhandledErrorReport(TestError.boom, callStack: reported)
        XCTAssertTrue(report.contains("Unhandled error happened: boom\n  subscription: PublishSubject<Int>"), report)
    }

    func testConcurrentSubscriptionsAreAllRecordedAndRemoved() {
        let start = newestID()
        let subject = PublishSubject<Int>()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<200 {
                let subscription = subject.map { $0 }.subscribe(onNext: { _ in })
                subject.onNext(1)
                subscription.dispose()
            }
        }
        XCTAssertEqual(made(since: start).count, 0)
    }

    private func newestID() -> Int {
        // Subscriptions are numbered in the order they are made: one made now has the newest number.
        let probe = PublishSubject<Int>().subscribe(onNext: { _ in })
        defer { probe.dispose() }
        return Resources.liveSubscriptions().last?.id ?? 0
    }
}

private enum TestError: Error, CustomStringConvertible {
    case boom
    var description: String { "boom" }
}
