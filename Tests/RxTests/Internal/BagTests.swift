import RxTesting
import XCTest

@testable import Rx

final class BagTests: RxTestCase {
    private enum Order: CaseIterable {
        case subscription, reverse, random
    }

    /// A fixed-seed generator (SplitMix64), so a failing order can be replayed.
    private struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }

    private func removalOrder(of count: Int, _ order: Order) -> [Int] {
        switch order {
        case .subscription: return Array(0..<count)
        case .reverse: return Array((0..<count).reversed())
        case .random:
            var generator = SeededGenerator(state: 11)
            return Array(0..<count).shuffled(using: &generator)
        }
    }

    func testRemovingInAnyOrderKeepsTheRestInInsertionOrder() {
        for order in Order.allCases {
            var bag = Bag<Int>()
            let keys = (0..<1_000).map { bag.insert($0) }
            var alive = Set(0..<1_000)
            for (step, index) in removalOrder(of: 1_000, order).enumerated() {
                XCTAssertEqual(bag.remove(keys[index]), index, "\(order)")
                XCTAssertNil(bag.remove(keys[index]), "removed twice, \(order)")
                alive.remove(index)
                if step % 97 == 0 || alive.count < 40 {
                    XCTAssertEqual(Array(bag.elements), alive.sorted(), "\(order) after \(step + 1) removals")
                    XCTAssertEqual(bag.count, alive.count)
                }
            }
            XCTAssertTrue(bag.isEmpty)
            let key = bag.insert(7)
            XCTAssertEqual(Array(bag.elements), [7])
            XCTAssertEqual(bag.remove(key), 7)
        }
    }

    func testSubjectDeliversInSubscriptionOrderWhileSubscribersLeaveInAnyOrder() {
        for order in Order.allCases {
            let subject = PublishSubject<Int>()
            var received: [Int] = []
            let subscriptions = (0..<300).map { index in
                subject.subscribe(onNext: { _ in received.append(index) })
            }
            var alive = Set(0..<300)
            for (step, index) in removalOrder(of: 300, order).enumerated() {
                subscriptions[index].dispose()
                alive.remove(index)
                guard step % 23 == 0 || alive.count < 5 else { continue }
                received = []
                subject.onNext(step)
                XCTAssertEqual(received, alive.sorted(), "\(order) after \(step + 1) disposals")
            }
            XCTAssertFalse(subject.hasObservers)
        }
    }

    func testDisposeBagDisposesInInsertionOrder() {
        var disposed: [Int] = []
        var bag: DisposeBag? = DisposeBag()
        for index in 0..<100 {
            bag?.insert(Disposables.create { disposed.append(index) })
        }
        bag = nil
        XCTAssertEqual(disposed, Array(0..<100))
    }

    func testRemovingTheNewestElementPopsItAndTheEmptySlotsBeforeIt() {
        var bag = Bag<Int>()
        let first = bag.insert(1)
        let second = bag.insert(2)
        for value in 0..<1_000 {
            let key = bag.insert(value)
            XCTAssertEqual(bag.remove(key), value)
        }
        XCTAssertEqual(bag.slots.count, 2, "a subscribe-then-dispose cycle must not leave empty slots behind")
        let third = bag.insert(3)
        XCTAssertEqual(bag.remove(second), 2)
        XCTAssertEqual(bag.slots.count, 3, "removing from the middle leaves an empty slot")
        XCTAssertEqual(bag.remove(third), 3)
        XCTAssertEqual(bag.slots.count, 1, "the empty slot before the newest element goes with it")
        XCTAssertEqual(Array(bag.elements), [1])
        let fourth = bag.insert(4)
        XCTAssertEqual(Array(bag.elements), [1, 4])
        XCTAssertNil(bag.remove(second))
        XCTAssertEqual(bag.remove(first), 1)
        XCTAssertEqual(bag.remove(fourth), 4)
        XCTAssertTrue(bag.isEmpty)
    }
}
