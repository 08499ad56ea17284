#if canImport(Observation)
import Rx
import RxMVC
import RxTesting
import XCTest

/// `ObservedState` runs the state's own code (a field's `==`, a computed field's getter) without holding its lock:
/// code there that waits for another thread reading the holder (SwiftUI on the main thread while states arrive on
/// another) does not deadlock.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class ObservedStateCallOutTests: RxTestCase {
    /// A field whose `==` runs `whileCompared` first.
    private struct Gauge: Equatable {
        var level: Int
        var whileCompared: () -> Void = {}

        static func == (lhs: Gauge, rhs: Gauge) -> Bool {
            lhs.whileCompared()
            return lhs.level == rhs.level
        }
    }

    private struct GaugeState {
        var gauge: Gauge
        var whileRead: () -> Void = {}
        /// A computed field whose getter runs `whileRead` first.
        var label: String {
            whileRead()
            return "level \(gauge.level)"
        }
    }

    /// Runs `body` the first time it is called, and records whether it returned in time.
    private static func once(_ body: @escaping () -> Bool) -> (call: () -> Void, returned: LockedTestBox<Bool?>) {
        let returned = LockedTestBox<Bool?>(nil)
        return ({ if returned.value == nil { returned.set(body()) } }, returned)
    }

    /// A new state's fields are compared with the current state's: a comparison that waits for another thread
    /// reading the holder waited in vain, the lock being held through it.
    func testAFieldsComparisonMayWaitForAnotherThreadReadingTheHolder() {
        let holderBox = LockedTestBox<ObservedState<GaugeState, Int>?>(nil)
        let reading = Self.once { returnsOnAnotherThread { _ = holderBox.value?.state } }
        let holder = ObservedState<GaugeState, Int>(
            initialState: GaugeState(gauge: Gauge(level: 1, whileCompared: reading.call)))
        holderBox.set(holder)
        XCTAssertEqual(holder.gauge.level, 1, "reading the field watches it")
        let states = PublishSubject<GaugeState>()
        let subscription = holder.update(stateStream: states.asObservable())
        states.onNext(GaugeState(gauge: Gauge(level: 2)))
        subscription.dispose()
        holderBox.set(nil)
        XCTAssertEqual(reading.returned.value, true, "the other thread waited for the lock held while comparing")
        XCTAssertEqual(holder.gauge.level, 2)
    }

    /// A computed field is read from the current state: a getter that waits for another thread reading the holder
    /// waited in vain, the lock being held through it.
    func testAComputedFieldsGetterMayWaitForAnotherThreadReadingTheHolder() {
        let holderBox = LockedTestBox<ObservedState<GaugeState, Int>?>(nil)
        let reading = Self.once { returnsOnAnotherThread { _ = holderBox.value?.state } }
        let holder = ObservedState<GaugeState, Int>(
            initialState: GaugeState(gauge: Gauge(level: 3), whileRead: reading.call))
        holderBox.set(holder)
        let label = LockedTestBox<String?>(nil)
        let returned = returnsOnAnotherThread(within: 10) { label.set(holder.label) }
        holderBox.set(nil)
        XCTAssertTrue(returned, "reading the field never returned")
        XCTAssertEqual(reading.returned.value, true, "the other thread waited for the lock held while reading")
        XCTAssertEqual(label.value, "level 3")
    }
}
#endif
