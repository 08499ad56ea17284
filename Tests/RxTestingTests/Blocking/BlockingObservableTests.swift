import Dispatch
import Foundation
import Rx
import RxTesting
import XCTest

private struct SampleError: Error, Equatable {}

private func assertRxError(
    _ expression: @autoclosure () throws -> Any?, _ check: (RxError) -> Bool,
    file: StaticString = #filePath, line: UInt = #line
) {
    do {
        _ = try expression()
        XCTFail("expected an error", file: file, line: line)
    } catch let error as RxError {
        XCTAssertTrue(check(error), "unexpected \(error)", file: file, line: line)
    } catch {
        XCTFail("unexpected \(error)", file: file, line: line)
    }
}

/// Emits `elements` then completes, from a global queue.
private func fromBackground(_ elements: [Int], error: Error? = nil) -> Observable<Int> {
    Observable.create { observer in
        DispatchQueue.global().async {
            elements.forEach(observer.onNext)
            if let error { observer.onError(error) } else { observer.onCompleted() }
        }
        return Disposables.create()
    }
}

final class BlockingObservableTests: RxTestCase {
    func testToArray() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().toArray(), [1, 2, 3])
        XCTAssertEqual(try Observable<Int>.empty().toBlocking().toArray(), [])
    }

    func testToArrayThrowsTheSequenceError() {
        XCTAssertThrowsError(try Observable<Int>.error(SampleError()).toBlocking().toArray()) { error in
            XCTAssertEqual(error as? SampleError, SampleError())
        }
    }

    func testFirstDisposesAfterTheFirstElement() throws {
        var disposed = false
        var emittedAfterFirst = false
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            emittedAfterFirst = true
            return Disposables.create { disposed = true }
        }
        XCTAssertEqual(try source.toBlocking().first(), 1)
        XCTAssertTrue(emittedAfterFirst)
        XCTAssertTrue(disposed)
        XCTAssertNil(try Observable<Int>.empty().toBlocking().first())
    }

    func testLast() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().last(), 3)
        XCTAssertNil(try Observable<Int>.empty().toBlocking().last())
    }

    func testSingle() throws {
        XCTAssertEqual(try Observable.just(7).toBlocking().single(), 7)
        assertRxError(try Observable<Int>.empty().toBlocking().single()) {
            if case .noElements = $0 { return true }
            return false
        }
        assertRxError(try Observable.of(1, 2).toBlocking().single()) {
            if case .moreThanOneElement = $0 { return true }
            return false
        }
    }

    func testSinglePredicate() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().single { $0 == 2 }, 2)
        assertRxError(try Observable.of(1, 2, 3).toBlocking().single { $0 > 5 }) {
            if case .noElements = $0 { return true }
            return false
        }
        assertRxError(try Observable.of(1, 2, 3).toBlocking().single { $0 > 1 }) {
            if case .moreThanOneElement = $0 { return true }
            return false
        }
        XCTAssertThrowsError(try Observable.of(1, 2).toBlocking().single { _ in throw SampleError() }) {
            XCTAssertEqual($0 as? SampleError, SampleError())
        }
    }

    func testSinglePredicateIsNotAskedAgainOnceTheAnswerIsKnown() {
        var asked: [Int] = []
        assertRxError(
            try Observable.of(1, 2, 3, 4).toBlocking().single {
                asked.append($0)
                return $0 >= 2
            }
        ) {
            if case .moreThanOneElement = $0 { return true }
            return false
        }
        XCTAssertEqual(asked, [1, 2, 3])

        asked = []
        XCTAssertThrowsError(
            try Observable.of(1, 2, 3, 4).toBlocking().single { element in
                asked.append(element)
                if element == 2 { throw SampleError() }
                return false
            })
        XCTAssertEqual(asked, [1, 2])
    }

    func testMaterialize() {
        guard case .completed(let elements) = Observable.of(1, 2).toBlocking().materialize() else {
            return XCTFail("expected completion")
        }
        XCTAssertEqual(elements, [1, 2])

        let failing = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(SampleError())
            return Disposables.create()
        }
        guard case .failed(let partial, let error) = failing.toBlocking().materialize() else {
            return XCTFail("expected failure")
        }
        XCTAssertEqual(partial, [1])
        XCTAssertEqual(error as? SampleError, SampleError())
    }

    func testTimeoutThrowsAndDisposes() {
        var disposed = false
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            return Disposables.create { disposed = true }
        }
        assertRxError(try source.toBlocking(timeout: 0.05).toArray()) {
            if case .timeout = $0 { return true }
            return false
        }
        XCTAssertTrue(disposed)
        guard case .failed(let elements, let error) = source.toBlocking(timeout: 0.01).materialize() else {
            return XCTFail("expected a timeout")
        }
        XCTAssertEqual(elements, [1])
        XCTAssertEqual((error as? RxError).map { "\($0)" }, "\(RxError.timeout)")
    }

    func testElementsFromAnotherThread() throws {
        XCTAssertEqual(try fromBackground([1, 2, 3]).toBlocking(timeout: 5).toArray(), [1, 2, 3])
        XCTAssertEqual(try fromBackground([4, 5]).toBlocking(timeout: 5).first(), 4)
        XCTAssertThrowsError(try fromBackground([1], error: SampleError()).toBlocking(timeout: 5).toArray())
    }

    func testElementsFromTheMainQueueWhileWaitingOnTheMainThread() throws {
        try XCTSkipUnless(Thread.isMainThread, "needs to run on the main thread")
        let source = Observable<Int>.create { observer in
            DispatchQueue.main.async {
                observer.onNext(1)
                DispatchQueue.main.async {
                    observer.onNext(2)
                    observer.onCompleted()
                }
            }
            return Disposables.create()
        }
        XCTAssertEqual(try source.toBlocking(timeout: 5).toArray(), [1, 2])
    }

    func testMainQueueHopFromABackgroundThreadWhileWaitingOnTheMainThread() throws {
        try XCTSkipUnless(Thread.isMainThread, "needs to run on the main thread")
        let source = Observable<Int>.create { observer in
            DispatchQueue.global().async {
                DispatchQueue.main.async {
                    observer.onNext(9)
                    observer.onCompleted()
                }
            }
            return Disposables.create()
        }
        XCTAssertEqual(try source.toBlocking(timeout: 5).single(), 9)
    }

    func testWaitingOnABackgroundThreadForMainQueueWork() {
        nonisolated(unsafe) let source = Observable<Int>.create { observer in
            DispatchQueue.main.async {
                observer.onNext(3)
                observer.onCompleted()
            }
            return Disposables.create()
        }
        let done = expectation(description: "blocking call returned")
        nonisolated(unsafe) var result: [Int]?
        DispatchQueue.global().async {
            result = try? source.toBlocking(timeout: 5).toArray()
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(result, [3])
    }
}
