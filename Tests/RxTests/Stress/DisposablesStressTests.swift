import Foundation
import Rx
import XCTest

/// The disposables on real threads: each resource they hold is disposed exactly once however `dispose()`,
/// `setDisposable`, `insert`, `remove(for:)`, `retain()` and a bag's release race (under the thread sanitizer
/// in CI: no data race either).
final class DisposablesStressTests: XCTestCase {
    /// A resource that counts how often it was disposed.
    private final class Resource: @unchecked Sendable { // Sendable: `disposals` guarded by `lock`.
        private let lock = NSLock()
        private var disposals = 0
        private(set) lazy var disposable: Disposable = Disposables.create { [self] in lock.withLock { disposals += 1 } }
        var count: Int { lock.withLock { disposals } }
    }

    /// One round's disposables and the resources they hold, shared by the round's threads.
    private final class Round: @unchecked Sendable { // Sendable: disposables are thread-safe; `bag` behind `lock`.
        let serial = SerialDisposable()
        let composite = CompositeDisposable()
        let single = SingleAssignmentDisposable()
        let refCount: RefCountDisposable
        let anonymous: Disposable
        let compositeKey: CompositeDisposable.DisposeKey?
        /// held by: anonymous, single, refCount, serial, composite (inserted before), bag, composite (inserted
        /// during the race, when not yet disposed).
        let resources = (0..<7).map { _ in Resource() }
        private let lock = NSLock()
        private var bag: DisposeBag? = DisposeBag()

        init() {
            anonymous = resources[0].disposable
            refCount = RefCountDisposable(disposable: resources[2].disposable)
            compositeKey = composite.insert(resources[4].disposable)
        }

        /// What thread `step` does in this round: every step races every other.
        func run(_ step: Int) {
            switch step {
            case 0:
                serial.disposable = resources[3].disposable
                serial.dispose()
            case 1:
                anonymous.dispose()
                composite.dispose()
            case 2:
                single.setDisposable(resources[1].disposable)
                refCount.dispose()
            case 3:
                single.dispose()
                refCount.retain().dispose()
                if let compositeKey { composite.remove(for: compositeKey) }
            case 4:
                lock.withLock { bag }?.insert(resources[5].disposable)
                _ = composite.insert(resources[6].disposable)
            default:
                lock.withLock { bag = nil }
                anonymous.dispose()
            }
        }

        /// Ends the round: disposes what is left, then reports each resource that was not disposed exactly once
        /// (the bag's may never have been inserted, the last composite one may have been refused; at most once).
        func finish() -> [String] {
            serial.dispose()
            composite.dispose()
            single.dispose()
            refCount.dispose()
            lock.withLock { bag = nil }
            return resources.enumerated().compactMap { index, resource in
                let count = resource.count
                let allowed = index >= 5 ? 0...1 : 1...1
                return allowed.contains(count) ? nil : "resource \(index) disposed \(count) times"
            }
        }
    }

    func testDisposablesRacingEachOtherDisposeEachResourceOnce() {
        let deadline = StressDeadline(after: stressDuration)
        var rounds = 0
        var failures: [String] = []
        while !deadline.hasPassed || rounds == 0 {
            let round = Round()
            let steps = 6
            let offset = rounds
            DispatchQueue.concurrentPerform(iterations: steps) { index in
                round.run((index + offset) % steps)
            }
            failures += round.finish()
            rounds += 1
        }
        XCTAssertEqual(failures, [], "over \(rounds) rounds")
    }
}
