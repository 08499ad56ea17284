import Foundation
import Rx
import RxTesting
import XCTest

/// `share` under real threads: subscribers come and go while the source emits, checked against the Rx contract.
final class ShareStressTests: RxTestCase {
    /// One thread emits increasing integers; a long-lived subscriber keeps the share connected; the other threads
    /// subscribe, let a few elements through and dispose.
    private func churnShared(
        _ what: String, file: StaticString = #filePath, line: UInt = #line,
        _ makeShared: (Observable<Int>) -> Observable<Int>
    ) {
        let subject = PublishSubject<Int>()
        let shared = makeShared(subject.asObservable())
        let log = ContractLog()
        let keeper = ContractChecker()
        log.track(keeper, terminals: 1...1)
        let kept = shared.subscribe(keeper)
        churnWhileEmitting(
            source: shared, log: log, pause: 200, emit: { subject.onNext($0) }, afterEmitting: { subject.onCompleted() }
        )
        kept.dispose()
        assertNoViolations(log, what, file: file, line: line)
        XCTAssertGreaterThan(log.summary.delivered, 1, "\(what): no subscriber but the first saw an element")
    }

    /// Rounds of a source that emits a few elements and completes while subscribers attach: no subscriber may
    /// see an element after its terminal event, or elements out of order.
    private func attachWhileCompleting(
        _ what: String, file: StaticString = #filePath, line: UInt = #line,
        _ makeShared: @escaping @Sendable (Observable<Int>) -> Observable<Int>
    ) {
        let current = SharedSlot<(PublishSubject<Int>, Observable<Int>)>()
        let log = ContractLog()
        let rounds = RoundCounter()
        stress(threads: 4) { worker, deadline in
            if worker == 0 {
                while !deadline.hasPassed {
                    let subject = PublishSubject<Int>()
                    current.value = (subject, makeShared(subject.asObservable()))
                    for element in 0..<64 { subject.onNext(element) }
                    subject.onCompleted()
                    rounds.increment()
                }
                current.value = nil
                return
            }
            var subscriptions: [Disposable] = []
            while !deadline.hasPassed {
                guard let (_, shared) = current.value else { continue }
                let checker = ContractChecker()
                log.track(checker)
                subscriptions.append(shared.subscribe(checker))
                if subscriptions.count > 16 {
                    subscriptions.removeFirst().dispose()
                }
            }
            subscriptions.forEach { $0.dispose() }
        }
        assertNoViolations(log, what, file: file, line: line)
        XCTAssertGreaterThan(rounds.value, 0)
    }

    func testShareReplayOneWhileConnectedChurn() {
        churnShared("share(replay: 1)") { $0.share(replay: 1) }
    }

    func testShareReplayOneWhileConnectedAttachWhileCompleting() {
        attachWhileCompleting("share(replay: 1)") { $0.share(replay: 1) }
    }

    func testShareEveryReplayAndScopeChurn() {
        for scope in [SubjectLifetimeScope.whileConnected, .forever] {
            for replay in [0, 2] {
                churnShared("share(replay: \(replay), scope: \(scope))") {
                    $0.share(replay: replay, scope: scope)
                }
            }
            churnShared("share(replay: 1, scope: \(scope))") { $0.share(replay: 1, scope: scope) }
        }
    }

    func testShareEveryReplayAndScopeAttachWhileCompleting() {
        for scope in [SubjectLifetimeScope.whileConnected, .forever] {
            for replay in [0, 1, 2] {
                attachWhileCompleting("share(replay: \(replay), scope: \(scope))") {
                    $0.share(replay: replay, scope: scope)
                }
            }
        }
    }
}
