import Foundation
import Rx
import RxTesting
import XCTest

final class InfallibleDebugTests: RxTestCase {
    func testDebugPassesEventsThroughAndPrintsThemWithTheIdentifier() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        var res: TestableObserver<Int>!
        let lines = try capturingStandardOutput {
            res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).debug("ints") }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        let tails = lines.map { $0.split(separator: ":", maxSplits: 3).last.map(String.init) ?? $0 }
        XCTAssertEqual(
            tails,
            [
                " ints -> subscribed", " ints -> Event next(1)", " ints -> Event next(2)",
                " ints -> Event completed", " ints -> isDisposed",
            ])
    }

    func testDebugWithoutIdentifierNamesTheCallSite() throws {
        let lines = try capturingStandardOutput {
            _ = Infallible.just(7).debug().subscribe()
        }
        XCTAssertEqual(lines.count, 4, "\(lines)")
        XCTAssertTrue(lines.allSatisfy { $0.contains("InfallibleDebugTests.swift:") }, "\(lines)")
    }
}
