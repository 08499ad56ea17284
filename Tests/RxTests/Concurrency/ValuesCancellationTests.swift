import Rx
import RxTesting
import XCTest

/// Leaving a `for await` loop, or cancelling its task, ends the Rx subscription behind `values`.
final class ValuesCancellationTests: RxTestCase {
    func testCancellingTheTaskIteratingAnInfallibleDisposesTheSubscription() async {
        let subscribed = expectation(description: "subscribed")
        let disposed = expectation(description: "disposed")
        let source = Infallible<Int>.create { observer in
            observer(.next(1))
            subscribed.fulfill()
            return Disposables.create { disposed.fulfill() }
        }
        let task = Task {
            var count = 0
            for await _ in source.values { count += 1 }
            return count
        }
        await fulfillment(of: [subscribed], timeout: 5)
        task.cancel()
        await fulfillment(of: [disposed], timeout: 5)
        let count = await task.value
        XCTAssertEqual(count, 1, "the loop ends once the subscription is gone")
    }

    @MainActor
    func testLeavingADriverLoopDisposesTheSubscription() async {
        let relay = BehaviorRelay(value: 0)
        let disposed = expectation(description: "disposed")
        let driver = relay.asDriver().do(onDispose: { disposed.fulfill() })
        var seen: [Int] = []
        for await value in driver.values {
            seen.append(value)
            if value == 0 { relay.accept(1) }
            if value == 1 { break }
        }
        await fulfillment(of: [disposed], timeout: 5)
        XCTAssertEqual(seen, [0, 1])
    }
}
