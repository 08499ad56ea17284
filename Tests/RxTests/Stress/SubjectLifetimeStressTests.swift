import Foundation
import Rx
import RxTesting
import XCTest

/// A subject's last reference released on one thread while its subscriptions are disposed on another: the
/// subscriptions reach the subject through an unretained handle that the subject's `deinit` clears, so neither
/// side may touch a subject being torn down. No crash, no report under the thread sanitizer, nothing left alive
/// (`RxTestCase` checks `Resources.total`).
final class SubjectLifetimeStressTests: RxTestCase {
    private func raceReleaseAgainstDispose(_ subscribe: @escaping @Sendable () -> [Disposable]) {
        let pending = SharedSlot<[Disposable]>()
        let made = RoundCounter()
        stress(threads: 2) { worker, deadline in
            while !deadline.hasPassed {
                if worker == 0 {
                    // The subject lives only inside `subscribe`: it is released as it returns, while the other
                    // thread may already be disposing the subscriptions it made.
                    let subscriptions = subscribe()
                    pending.modify { $0 = ($0 ?? []) + subscriptions }
                    made.increment()
                } else {
                    var taken: [Disposable] = []
                    pending.modify {
                        taken = $0 ?? []
                        $0 = []
                    }
                    taken.forEach { $0.dispose() }
                }
            }
        }
        pending.value?.forEach { $0.dispose() }
        XCTAssertGreaterThan(made.value, 0)
    }

    func testPublishSubjectReleasedWhileItsSubscriptionsAreDisposed() {
        raceReleaseAgainstDispose {
            let subject = PublishSubject<Int>()
            let subscriptions = (0..<4).map { _ in subject.map { $0 + 1 }.subscribe(onNext: { _ in }) }
            subject.onNext(1)
            return subscriptions
        }
    }

    func testBehaviorAndReplaySubjectsReleasedWhileTheirSubscriptionsAreDisposed() {
        raceReleaseAgainstDispose {
            let behavior = BehaviorSubject(value: 0)
            let replay = ReplaySubject<Int>.create(bufferSize: 2)
            let async = AsyncSubject<Int>()
            replay.onNext(1)
            return [
                behavior.subscribe(onNext: { _ in }), behavior.filter { $0 > 0 }.subscribe(onNext: { _ in }),
                replay.subscribe(onNext: { _ in }), async.subscribe(onNext: { _ in }),
            ]
        }
    }
}
