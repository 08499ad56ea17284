import Rx
import RxMVC
import RxTesting
import XCTest

/// A `SessionRecorder` calls its `write` and `onError` closures (and encodes events) without holding its lock: a
/// closure that asks the recorder something, or waits for another thread recording, does not deadlock, and the lines
/// keep the order the events were recorded in, one `write` at a time.
final class SessionRecorderCallOutTests: RxTestCase {
    private enum DiskFull: Error {
        case noSpace
    }

    /// `onError` reading `failure` on the recording thread: it was told under the lock `failure` takes, so this never
    /// returned.
    func testOnErrorMayAskTheRecorderForItsFailure() {
        let seen = LockedTestBox<RecordingError?>(nil)
        let recorderForOnError = LockedTestBox<SessionRecorder<Int>?>(nil)
        let recorder = SessionRecorder<Int>(
            scheduler: TestScheduler(initialClock: 0), onError: { _ in seen.set(recorderForOnError.value?.failure) }
        ) { _ in throw DiskFull.noSpace }
        recorderForOnError.set(recorder)
        let events = PublishSubject<Int>()
        let subscription = recorder.record(events.asObservable()).subscribe()
        let returned = returnsOnAnotherThread { events.onNext(1) }
        subscription.dispose()
        recorderForOnError.set(nil)
        XCTAssertTrue(returned, "onError was told under the recorder's lock, which `failure` takes")
        guard case .cannotWrite? = seen.value else {
            return XCTFail("onError saw the failure kept: \(String(describing: seen.value))")
        }
    }

    /// A `write` that waits for another thread recording an event of another stream: that thread waited for the
    /// lock held through `write`. Its line follows, written by the thread writing, after the line being written.
    func testWriteMayWaitForAnotherThreadRecordingAndTheLinesStayInOrder() {
        let taps = PublishSubject<Int>()
        let keys = PublishSubject<Int>()
        let lines = LockedTestBox<[String]>([])
        let otherThreadReturned = LockedTestBox(false)
        let writing = LockedTestBox(false)
        let overlapped = LockedTestBox(false)
        let recorder = SessionRecorder<Int>(scheduler: TestScheduler(initialClock: 0)) { line in
            writing.modify { busy in
                if busy { overlapped.set(true) }
                busy = true
            }
            lines.modify { $0.append(line) }
            if line.contains(#""event":1,"#) {
                otherThreadReturned.set(returnsOnAnotherThread { keys.onNext(2) })
            }
            writing.set(false)
        }
        let subscriptions = [recorder.record(taps.asObservable()), recorder.record(keys.asObservable())]
            .map { $0.subscribe() }
        taps.onNext(1)
        taps.onNext(3)
        subscriptions.forEach { $0.dispose() }
        XCTAssertTrue(otherThreadReturned.value, "the other thread waited for the lock held through `write`")
        XCTAssertFalse(overlapped.value, "`write` is called one line at a time")
        XCTAssertEqual(lines.value, [#"{"event":1,"time":0}"#, #"{"event":2,"time":0}"#, #"{"event":3,"time":0}"#])
    }
}
