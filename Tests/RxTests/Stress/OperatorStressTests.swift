import Foundation
import Rx
import RxTesting
import XCTest

/// Operators under real threads, checked against the Rx contract: serialized calls, nothing after a terminal event,
/// order where the operator promises it, exactly one terminal event where one must come.
final class OperatorStressTests: RxTestCase {
    /// Subscribes `subscriptions` checkers to `make()` while `emitters` threads send increasing integers into
    /// `sources` (one source per emitter thread), then ends every source; each checker must end exactly once.
    func runEmitters(
        _ what: String, emitters: Int, expectsIncreasing: Bool, terminals: ClosedRange<Int> = 1...1, pace: Int = 0,
        file: StaticString = #filePath, line: UInt = #line,
        _ make: @escaping @Sendable ([PublishSubject<Int>]) -> Observable<Int>
    ) {
        let sources = (0..<emitters).map { _ in PublishSubject<Int>() }
        nonisolated(unsafe) let shared = make(sources)
        let log = ContractLog()
        let ended = expectation(description: "\(what): every subscriber ended")
        ended.expectedFulfillmentCount = 4
        ended.assertForOverFulfill = false // a second terminal event is the checker's to report
        var subscriptions: [Disposable] = []
        for _ in 0..<4 {
            let checker = ContractChecker(expectsIncreasing: expectsIncreasing, terminated: { ended.fulfill() })
            log.track(checker, terminals: terminals)
            subscriptions.append(shared.subscribe(checker))
        }
        let emitting = sources
        stress(threads: emitters) { worker, deadline in
            var next = 0
            while !deadline.hasPassed {
                emitting[worker].onNext(next)
                next += 1
                if pace > 0 { stressPause(pace) }
            }
        }
        sources.forEach { $0.onCompleted() }
        // Asynchronous operators deliver the terminal events later: wait for them, bounded.
        wait(for: [ended], timeout: 30)
        subscriptions.forEach { $0.dispose() }
        assertNoViolations(log, what, file: file, line: line)
    }

    func testMergeOfSourcesOnManyThreadsIsSerialized() {
        runEmitters("merge", emitters: 4, expectsIncreasing: false) { Observable.merge($0.map { $0.asObservable() }) }
    }

    func testFlatMapOfInnersOnManyThreadsIsSerialized() {
        runEmitters("flatMap", emitters: 4, expectsIncreasing: false) { sources in
            Observable.from(sources).flatMap { $0 }
        }
    }

    func testCombineLatestAndZipFromManyThreadsAreSerialized() {
        runEmitters("combineLatest", emitters: 3, expectsIncreasing: false) { sources in
            Observable.combineLatest(sources[0], sources[1], sources[2]) { $0 + $1 + $2 }
        }
        runEmitters("zip", emitters: 2, expectsIncreasing: true) { sources in
            Observable.zip(sources[0], sources[1]) { first, _ in first }
        }
        runEmitters("withLatestFrom", emitters: 2, expectsIncreasing: false) { sources in
            sources[0].withLatestFrom(sources[1]) { first, _ in first }
        }
    }

    func testObserveOnAndSubscribeOnKeepOrderAcrossThreads() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        runEmitters("observe(on: concurrent)", emitters: 1, expectsIncreasing: true) { sources in
            sources[0].observe(on: scheduler)
        }
        runEmitters("subscribe(on:)", emitters: 1, expectsIncreasing: true) { sources in
            sources[0].subscribe(on: scheduler)
        }
    }

    func testTimeOperatorsOnRealSchedulersAreSerializedAndOrdered() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        runEmitters("debounce", emitters: 1, expectsIncreasing: true, pace: 5_000) { sources in
            sources[0].debounce(.microseconds(50), scheduler: scheduler)
        }
        runEmitters("throttle", emitters: 1, expectsIncreasing: true, pace: 5_000) { sources in
            sources[0].throttle(.microseconds(50), scheduler: scheduler)
        }
        runEmitters("delay", emitters: 1, expectsIncreasing: true, pace: 5_000) { sources in
            sources[0].delay(.microseconds(20), scheduler: scheduler)
        }
        runEmitters("timeout", emitters: 1, expectsIncreasing: true, pace: 5_000) { sources in
            sources[0].timeout(.seconds(30), scheduler: scheduler)
        }
        runEmitters("buffer", emitters: 1, expectsIncreasing: false, pace: 5_000) { sources in
            sources[0].buffer(timeSpan: .microseconds(100), count: 10, scheduler: scheduler).map { $0.last ?? 0 }
        }
    }

    /// Subscribers come and go from several threads while one thread emits, for every subject and relay.
    private func churn(
        _ what: String, file: StaticString = #filePath, line: UInt = #line,
        source: Observable<Int>, emit: @escaping @Sendable (Int) -> Void
    ) {
        let log = ContractLog()
        churnWhileEmitting(source: source, log: log, pause: 100, emit: emit)
        assertNoViolations(log, what, file: file, line: line)
    }

    func testSubjectsAndRelaysChurnWhileEmitting() {
        let publish = PublishSubject<Int>()
        churn("PublishSubject", source: publish.asObservable()) { publish.onNext($0) }
        let behavior = BehaviorSubject(value: -1)
        churn("BehaviorSubject", source: behavior.asObservable()) { behavior.onNext($0) }
        let replay = ReplaySubject<Int>.create(bufferSize: 3)
        churn("ReplaySubject", source: replay.asObservable()) { replay.onNext($0) }
        let publishRelay = PublishRelay<Int>()
        churn("PublishRelay", source: publishRelay.asObservable()) { publishRelay.accept($0) }
        let behaviorRelay = BehaviorRelay(value: -1)
        churn("BehaviorRelay", source: behaviorRelay.asObservable()) { behaviorRelay.accept($0) }
        let replayRelay = ReplayRelay<Int>.create(bufferSize: 2)
        churn("ReplayRelay", source: replayRelay.asObservable()) { replayRelay.accept($0) }
    }

    func testFlatMapLatestSwitchingWhileInnersEmitOnOtherThreads() {
        let outer = PublishSubject<Int>()
        let inners = (0..<3).map { _ in PublishSubject<Int>() }
        let innerSources = inners
        let log = ContractLog()
        let checker = ContractChecker(expectsIncreasing: false)
        log.track(checker, terminals: 0...0)
        let subscription = outer.flatMapLatest { innerSources[$0 % innerSources.count] }.subscribe(checker)
        stress(threads: 4) { worker, deadline in
            var next = 0
            while !deadline.hasPassed {
                if worker == 0 {
                    outer.onNext(next)
                } else {
                    innerSources[worker - 1].onNext(next)
                }
                next += 1
            }
        }
        subscription.dispose()
        assertNoViolations(log, "flatMapLatest")
    }

    /// `subscribe(onNext:…)` on fused chains, whose first stage runs in the observer (`FusedHeadSink`), made and
    /// disposed on two threads while a third emits: chains of each kind of first stage, ending in its own output
    /// type (the head sink's class comes from the operator) and in another (from the runtime).
    func testFusedChainsSubscribedWithClosuresRacingEmissions() {
        let subject = PublishSubject<Int>()
        let log = ContractLog()
        stress(threads: 3) { worker, deadline in
            if worker == 0 {
                var next = 0
                while !deadline.hasPassed {
                    subject.onNext(next)
                    next += 1
                }
                return
            }
            var previous: [Disposable] = []
            while !deadline.hasPassed {
                let checkers = (0..<6).map { _ in ContractChecker() }
                checkers.forEach { log.track($0) }
                let subscriptions = [
                    subject.map { $0 * 2 }.subscribe(onNext: { checkers[0].on(.next($0)) }),
                    subject.filter { $0 % 3 != 0 }.map { $0 + 1 }.subscribe(onNext: { checkers[1].on(.next($0)) }),
                    subject.compactMap { $0 % 2 == 0 ? $0 : nil }.filter { $0 >= 0 }
                        .subscribe(onNext: { checkers[2].on(.next($0)) }),
                    subject.map { "\($0)" }.map { Int($0) ?? -1 }.subscribe(onNext: { checkers[3].on(.next($0)) }),
                    subject.filter { $0 >= 0 }.map { [$0] }.map { $0[0] }
                        .subscribe(onNext: { checkers[4].on(.next($0)) }),
                    subject.compactMap { $0 % 2 == 0 ? "\($0)" : nil }.compactMap { Int($0) }
                        .subscribe(onNext: { checkers[5].on(.next($0)) }),
                ]
                // Each round lives while the next is made, so elements reach it.
                previous.forEach { $0.dispose() }
                previous = subscriptions
            }
            previous.forEach { $0.dispose() }
        }
        assertNoViolations(log, "fused chains subscribed with closures")
        XCTAssertGreaterThan(log.summary.delivered, 0, "no element reached a subscription")
    }

    /// A stage shared by threads that each apply `filter` and `map` to it (which would grow a stage held by that
    /// call alone, `FusedTailTests`) while it delivers: the shared stage keeps delivering what it did (even
    /// numbers), and each extension what it makes (odd numbers not divisible by 3).
    func testASharedStageExtendedOnManyThreadsIsLeftAsItWas() {
        let subject = PublishSubject<Int>()
        nonisolated(unsafe) let shared = subject.map { $0 * 2 }
        let log = ContractLog()
        let wrong = RoundCounter()
        stress(threads: 4) { worker, deadline in
            if worker == 0 {
                var next = 0
                while !deadline.hasPassed {
                    subject.onNext(next)
                    next += 1
                }
                return
            }
            var previous: [Disposable] = []
            while !deadline.hasPassed {
                let direct = ContractChecker()
                let extended = ContractChecker()
                log.track(direct)
                log.track(extended)
                let subscriptions = [
                    shared.subscribe(onNext: { value in
                        if value % 2 != 0 { wrong.increment() }
                        direct.on(.next(value))
                    }),
                    shared.map { $0 + 1 }.filter { $0 % 3 != 0 }.map { $0 }.subscribe(onNext: { value in
                        if value % 2 == 0 || value % 3 == 0 { wrong.increment() }
                        extended.on(.next(value))
                    }),
                ]
                previous.forEach { $0.dispose() }
                previous = subscriptions
            }
            previous.forEach { $0.dispose() }
        }
        assertNoViolations(log, "a shared stage extended on many threads")
        XCTAssertEqual(wrong.value, 0, "elements the shared stage or an extension should not have delivered")
        XCTAssertGreaterThan(log.summary.delivered, 0, "no element reached a subscription")
    }

    /// A `DisposeBag` released on one thread while another emits into its subscriptions: no crash, no overlapping
    /// or post-terminal delivery, and every resource released.
    func testDisposeBagTeardownRacingEmissions() {
        let subject = PublishSubject<Int>()
        let log = ContractLog()
        let bags = SharedSlot<[DisposeBag]>()
        stress(threads: 3) { worker, deadline in
            switch worker {
            case 0:
                var next = 0
                while !deadline.hasPassed {
                    subject.onNext(next)
                    next += 1
                }
            case 1:
                while !deadline.hasPassed {
                    let bag = DisposeBag()
                    for _ in 0..<8 {
                        let checker = ContractChecker()
                        log.track(checker)
                        subject.map { $0 * 2 }.filter { $0 >= 0 }.subscribe(checker).disposed(by: bag)
                    }
                    bags.modify { $0 = ($0 ?? []) + [bag] }
                }
            default:
                while !deadline.hasPassed {
                    bags.value = []
                }
            }
        }
        bags.value = nil
        assertNoViolations(log, "DisposeBag teardown")
    }
}
