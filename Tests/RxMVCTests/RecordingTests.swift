import Foundation
import Rx
import RxMVC
import RxMVCTesting
import RxTesting
import XCTest

private struct ScheduledEvents: UserInteractable {
    let events: Observable<AppEvent>
    func interact() -> Observable<AppEvent> { events }
}

private struct StateObservingView: View {
    let observer: TestableObserver<AppState>
    func update(stateStream: Observable<AppState>) -> Disposable { stateStream.subscribe(observer) }
}

final class RecordingTests: RxTestCase {
    private let session: [Recorded<Event<AppEvent>>] = [
        .next(210, .addRow("a")), .next(215, .row(id: "a", event: .load)),
        .next(230, .openDetail("x")), .next(240, .detail(.load)),
        .next(250, .push("s1")), .next(260, .screen(id: StackElementID(rawValue: 0), event: .load)),
        .next(270, .removeRow("a")), .next(400, .detail(.choose)), .next(500, .pop), .next(510, .counter(3)),
    ]

    /// Runs the session live on `scheduler`, with the user's events recorded by a recorder made when the loop starts.
    private func recordSession(writingTo write: @escaping (String) -> Void) -> [Recorded<Event<AppState>>] {
        let scheduler = TestScheduler(initialClock: 0)
        let service = StubItemService(scheduler: scheduler)
        let input = scheduler.createHotObservable(session)
        let states = scheduler.createObserver(AppState.self)
        var loop: ModelLoop<AppState>?
        scheduler.scheduleAt(200) {
            let recorder = SessionRecorder<AppEvent>(scheduler: scheduler, write: write)
            loop = combineModel(
                AppModel(), withView: StateObservingView(observer: states), controller: appController(service),
                andUserInteractable: ScheduledEvents(events: input.asObservable()).recorded(by: recorder))
        }
        scheduler.scheduleAt(1000) { loop?.dispose() }
        scheduler.start()
        XCTAssertEqual(service.subscriptions("a"), [Subscription(215, 270)], "the session cancels a request")
        return states.events
    }

    func testAReplayedSessionYieldsTheRecordedStates() throws {
        var lines: [String] = []
        let recorded = recordSession { lines.append($0) }
        XCTAssertEqual(lines.count, session.count)
        XCTAssertEqual(lines.first, #"{"event":{"addRow":{"_0":"a"}},"time":10}"#)

        let replayScheduler = TestScheduler(initialClock: 0)
        let stub = StubItemService(scheduler: replayScheduler)
        let recording = try Recording<AppEvent>(jsonLines: lines.joined(separator: "\n"))
        let replayed = replayScheduler.replay(recording, model: AppModel(), controller: appController(stub))

        XCTAssertEqual(replayed.events, recorded, "same states at the same ticks")
        XCTAssertEqual(recorded.map(\.time), [200, 210, 215, 230, 240, 250, 260, 270, 340, 360, 400, 500, 510])
        XCTAssertEqual(stub.subscriptions("a"), [Subscription(215, 270)])
        XCTAssertEqual(recorded.last?.value.element?.selection, "x")
    }

    func testAReplayOfAnEditedSessionDiffers() throws {
        var lines: [String] = []
        let recorded = recordSession { lines.append($0) }
        lines.removeLast()
        let replayScheduler = TestScheduler(initialClock: 0)
        let recording = try Recording<AppEvent>(jsonLines: lines.joined(separator: "\n"))
        let replayed = replayScheduler.replay(
            recording, model: AppModel(), controller: appController(StubItemService(scheduler: replayScheduler)))
        XCTAssertEqual(
            replayed.events, Array(recorded.dropLast()), "the replay follows the recording, not a copy of the states")
    }

    func testARecordingIsWrittenToAndReadFromAFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "rxmvc-recording-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = try SessionRecorder<AppEvent>(fileURL: url, scheduler: scheduler)
        let events = PublishSubject<AppEvent>()
        let subscription = recorder.record(events.asObservable()).subscribe()
        events.onNext(.counter(1))
        scheduler.advanceTo(3)
        events.onNext(.screen(id: StackElementID(rawValue: 2), event: .choose))
        subscription.dispose()

        let recording = try Recording<AppEvent>(contentsOf: url)
        XCTAssertEqual(
            recording.events,
            [
                RecordedUserEvent(time: 0, event: .counter(1)),
                RecordedUserEvent(time: 3, event: .screen(id: StackElementID(rawValue: 2), event: .choose)),
            ])
    }

    func testAMalformedLineIsNamed() {
        let text = #"{"event":{"bumpOther":{}},"time":1}"# + "\n\n" + #"{"event":{"nope":{}},"time":2}"#
        XCTAssertThrowsError(try Recording<AppEvent>(jsonLines: text)) { error in
            guard case RecordingError.malformedLine(let number, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(number, 3)
            XCTAssertTrue("\(error)".hasPrefix("line 3 of the recording is not a recorded event"))
        }
        XCTAssertThrowsError(try Recording<AppEvent>(contentsOf: URL(fileURLWithPath: "/nonexistent/rec.jsonl"))) {
            error in
            guard case RecordingError.cannotRead(let path, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(path, "/nonexistent/rec.jsonl")
        }
    }

    /// A time no session can have (negative, beyond `latestTime`, too large for any wait) is refused when read, with
    /// the line named, instead of trapping when the replay turns it into a wait.
    func testImpossibleTimesAreRefusedWithTheLineNamed() {
        for time in ["1e13", "-1", "1e308", "1000000001"] {
            let text =
                #"{"event":{"bumpOther":{}},"time":0}"# + "\n" + #"{"event":{"bumpOther":{}},"time":"# + time + "}"
            XCTAssertThrowsError(try Recording<AppEvent>(jsonLines: text), "time \(time)") { error in
                guard case RecordingError.malformedLine(let number, let reason) = error else {
                    return XCTFail("\(error)")
                }
                XCTAssertEqual(number, 2)
                XCTAssertTrue(reason.contains("is not a number of seconds from 0 to 1000000000"), reason)
            }
        }
        let latest = #"{"event":{"bumpOther":{}},"time":1000000000}"#
        XCTAssertEqual(try Recording<AppEvent>(jsonLines: latest).events.map(\.time), [1_000_000_000])
    }
}

/// What a broken or foreign recording is told as: in words, never `DecodingError`'s internals.
final class RecordingMessageTests: XCTestCase {
    private enum OneEvent: Codable, Equatable {
        case typed(String)
    }

    private func message(_ line: String) -> String {
        do {
            _ = try Recording<OneEvent>(jsonLines: line)
            return "decoded"
        } catch {
            return "\(error)"
        }
    }

    func testAForeignOrBrokenLineIsDescribedInWords() {
        let foreign = message(#"{"time": 1, "event": {"search": {"searchTextChanged": {"_0": "rx"}}}}"#)
        XCTAssertTrue(foreign.contains("its event is not one of this app's events"), foreign)
        XCTAssertFalse(foreign.contains("DecodingError"), foreign)
        let garbage = message("garbage")
        XCTAssertTrue(garbage.contains("it is not JSON"), garbage)
        XCTAssertFalse(garbage.contains("Debug description"), garbage)
        let missing = message(#"{"event": {"typed": {"_0": "x"}}}"#)
        XCTAssertTrue(missing.contains("has no \u{201C}time\u{201D}"), missing)
        XCTAssertFalse(missing.contains(".."), missing)
    }

    func testADeviceOrAFolderIsRefusedAsNotARecording() {
        for path in ["/dev/zero", FileManager.default.temporaryDirectory.path] {
            XCTAssertThrowsError(try Recording<OneEvent>(contentsOf: URL(fileURLWithPath: path))) { error in
                XCTAssertTrue("\(error)".contains("not a recording"), "\(path): \(error)")
                XCTAssertFalse("\(error)".contains("permission."), "\(error)")
            }
        }
    }

    func testAnEmptyRecordingFileIsRefused() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("empty-\(UUID().uuidString).jsonl")
        try Data().write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        XCTAssertThrowsError(try Recording<OneEvent>(contentsOf: url)) { error in
            XCTAssertEqual(error as? RecordingError, .noEvents(path: url.path))
            XCTAssertTrue("\(error)".contains("holds no events"))
        }
    }
}
