import Rx
import RxTesting
import XCTest

final class ConcurrencyTests: RxTestCase {
    func testValuesYieldsElementsThenFinishes() async throws {
        var collected: [Int] = []
        for try await value in Observable.of(1, 2, 3).values {
            collected.append(value)
        }
        XCTAssertEqual(collected, [1, 2, 3])
    }

    func testValuesThrowsTheError() async {
        let failing = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(TraitsTestError.failed)
            return Disposables.create()
        }
        var collected: [Int] = []
        do {
            for try await value in failing.values {
                collected.append(value)
            }
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? TraitsTestError, .failed)
        }
        XCTAssertEqual(collected, [1])
    }

    func testLeavingTheLoopDisposesTheSubscription() async throws {
        let disposed = expectation(description: "disposed")
        let source = Observable<Int>.create { observer in
            for value in 0..<10 { observer.onNext(value) }
            return Disposables.create { disposed.fulfill() }
        }
        var seen: [Int] = []
        for try await value in source.values {
            seen.append(value)
            if value == 2 { break }
        }
        XCTAssertEqual(seen, [0, 1, 2])
        await fulfillment(of: [disposed], timeout: 5)
    }

    func testCancellingTheIteratingTaskDisposesTheSubscription() async throws {
        let subscribed = expectation(description: "subscribed")
        let disposed = expectation(description: "disposed")
        let source = Observable<Int>.create { _ in
            subscribed.fulfill()
            return Disposables.create { disposed.fulfill() }
        }
        let task = Task {
            var count = 0
            for try await _ in source.values { count += 1 }
            return count
        }
        await fulfillment(of: [subscribed], timeout: 5)
        task.cancel()
        await fulfillment(of: [disposed], timeout: 5)
        _ = try? await task.value
    }

    func testAsyncSequenceAsObservable() throws {
        let stream = AsyncStream<Int> { continuation in
            for value in 1...3 { continuation.yield(value) }
            continuation.finish()
        }
        let done = expectation(description: "completed")
        var collected: [Int] = []
        let lock = NSLock()
        let subscription = stream.asObservable().subscribe(
            onNext: { value in lock.withLock { collected.append(value) } },
            onCompleted: { done.fulfill() })
        wait(for: [done], timeout: 5)
        XCTAssertEqual(lock.withLock { collected }, [1, 2, 3])
        subscription.dispose()
    }

    func testDisposingAsyncSequenceObservableCancelsTheTask() {
        let cancelled = expectation(description: "iteration cancelled")
        let started = expectation(description: "started")
        let stream = AsyncStream<Int> { continuation in
            continuation.onTermination = { _ in cancelled.fulfill() }
            started.fulfill()
        }
        let subscription = stream.asObservable().subscribe()
        wait(for: [started], timeout: 5)
        subscription.dispose()
        wait(for: [cancelled], timeout: 5)
    }

    func testAsyncCreateCompletesWhenTheClosureReturns() {
        let done = expectation(description: "completed")
        let values = ValueRecorder<Int>()
        let subscription = Observable<Int>.create { observer async throws in
            observer.onNext(1)
            await Task.yield()
            observer.onNext(2)
        }.subscribe(onNext: { values.append($0) }, onCompleted: { done.fulfill() })
        wait(for: [done], timeout: 5)
        XCTAssertEqual(values.values, [1, 2])
        subscription.dispose()
    }

    func testAsyncCreateThrowingIsAnError() {
        let failed = expectation(description: "failed")
        let subscription = Observable<Int>.create { _ async throws in
            throw TraitsTestError.other
        }.subscribe(onError: { error in
            XCTAssertEqual(error as? TraitsTestError, .other)
            failed.fulfill()
        })
        wait(for: [failed], timeout: 5)
        subscription.dispose()
    }

    func testAsyncCreateDisposeCancelsTheTask() {
        let started = expectation(description: "started")
        let cancelled = expectation(description: "cancelled")
        let subscription = Observable<Int>.create { _ async throws in
            started.fulfill()
            await withTaskCancellationHandler {
                try? await Task.sleep(nanoseconds: 60_000_000_000)
            } onCancel: {
                cancelled.fulfill()
            }
        }.subscribe()
        wait(for: [started], timeout: 5)
        subscription.dispose()
        wait(for: [cancelled], timeout: 5)
    }

    func testSingleValue() async throws {
        let value = try await Single.just(42).value
        XCTAssertEqual(value, 42)
        do {
            _ = try await Single<Int>.error(TraitsTestError.failed).value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? TraitsTestError, .failed)
        }
    }

    func testMaybeAndCompletableValue() async throws {
        let some = try await Maybe.just(1).value
        let none = try await Maybe<Int>.empty().value
        XCTAssertEqual(some, 1)
        XCTAssertNil(none)
        try await Completable.empty().value
        do {
            try await Completable.error(TraitsTestError.other).value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? TraitsTestError, .other)
        }
    }

    func testCancellingTheAwaitingTaskDisposesTheSingle() async {
        let subscribed = expectation(description: "subscribed")
        let disposed = expectation(description: "disposed")
        let single = Single<Int>.create { _ in
            subscribed.fulfill()
            return Disposables.create { disposed.fulfill() }
        }
        let task = Task { try await single.value }
        await fulfillment(of: [subscribed], timeout: 5)
        task.cancel()
        await fulfillment(of: [disposed], timeout: 5)
        do {
            _ = try await task.value
            XCTFail("expected cancellation")
        } catch {
            XCTAssertTrue(error is CancellationError)
        }
    }

    func testSingleCreateFromAsyncWork() async throws {
        let single = Single<Int>.create { () async throws -> Int in
            await Task.yield()
            return 7
        }
        let value = try await single.value
        XCTAssertEqual(value, 7)
    }

    func testDisposingAsyncSingleCancelsTheWork() {
        let started = expectation(description: "started")
        let cancelled = expectation(description: "cancelled")
        let subscription = Single<Int>.create { () async throws -> Int in
            started.fulfill()
            return await withTaskCancellationHandler {
                try? await Task.sleep(nanoseconds: 60_000_000_000)
                return 0
            } onCancel: {
                cancelled.fulfill()
            }
        }.subscribe(onSuccess: { _ in })
        wait(for: [started], timeout: 5)
        subscription.dispose()
        wait(for: [cancelled], timeout: 5)
    }

    func testInfallibleValues() async {
        var collected: [Int] = []
        for await value in Infallible.of(1, 2).values {
            collected.append(value)
        }
        XCTAssertEqual(collected, [1, 2])
    }
}

/// Collects values from any thread.
final class ValueRecorder<Value>: @unchecked Sendable { // Sendable: `values` guarded by `lock`.
    private let lock = NSLock()
    private var stored: [Value] = []

    var values: [Value] { lock.withLock { stored } }

    func append(_ value: Value) {
        lock.withLock { stored.append(value) }
    }
}

extension ConcurrencyTests {
    @MainActor
    func testSharedSequenceValuesYieldsTheElementsThenFinishes() async {
        var received: [Int] = []
        for await value in Driver.from([1, 2, 3]).values {
            received.append(value)
        }
        XCTAssertEqual(received, [1, 2, 3])
    }
}
