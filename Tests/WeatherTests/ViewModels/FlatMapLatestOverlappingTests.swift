import Dispatch
import Rx
import RxTesting
import XCTest

@testable import Weather

/// The view models' `flatMapLatestOverlapping`: the next inner sequence is subscribed before the previous one is
/// disposed, a superseded one's results are dropped, and the observer is never called under the switch's lock.
final class FlatMapLatestOverlappingTests: RxTestCase {
    func testTheNextInnerIsSubscribedBeforeThePreviousIsDisposedAndItsResultsAreDropped() {
        let outer = PublishSubject<Int>()
        let inners = [PublishSubject<String>(), PublishSubject<String>()]
        var log: [String] = []
        let subscription =
            outer
            .flatMapLatestOverlapping { index in
                inners[index].do(
                    onSubscribe: { log.append("subscribe \(index)") }, onDispose: { log.append("dispose \(index)") })
            }
            .subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        outer.onNext(0)
        inners[0].onNext("a")
        outer.onNext(1)
        inners[0].onNext("stale")
        inners[1].onNext("b")
        outer.onCompleted()
        inners[1].onCompleted()
        subscription.dispose()
        XCTAssertEqual(
            log, ["subscribe 0", "next a", "subscribe 1", "dispose 0", "next b", "completed", "dispose 1"])
    }

    /// An observer that makes the outer sequence emit on another thread and waits for it: the other thread must not
    /// find the switch locked (it was held through the delivery, so this waited forever), and its element follows.
    func testTheObserverIsNotCalledUnderTheSwitchsLock() {
        let outer = PublishSubject<Int>()
        let received = RxLockedTestBox<[Int]>([])
        let waitedOut = RxLockedTestBox(false)
        let subscription =
            outer
            .flatMapLatestOverlapping { Observable.just($0 * 10) }
            .subscribe(onNext: { value in
                received.modify { $0.append(value) }
                guard value == 10 else { return }
                let sent = DispatchSemaphore(value: 0)
                DispatchQueue.global().async {
                    outer.onNext(2)
                    sent.signal()
                }
                if sent.wait(timeout: .now() + 10) == .timedOut { waitedOut.modify { $0 = true } }
            })
        outer.onNext(1)
        subscription.dispose()
        XCTAssertFalse(waitedOut.value, "the other thread waited for the switch's lock")
        XCTAssertEqual(received.value, [10, 20])
    }
}

/// A value read and changed from several threads.
private final class RxLockedTestBox<Value>: @unchecked Sendable { // Sendable: `stored` is guarded by `lock`.
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    var value: Value { lock.withLock { stored } }

    func modify(_ change: (inout Value) -> Void) {
        lock.withLock { change(&stored) }
    }
}
