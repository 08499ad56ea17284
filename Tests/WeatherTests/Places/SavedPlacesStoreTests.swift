import Foundation
import Weather
import XCTest

final class SavedPlacesStoreTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("saved-places-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private var file: URL {
        folder.appendingPathComponent("rxmvc-weather/locations.json")
    }

    func testTheFileIsUnderXDGConfigHomeOrDotConfig() {
        XCTAssertEqual(
            SavedPlacesStore.defaultFileURL(environment: ["XDG_CONFIG_HOME": "/x/conf", "HOME": "/home/u"]).path,
            "/x/conf/rxmvc-weather/locations.json")
        for environment in [
            ["HOME": "/home/u"], ["XDG_CONFIG_HOME": "", "HOME": "/home/u"],
            ["XDG_CONFIG_HOME": "relative", "HOME": "/home/u"],
        ] {
            XCTAssertEqual(
                SavedPlacesStore.defaultFileURL(environment: environment).path,
                "/home/u/.config/rxmvc-weather/locations.json", "\(environment)")
        }
    }

    func testAMissingFileIsNoPlacesAndSavingCreatesTheFolder() throws {
        let store = SavedPlacesStore(fileURL: file)
        XCTAssertEqual(store.load(), SavedPlacesLoad(places: []))
        try store.save([.berlin, .bern])
        XCTAssertEqual(SavedPlacesStore(fileURL: file).load(), SavedPlacesLoad(places: [.berlin, .bern]))
    }

    func testSavingReplacesTheFileAtomicallyAndLeavesNoTemporaryFile() throws {
        let store = SavedPlacesStore(fileURL: file)
        try store.save([.berlin])
        try store.save([.bern])
        XCTAssertEqual(store.load().places, [.bern])
        let names = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        XCTAssertEqual(names, ["locations.json"])
    }

    func testACorruptFileIsMovedAsideWithANoticeAndNothingIsLost() throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let garbage = Data("{\"version\": 1, \"places\": [{\"name\": \"X\"".utf8)
        try garbage.write(to: file)
        let store = SavedPlacesStore(fileURL: file, now: { Date(timeIntervalSince1970: 1_800_000_000) })

        let loaded = store.load()

        XCTAssertEqual(loaded.places, [])
        XCTAssertTrue(loaded.isWritable)
        let aside = file.deletingLastPathComponent().appendingPathComponent("locations.json.corrupt-20270115T080000Z")
        XCTAssertEqual(try Data(contentsOf: aside), garbage, "the unreadable file is kept, byte for byte")
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.path))
        let notice = try XCTUnwrap(loaded.notice)
        XCTAssertTrue(notice.contains("moved to \(aside.path)"), notice)
    }

    func testPlacesNotOnEarthMakeTheFileCorrupt() throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"version": 1, "places": [{"name": "X", "latitude": 91, "longitude": 0}]}"#.utf8).write(to: file)
        let loaded = SavedPlacesStore(fileURL: file).load()
        XCTAssertEqual(loaded.places, [])
        XCTAssertTrue(loaded.notice?.contains("latitude of X") == true, loaded.notice ?? "no notice")
    }

    func testAnUnknownVersionIsMovedAsideNotMisread() throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"version": 2, "places": []}"#.utf8).write(to: file)
        let loaded = SavedPlacesStore(fileURL: file).load()
        XCTAssertTrue(loaded.notice?.contains("version 2") == true, loaded.notice ?? "no notice")
    }

    func testAFailedSaveSaysWhereAndWhy() throws {
        try Data().write(to: folder.appendingPathComponent("rxmvc-weather")) // a file where the folder should be
        XCTAssertThrowsError(try SavedPlacesStore(fileURL: file).save([.berlin])) { error in
            XCTAssertTrue("\(error)".contains(file.path), "\(error)")
        }
    }
}
