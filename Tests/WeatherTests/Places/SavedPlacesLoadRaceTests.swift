import Foundation
import Weather
import XCTest

/// A window opening while another one saves: the file may come into being (or be replaced) between the moment a
/// load tries to read it and the moment it asks why it could not. A file that was missing when read is no places,
/// not an unreadable file: the load must not refuse to save over it ("Places added now will not be saved over it").
final class SavedPlacesLoadRaceTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("saved-places-race-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// One thread removes the file and saves it again, over and over, for a bounded time; another loads it
    /// meanwhile. Every load finds either no file or the saved place, never a notice.
    func testALoadWhileTheFileComesIntoBeingIsNoPlacesNotAnUnreadableFile() throws {
        let file = folder.appendingPathComponent("locations.json")
        let place = Location(name: "Oslo", country: "Norway", latitude: 59.91, longitude: 10.75)
        let deadline = Date().addingTimeInterval(1)
        let notices = NoticeLog()
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
            var rounds = 0
            while Date() < deadline || rounds < 200 {
                rounds += 1
                if thread == 0 {
                    try? FileManager.default.removeItem(at: file)
                    try? SavedPlacesStore(fileURL: file).save([place])
                } else {
                    let load = SavedPlacesStore(fileURL: file).load()
                    if let notice = load.notice { notices.append(notice) }
                    if !load.isWritable || !(load.places.isEmpty || load.places == [place]) {
                        notices.append("writable \(load.isWritable), places \(load.places.map(\.name))")
                    }
                }
            }
        }
        XCTAssertEqual(notices.entries.count, 0, "first: \(notices.entries.first ?? "")")
    }
}

/// What the loading thread found wrong.
private final class NoticeLog: @unchecked Sendable { // Sendable: `entries` behind `lock`.
    private let lock = NSLock()
    private var stored: [String] = []

    func append(_ entry: String) {
        lock.lock()
        stored.append(entry)
        lock.unlock()
    }

    var entries: [String] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
