import Foundation
import Rx
import RxMVC
import RxTesting
import XCTest

/// Where a recording or a trace is written: opened in place (a link followed, a device written to, never replaced
/// by a new file), and a write that fails (a full disk) stops it with the reason kept, instead of crashing the app.
final class OutputFileTests: RxTestCase {
    private enum DiskFull: Error {
        case noSpace
    }

    func testARecordingStopsAtTheFirstLineThatCannotBeWrittenAndSaysWhyOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        var written: [String] = []
        var errors: [RecordingError] = []
        let recorder = SessionRecorder<Int>(scheduler: scheduler, onError: { errors.append($0) }) { line in
            if written.count == 2 { throw DiskFull.noSpace }
            written.append(line)
        }
        let events = PublishSubject<Int>()
        let subscription = recorder.record(events.asObservable()).subscribe()
        XCTAssertNil(recorder.failure)
        for value in 1...5 { events.onNext(value) }
        subscription.dispose()
        XCTAssertEqual(written.count, 2, "a recording with a gap would replay another session: it stops")
        XCTAssertEqual(errors.count, 1, "told once: \(errors)")
        guard case .cannotWrite? = recorder.failure else {
            return XCTFail("the failure is kept: \(String(describing: recorder.failure))")
        }
    }

    func testARecordingToALinkWritesTheLinkedFileAndKeepsTheLink() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxmvc-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("target.jsonl")
        let link = folder.appendingPathComponent("link.jsonl")
        try Data("old contents\n".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)

        let recorder = try SessionRecorder<Int>(fileURL: link, scheduler: TestScheduler(initialClock: 0))
        let subscription = recorder.record(.just(7)).subscribe()
        subscription.dispose()

        XCTAssertEqual(
            try FileManager.default.destinationOfSymbolicLink(atPath: link.path), target.path, "still a link")
        XCTAssertEqual(try Recording<Int>(contentsOf: target).events.map(\.event), [7], "emptied, then written")
        XCTAssertNil(recorder.failure)
    }

    func testARecordingOnAFullDeviceStopsWithTheReasonAndLeavesTheDeviceAsItWas() throws {
        let device = "/dev/full"
        try XCTSkipUnless(Self.isCharacterDevice(device), "\(device) is this system's full device")
        let recorder = try SessionRecorder<Int>(
            fileURL: URL(fileURLWithPath: device), scheduler: TestScheduler(initialClock: 0))
        let subscription = recorder.record(.of(1, 2)).subscribe()
        subscription.dispose()
        XCTAssertEqual(recorder.failure, .diskFull(path: device), "the recording stopped, for a full disk")
        let message = recorder.failure?.description ?? ""
        XCTAssertEqual(
            message,
            "cannot write the recording to /dev/full: the disk is full; free some space, then record the "
                + "session again")
        XCTAssertTrue(Self.isCharacterDevice(device), "the device is still a device, not a file put in its place")
    }

    func testARecordingPastAFileSizeLimitStopsWithTheSystemsReasonAndNoDoubledPunctuation() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxmvc-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("session.jsonl")
        let recorder = try SessionRecorder<Int>(fileURL: file, scheduler: TestScheduler(initialClock: 0))
        var limit = rlimit()
        XCTAssertEqual(getrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit), 0)
        let previousHandler = signal(SIGXFSZ, SIG_IGN)
        var small = limit
        small.rlim_cur = 16
        XCTAssertEqual(setrlimit(Int32(RLIMIT_FSIZE.rawValue), &small), 0)
        let subscription = recorder.record(.of(1, 2, 3)).subscribe()
        setrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit)
        signal(SIGXFSZ, previousHandler)
        subscription.dispose()
        XCTAssertEqual(recorder.failure, .cannotWrite(path: file.path, reason: String(cString: strerror(EFBIG))))
        let message = recorder.failure?.description ?? ""
        XCTAssertFalse(message.contains(".;"), message)
        XCTAssertTrue(message.hasSuffix(": File too large; check that its folder exists and is writable"), message)
    }

    func testARecordingThatCannotBeCreatedSaysWhyWithoutDoubledPunctuation() {
        let path = "/nonexistent-rxmvc-folder-\(UUID().uuidString)/session.jsonl"
        XCTAssertThrowsError(
            try SessionRecorder<Int>(fileURL: URL(fileURLWithPath: path), scheduler: TestScheduler(initialClock: 0))
        ) { error in
            XCTAssertEqual(error as? RecordingError, .cannotWrite(path: path, reason: "No such file or directory"))
            XCTAssertEqual(
                (error as? RecordingError)?.description,
                "cannot write the recording to \(path): No such file or directory; check that its folder exists and "
                    + "is writable")
        }
    }

    func testAReasonEndingInAFullStopIsNotFollowedByDoubledPunctuation() {
        let error = RecordingError.cannotWrite(path: "/x", reason: "The operation could not be completed. It failed.")
        XCTAssertEqual(
            error.description,
            "cannot write the recording to /x: The operation could not be completed. It failed; check that its "
                + "folder exists and is writable")
        XCTAssertEqual(
            RecordingError.cannotRead(path: "/y", reason: "Gone. ").description,
            "cannot read the recording at /y: Gone; check the path and its permissions")
    }

    static func isCharacterDevice(_ path: String) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeCharacterSpecial
    }
}
