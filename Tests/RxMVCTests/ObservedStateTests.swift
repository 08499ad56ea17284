#if canImport(Observation)
import Foundation
import Observation
import Rx
import RxMVC
import RxTesting
import XCTest

/// Counts observation changes; the `onChange` closures are `@Sendable`.
private final class ChangeCounter: @unchecked Sendable { // Sendable: `count` guarded by `lock`.
    private let lock = NSLock()
    private var value = 0
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    func fire() {
        lock.lock()
        value += 1
        lock.unlock()
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class ObservedStateTests: RxTestCase {
    private func track<T>(_ read: @escaping () -> T) -> ChangeCounter {
        let counter = ChangeCounter()
        withObservationTracking {
            _ = read()
        } onChange: {
            counter.fire()
        }
        return counter
    }

    func testReadingOneFieldReFiresOnlyWhenThatFieldChanges() {
        let scheduler = TestScheduler(initialClock: 0)
        let holder = ObservedState<AppState, AppEvent>(initialState: AppState())
        let loop = combineModel(
            AppModel(), withView: holder, controller: appController(StubItemService(scheduler: scheduler)))

        let counter = track { holder.counter }
        holder.send(.bumpOther)
        holder.send(.counter(0))
        XCTAssertEqual(counter.count, 0, "other fields changed, and a state with the same counter arrived")
        holder.send(.counter(2))
        XCTAssertEqual(counter.count, 1)
        XCTAssertEqual(holder.counter, 2)

        let other = track { holder.other }
        holder.send(.counter(1))
        holder.send(.addRow("a"))
        XCTAssertEqual(other.count, 0)
        holder.send(.bumpOther)
        XCTAssertEqual(other.count, 1)
        XCTAssertEqual(holder.other, 2)
        loop.dispose()
    }

    func testReadingAnOptionalChildTracksTheChildAndTheWholeStateTracksAll() {
        let scheduler = TestScheduler(initialClock: 0)
        let holder = ObservedState<AppState, AppEvent>(initialState: AppState())
        let loop = combineModel(
            AppModel(), withView: holder, controller: appController(StubItemService(scheduler: scheduler)))
        holder.send(.openDetail("x"))
        let value = track { holder.detail?.value }
        holder.send(.detail(.load))
        XCTAssertEqual(value.count, 1, "detail changed (isLoading): `detail` is the field read")
        XCTAssertEqual(holder.detail?.isLoading, true)
        let whole = track { holder.state }
        holder.send(.counter(0))
        XCTAssertEqual(whole.count, 1, "reading the whole state tracks every new state")
        loop.dispose()
    }

    func testEventsSentFromTheHolderReachTheLoop() {
        let scheduler = TestScheduler(initialClock: 0)
        let holder = ObservedState<AppState, AppEvent>(initialState: AppState())
        let loop = combineModel(
            AppModel(), withView: holder, controller: appController(StubItemService(scheduler: scheduler)))
        holder.send(.push("s1"))
        XCTAssertEqual(holder.path.top?.screen.id, "s1")
        XCTAssertEqual(loop.currentState, holder.state)
        loop.dispose()
    }
}
#endif
