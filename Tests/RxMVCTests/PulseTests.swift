import Rx
import RxMVC
import RxTesting
import XCTest

private struct ToastState {
    var count = 0
    @Pulse var toast: String? = nil
}

final class PulseTests: RxTestCase {
    func testAPulseFiresOncePerAssignmentEvenWhenTheValueRepeats() {
        let scheduler = TestScheduler(initialClock: 0)
        let states = BehaviorSubject(value: ToastState())
        let observer = scheduler.createObserver(String?.self)
        let subscription = states.pulse(\.$toast).subscribe(observer)
        var state = ToastState()
        state.toast = "saved"
        states.onNext(state)
        state.count += 1
        states.onNext(state)
        state.toast = "saved"
        states.onNext(state)
        XCTAssertEqual(observer.events, [.next(0, "saved"), .next(0, "saved")])
        subscription.dispose()
    }

    func testALateSubscriberDoesNotSeeThePastPulse() {
        let scheduler = TestScheduler(initialClock: 0)
        var state = ToastState()
        state.toast = "old"
        let states = BehaviorSubject(value: state)
        let observer = scheduler.createObserver(String?.self)
        let subscription = states.pulse(\.$toast).subscribe(observer)
        XCTAssertEqual(observer.events, [])
        state.toast = "new"
        states.onNext(state)
        XCTAssertEqual(observer.events, [.next(0, "new")])
        subscription.dispose()
    }
}
