import Foundation
import Rx
import RxTesting
import XCTest

/// Something a closure captures, to see whether the closure is still alive.
private final class Canary {
    let offset = 1
}

/// A source dropped by everyone while a subscription to it was never disposed is freed, with the chain and what its
/// closures captured, as RxSwift frees it: nothing in a subscription may hold its own source alive.
final class DroppedSourceTests: RxTestCase {
    /// Subscribes with `subscribe` and drops everything, the subscription included, without disposing anything;
    /// the subject must then be gone, and with `capturesFreed` what the closures captured too. (Operators that are
    /// not fused keep their own sinks and closures in a cycle with the observer until disposed or ended, as
    /// RxSwift's sinks do with their `SinkDisposer`; the subject is freed all the same.)
    private func assertFreed(
        _ what: String, capturesFreed: Bool = true, file: StaticString = #filePath, line: UInt = #line,
        _ subscribe: (PublishSubject<Int>, Canary) -> Disposable
    ) {
        weak var weakSubject: PublishSubject<Int>?
        weak var weakCanary: Canary?
        do {
            let subject = PublishSubject<Int>()
            let canary = Canary()
            weakSubject = subject
            weakCanary = canary
            _ = subscribe(subject, canary)
            subject.onNext(1)
        }
        XCTAssertNil(weakSubject, "\(what): the dropped subject is still alive", file: file, line: line)
        if capturesFreed {
            XCTAssertNil(weakCanary, "\(what): what the closures captured is still alive", file: file, line: line)
        }
    }

    func testMapFilterAndCompactMapDoNotKeepADroppedSubject() {
        assertFreed("map") { subject, canary in
            subject.map { $0 + canary.offset }.subscribe(onNext: { _ in })
        }
        assertFreed("filter") { subject, canary in
            subject.filter { $0 > canary.offset }.subscribe(onNext: { _ in })
        }
        assertFreed("compactMap") { subject, canary in
            subject.compactMap { $0 > canary.offset ? $0 : nil }.subscribe(onNext: { _ in })
        }
        assertFreed("map.map") { subject, canary in
            subject.map { $0 + canary.offset }.map { $0 * 2 }.subscribe(onNext: { _ in })
        }
        assertFreed("map.filter.compactMap") { subject, canary in
            subject.map { $0 + canary.offset }.filter { $0 > 0 }.compactMap { $0 }.subscribe(onNext: { _ in })
        }
        // Ending in another type than the first stage's output (the head sink's class is looked up).
        assertFreed("map to String.map") { subject, canary in
            subject.map { "\($0 + canary.offset)" }.map { $0.count }.subscribe(onNext: { _ in })
        }
    }
}

/// The same for subscriptions whose final observer holds a separate upstream sink (an observer, `take`, `scan`,
/// `share`, a `Driver`): the subject is freed. The sinks themselves and their closures stay in a cycle with the
/// final observer until it is disposed or ends, as RxSwift's sinks do with their `SinkDisposer`, so these tests
/// do not check `Resources.total`.
final class DroppedSourceCycleTests: XCTestCase {
    private func assertFreed(
        _ what: String, capturesFreed: Bool = true, file: StaticString = #filePath, line: UInt = #line,
        _ subscribe: (PublishSubject<Int>, Canary) -> Disposable
    ) {
        weak var weakSubject: PublishSubject<Int>?
        do {
            let subject = PublishSubject<Int>()
            weakSubject = subject
            _ = subscribe(subject, Canary())
            subject.onNext(1)
        }
        XCTAssertNil(weakSubject, "\(what): the dropped subject is still alive", file: file, line: line)
    }

    func testFusedChainsSubscribedWithAnObserverDoNotKeepADroppedSubject() {
        assertFreed("map, subscribe(observer)", capturesFreed: false) { subject, canary in
            subject.map { $0 + canary.offset }.subscribe(AnyObserver { _ in })
        }
        assertFreed("map.filter, subscribe(event handler)", capturesFreed: false) { subject, canary in
            subject.map { $0 + canary.offset }.filter { $0 > 0 }.subscribe { _ in }
        }
        assertFreed("map.take", capturesFreed: false) { subject, canary in
            subject.map { $0 + canary.offset }.take(5).subscribe(onNext: { _ in })
        }
    }

    func testNonFusedOperatorsDoNotKeepADroppedSubject() {
        assertFreed("scan", capturesFreed: false) { subject, canary in
            subject.scan(0) { $0 + $1 + canary.offset }.subscribe(onNext: { _ in })
        }
        assertFreed("distinctUntilChanged.map", capturesFreed: false) { subject, canary in
            subject.distinctUntilChanged().map { $0 + canary.offset }.subscribe(onNext: { _ in })
        }
    }

    func testShareDoesNotKeepADroppedSubject() {
        for replay in [0, 1, 2] {
            assertFreed("share(replay: \(replay))", capturesFreed: false) { subject, canary in
                subject.map { $0 + canary.offset }.share(replay: replay).subscribe(onNext: { _ in })
            }
        }
    }

    func testDriverDoesNotKeepADroppedSubject() {
        assertFreed("asDriver(onErrorJustReturn:).drive", capturesFreed: false) { subject, canary in
            subject.asDriver(onErrorJustReturn: -1).map { $0 + canary.offset }.drive(onNext: { _ in })
        }
    }

    /// The calls whose error report names the source's chain (`bind(onNext:)`, `bind(to:)` a relay, an
    /// `Infallible`'s `subscribe(_:)`, a `ControlEvent`'s or `ControlProperty`'s Driver) hold that source weakly:
    /// held strongly, the subject held its own observer's error closure and so itself.
    func testCallsThatReportTheFailedChainDoNotKeepADroppedSubject() {
        assertFreed("bind(onNext:)") { subject, _ in subject.bind(onNext: { _ in }) }
        assertFreed("map.bind(onNext:)") { subject, canary in
            subject.map { $0 + canary.offset }.bind(onNext: { _ in })
        }
        assertFreed("bind(with:onNext:)") { subject, canary in subject.bind(with: canary, onNext: { _, _ in }) }
        assertFreed("bind(to: PublishRelay)", capturesFreed: false) { subject, _ in
            subject.bind(to: PublishRelay<Int>())
        }
        assertFreed("Infallible subscribe(_:)", capturesFreed: false) { subject, _ in
            subject.asInfallible(onErrorJustReturn: 0).subscribe { _ in }
        }
        assertFreed("ControlEvent.asDriver().drive", capturesFreed: false) { subject, _ in
            ControlEvent(events: subject).asDriver().drive(onNext: { _ in })
        }
        assertFreed("ControlEvent.asSignal().emit", capturesFreed: false) { subject, _ in
            ControlEvent(events: subject).asSignal().emit(onNext: { _ in })
        }
        assertFreed("ControlProperty.asDriver().drive", capturesFreed: false) { subject, _ in
            ControlProperty(values: subject, valueSink: AnyObserver { _ in }).asDriver().drive(onNext: { _ in })
        }
    }

    func testASourceDroppedByItsCreateClosureIsFreed() {
        weak var weakRelay: PublishRelay<Int>?
        do {
            let relay = PublishRelay<Int>()
            let canary = Canary()
            weakRelay = relay
            let source = Observable<Int>.create { observer in
                relay.subscribe(observer)
            }
            _ = source.map { $0 + canary.offset }.subscribe(onNext: { _ in })
            relay.accept(1)
        }
        XCTAssertNil(weakRelay, "the relay a create closure captured is still alive")
    }
}
