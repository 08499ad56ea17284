import Foundation
import Weather
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// Two processes adding places to one file at the same time: every place either one added is in the file at the
/// end (each save merges under the file's lock), none is lost.
final class SavedPlacesTwoProcessesTests: XCTestCase {
    private static let fileVariable = "WEATHER_TWO_PROCESSES_FILE"
    private static let prefixVariable = "WEATHER_TWO_PROCESSES_PREFIX"
    private static let count = 150

    /// Adds `count` places named with `prefix`, one save per place, as a window adding them one by one would,
    /// starting when the other process has opened `start` (a FIFO: opening one end waits for the other).
    private static func addPlaces(to file: URL, prefix: String, start: String, reading: Bool) throws {
        let descriptor = open(start, reading ? O_RDONLY : O_WRONLY)
        guard descriptor >= 0 else { throw CocoaError(.fileReadUnknown) }
        close(descriptor)
        let store = SavedPlacesStore(fileURL: file)
        var places = store.load().places
        for index in 0..<count {
            places.append(
                Location(
                    name: "\(prefix)\(index)", country: "Testland", latitude: Double(index % 90),
                    longitude: prefix == "A" ? 1 : 2))
            places = try store.saveMerging(places)
        }
    }

    func testTwoProcessesSavingAtOnceKeepEveryPlace() throws {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment[Self.fileVariable], let prefix = environment[Self.prefixVariable] {
            try Self.addPlaces(to: URL(fileURLWithPath: path), prefix: prefix, start: path + ".start", reading: true)
            return
        }
        #if os(Linux)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("two-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("locations.json")
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = ["WeatherTests.SavedPlacesTwoProcessesTests/testTwoProcessesSavingAtOnceKeepEveryPlace"]
        child.environment = environment.merging([Self.fileVariable: file.path, Self.prefixVariable: "B"]) { $1 }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // The child's output, to say why it failed when it does.
        let output = folder.appendingPathComponent("child.log")
        XCTAssertTrue(FileManager.default.createFile(atPath: output.path, contents: nil))
        let outputHandle = try FileHandle(forWritingTo: output)
        defer { try? outputHandle.close() }
        child.standardOutput = outputHandle
        child.standardError = outputHandle
        XCTAssertEqual(mkfifo(file.path + ".start", 0o600), 0)
        try child.run()
        try Self.addPlaces(to: file, prefix: "A", start: file.path + ".start", reading: false)
        child.waitUntilExit()
        XCTAssertEqual(
            child.terminationStatus, 0,
            "the child \(child.terminationReason == .exit ? "exited" : "was killed by a signal"):\n"
                + String(decoding: (try? Data(contentsOf: output)) ?? Data(), as: UTF8.self).suffix(3000))
        let loaded = SavedPlacesStore(fileURL: file).load()
        let names = Set(loaded.places.map(\.name))
        XCTAssertNil(
            loaded.notice,
            (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.joined(separator: " ") ?? "")
        let expected = Set((0..<Self.count).flatMap { ["A\($0)", "B\($0)"] })
        XCTAssertEqual(names.count, expected.count, "missing: \(expected.subtracting(names).sorted())")
        XCTAssertEqual(names, expected)
        #else
        throw XCTSkip("runs on Linux, where the test binary runs single tests by name")
        #endif
    }
}
