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
        guard case .cannotWrite(let path, _)? = recorder.failure else {
            return XCTFail("the recording stopped: \(String(describing: recorder.failure))")
        }
        XCTAssertEqual(path, device)
        XCTAssertTrue(Self.isCharacterDevice(device), "the device is still a device, not a file put in its place")
    }

    static func isCharacterDevice(_ path: String) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeCharacterSpecial
    }
}
