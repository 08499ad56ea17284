import Foundation
import Rx
import RxTesting
import XCTest

final class ResourcesTests: RxTestCase {
    func testEachLiveObservableCountsAsOneResource() {
        let start = Resources.total
        var observable: Observable<Int>? = Observable.just(1)
        XCTAssertNotNil(observable)
        XCTAssertEqual(Resources.total, start + 1)

        var mapped: Observable<Int>? = observable?.map { $0 + 1 }
        XCTAssertNotNil(mapped)
        XCTAssertEqual(Resources.total, start + 2)

        mapped = nil
        observable = nil
        XCTAssertEqual(Resources.total, start)
    }

    func testCodeOutsideRxCanCountItsOwnResources() {
        // As RxSwift's test suite does through its Resources wrapper: the counters are callable from outside Rx.
        let start = Resources.total
        XCTAssertEqual(Resources.incrementTotal(), start + 1)
        XCTAssertEqual(Resources.total, start + 1)
        XCTAssertEqual(Resources.decrementTotal(), start)
    }

    /// Each thread counts on its own: resources made on threads that then exit, and freed on another thread (and
    /// the other way round), leave the total where it was.
    func testCountsFromThreadsThatComeAndGoAddUp() {
        let start = Resources.total
        let made = SharedSlot<[Observable<Int>]>()
        made.value = []
        let group = DispatchGroup()
        for _ in 0..<8 {
            group.enter()
            Thread.detachNewThread {
                // The thread's own reference ends before it says it is done: otherwise, on a loaded machine, it may
                // release these observables (on this thread) after the final count below.
                do {
                    let observables = (0..<50).map { Observable.just($0) }
                    made.modify { $0?.append(contentsOf: observables) }
                }
                group.leave()
            }
        }
        XCTAssertEqual(group.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(Resources.total, start + 400)
        let freed = expectation(description: "freed on another thread")
        Thread.detachNewThread {
            made.value = nil
            freed.fulfill()
        }
        wait(for: [freed], timeout: 10)
        let subject = SharedSlot<PublishSubject<Int>>()
        let madeThere = expectation(description: "made on another thread")
        Thread.detachNewThread {
            subject.value = PublishSubject<Int>()
            madeThere.fulfill()
        }
        wait(for: [madeThere], timeout: 10)
        subject.value = nil
        XCTAssertEqual(Resources.total, start)
    }
}
