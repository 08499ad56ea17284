import Rx
import RxTesting
import XCTest

final class InfallibleDistinctUntilChangedTests: RxTestCase {
    private struct Item: Equatable {
        let letter: String
        let number: Int
    }

    private func source(_ scheduler: TestScheduler) -> TestableObservable<Item> {
        scheduler.createHotObservable([
            .next(210, Item(letter: "a", number: 1)), .next(220, Item(letter: "A", number: 2)),
            .next(230, Item(letter: "b", number: 2)), .next(240, Item(letter: "b", number: 3)), .completed(250),
        ])
    }

    func testKeySelectorAndComparer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        var comparisons: [String] = []
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: Item(letter: "?", number: 0))
                .distinctUntilChanged(
                    { $0.letter },
                    comparer: { left, right in
                        comparisons.append("\(left)\(right)")
                        return left.lowercased() == right.lowercased()
                    }
                )
                .map(\.number)
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(250)])
        XCTAssertEqual(comparisons, ["aA", "ab", "bb"], "compares each key with the last emitted one")
    }

    func testAtKeyPath() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: Item(letter: "?", number: 0))
                .distinctUntilChanged(at: \.number)
                .map(\.letter)
        }
        XCTAssertEqual(res.events, [.next(210, "a"), .next(220, "A"), .next(240, "b"), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
