import Foundation
import Weather
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

    /// Two windows on one file: each save merges with what the other saved since, so no place is lost.
    func testTwoInstancesOnOneFileKeepEachOthersPlaces() throws {
        let paris = Location(name: "Paris", country: "France", latitude: 48.86, longitude: 2.35)
        let tokyo = Location(name: "Tokyo", country: "Japan", latitude: 35.68, longitude: 139.69)
        try SavedPlacesStore(fileURL: file).save([.berlin])
        let first = SavedPlacesStore(fileURL: file)
        let second = SavedPlacesStore(fileURL: file)
        XCTAssertEqual(first.load().places, [.berlin])
        XCTAssertEqual(second.load().places, [.berlin])
        XCTAssertEqual(try first.saveMerging([.berlin, paris]), [.berlin, paris])
        XCTAssertEqual(
            try second.saveMerging([.berlin, tokyo]), [.berlin, paris, tokyo], "the first one's Paris stays")
        XCTAssertEqual(SavedPlacesStore(fileURL: file).load().places, [.berlin, paris, tokyo])
        // The first deletes Berlin, not knowing of Tokyo: Tokyo stays, Berlin goes.
        XCTAssertEqual(try first.saveMerging([paris]), [paris, tokyo])
        XCTAssertEqual(SavedPlacesStore(fileURL: file).load().places, [paris, tokyo])
        XCTAssertFalse(
            try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
                .contains { $0.hasSuffix(".tmp") })
    }

    /// A place put back (an undone delete) is saved where it is in this window's list, not at the end; what
    /// another window added meanwhile stays where it was in the file.
    func testAPlacePutBackIsSavedWhereItIsInThisWindowsList() throws {
        let places = ["Berlin", "Zürich", "São Paulo", "Montréal", "Köln"].enumerated().map { index, name in
            Location(name: name, latitude: Double(index), longitude: 0)
        }
        var withoutZurich = places
        withoutZurich.remove(at: 1)
        let first = SavedPlacesStore(fileURL: file)
        XCTAssertEqual(first.load().places, [])
        XCTAssertEqual(try first.saveMerging(places), places)
        XCTAssertEqual(try first.saveMerging(withoutZurich), withoutZurich)
        XCTAssertEqual(try first.saveMerging(places), places, "Zürich back in 2nd place")
        XCTAssertEqual(SavedPlacesStore(fileURL: file).load().places, places)

        // Another window adds Tokyo at the end while this one deletes Zürich and puts it back.
        let tokyo = Location(name: "Tokyo", latitude: 35.68, longitude: 139.69)
        let second = SavedPlacesStore(fileURL: file)
        XCTAssertEqual(second.load().places, places)
        XCTAssertEqual(try first.saveMerging(withoutZurich), withoutZurich)
        XCTAssertEqual(try second.saveMerging(withoutZurich + [tokyo]), withoutZurich + [tokyo])
        XCTAssertEqual(try first.saveMerging(places), places + [tokyo])
        // Two places put back next to each other keep their order, before the place that follows them here.
        var withoutTwo = places
        withoutTwo.removeSubrange(1...2)
        XCTAssertEqual(try first.saveMerging(withoutTwo + [tokyo]), withoutTwo + [tokyo])
        XCTAssertEqual(try first.saveMerging(places + [tokyo]), places + [tokyo])
    }

    /// A path that is not a file of places (a FIFO, a folder) or a file too large to be one is not read (no hang,
    /// no exhausted memory), left as it is, and never overwritten.
    func testAFIFOAFolderOrAHugeFileIsLeftAloneWithANotice() throws {
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(file.path, 0o600), 0)
        let fifo = SavedPlacesStore(fileURL: file).load()
        XCTAssertEqual(fifo.places, [])
        XCTAssertFalse(fifo.isWritable)
        XCTAssertTrue(fifo.notice?.contains("is a pipe, not a file of places") ?? false, fifo.notice ?? "")
        try FileManager.default.removeItem(at: file)

        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        XCTAssertTrue(SavedPlacesStore(fileURL: file).load().notice?.contains("is a folder") ?? false)
        try FileManager.default.removeItem(at: file)

        XCTAssertTrue(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: UInt64(SavedPlacesStore.sizeLimit) + 1)
        try handle.close()
        let store = SavedPlacesStore(fileURL: file)
        let huge = store.load()
        XCTAssertFalse(huge.isWritable)
        XCTAssertTrue(huge.notice?.contains("too large to be a list of places") ?? false, huge.notice ?? "")
        XCTAssertThrowsError(try store.saveMerging([.berlin]))
        XCTAssertEqual(
            try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? UInt64,
            UInt64(SavedPlacesStore.sizeLimit) + 1, "left as it is")
    }

    func testSavingReplacesTheFileAtomicallyAndLeavesNoTemporaryFile() throws {
        let store = SavedPlacesStore(fileURL: file)
        try store.save([.berlin])
        try store.save([.bern])
        XCTAssertEqual(store.load().places, [.bern])
        let names = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        XCTAssertEqual(names, ["locations.json"])
    }

    /// A places file that is a link (kept with one's dotfiles elsewhere) stays a link: the save replaces its
    /// target, atomically, and keeps the target's permissions.
    func testSavingThroughALinkReplacesTheTargetAndKeepsTheLinkAndThePermissions() throws {
        let dotfiles = folder.appendingPathComponent("dotfiles", isDirectory: true)
        try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
        let target = dotfiles.appendingPathComponent("locations.json")
        let first = SavedPlacesStore(fileURL: target)
        try first.save([.berlin])
        XCTAssertEqual(chmod(target.path, 0o600), 0)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: file, withDestinationURL: target)

        let store = SavedPlacesStore(fileURL: file)
        XCTAssertEqual(store.load().places, [.berlin])
        try store.save([.berlin, .bern])

        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: file.path), target.path)
        XCTAssertEqual(SavedPlacesStore(fileURL: target).load().places, [.berlin, .bern])
        let permissions = try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? Int
        XCTAssertEqual(permissions, 0o600, "the file's permissions are kept")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dotfiles.path), ["locations.json"])
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

    /// A write that fails part-way (here: past a file size limit, as a full disk fails it) leaves the file as it
    /// was and no temporary file behind.
    func testAWriteFailingPartWayLeavesTheFileAndNoTemporaryFile() throws {
        let store = SavedPlacesStore(fileURL: file)
        try store.save([.berlin])
        let before = try Data(contentsOf: file)
        var limit = rlimit()
        XCTAssertEqual(getrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit), 0)
        let previousHandler = signal(SIGXFSZ, SIG_IGN)
        var small = limit
        small.rlim_cur = 16
        XCTAssertEqual(setrlimit(Int32(RLIMIT_FSIZE.rawValue), &small), 0)
        let failed: Bool
        do {
            try store.save([.berlin, .bern])
            failed = false
        } catch {
            failed = true
        }
        setrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit)
        signal(SIGXFSZ, previousHandler)
        XCTAssertTrue(failed, "the save past the size limit did not fail")
        XCTAssertEqual(try Data(contentsOf: file), before)
        let names = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        XCTAssertEqual(names, ["locations.json"])
    }

    func testAFullDiskSaysSoAndThatTheNextChangeSavesThePlaces() {
        let error = SavedPlacesError(
            writing: "/home/a/.config/rxmvc-weather/locations.json",
            failure: CocoaError(.fileWriteOutOfSpace))
        XCTAssertEqual(error, .diskFull(path: "/home/a/.config/rxmvc-weather/locations.json"))
        XCTAssertTrue("\(error)".contains("the disk is full"), "\(error)")
        XCTAssertEqual(
            SavedPlacesError(writing: "/p", failure: POSIXError(.ENOSPC)), .diskFull(path: "/p"))
        XCTAssertEqual(SavedPlacesError(writing: "/p", errno: ENOSPC), .diskFull(path: "/p"))
        XCTAssertEqual(
            SavedPlacesError(writing: "/p", errno: EACCES),
            .cannotWrite(path: "/p", reason: String(cString: strerror(EACCES))))
    }

    /// A file where a folder of the path should be (`~/.config` a file): the message names it in plain words and
    /// says what to do, not "NSCocoaErrorDomain error 512" nor to check that the folder is writable.
    func testAFileWhereAFolderShouldBeIsNamedInTheMessage() throws {
        let config = folder.appendingPathComponent("config")
        try Data("x\n".utf8).write(to: config)
        let places = config.appendingPathComponent("rxmvc-weather/locations.json")
        let store = SavedPlacesStore(fileURL: places)
        // Loading finds no places and nothing to refuse: the save is what says why it cannot be done.
        XCTAssertEqual(store.load(), SavedPlacesLoad(places: []))
        XCTAssertThrowsError(try store.saveMerging([.berlin])) { error in
            XCTAssertEqual(
                "\(error)",
                "Could not save the places to \(places.path): \(config.path) is a file, not a folder. Move or remove "
                    + "that file (or set XDG_CONFIG_HOME) to save places.")
        }
    }

    /// The places path a folder: the save says so once, with the path and what to do (no doubled punctuation, no
    /// advice to check that the folder is writable).
    func testAFolderWhereTheFileShouldBeIsNamedInTheMessage() throws {
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        let store = SavedPlacesStore(fileURL: file)
        XCTAssertFalse(store.load().isWritable)
        XCTAssertThrowsError(try store.saveMerging([.berlin])) { error in
            XCTAssertEqual(
                "\(error)",
                "The places were not saved: the saved places path \(file.path) is a folder, not a file of places; it "
                    + "was left as it is. Remove it (or set XDG_CONFIG_HOME) to save places.")
        }
    }

    /// A failure with a system error number underneath says the system's sentence for it.
    func testAWriteFailureSaysTheSystemsReason() {
        let readOnly = CocoaError(
            .fileWriteUnknown, userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EROFS))])
        XCTAssertEqual(
            SavedPlacesError(writing: "/p", failure: readOnly),
            .cannotWrite(path: "/p", reason: String(cString: strerror(EROFS))))
    }

    /// A hand-edited file with a place twice: the place is read once, and every save writes it once.
    func testAPlaceTwiceInTheFileIsReadOnceAndSavedOnce() throws {
        let berlin = String(decoding: try JSONEncoder().encode(Location.berlin), as: UTF8.self)
        let bern = String(decoding: try JSONEncoder().encode(Location.bern), as: UTF8.self)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"version": 1, "places": [\#(berlin), \#(bern), \#(berlin)]}"#.utf8).write(to: file)
        let timesBerlin = {
            try String(contentsOf: self.file, encoding: .utf8).components(separatedBy: "\"Berlin\"").count - 1
        }
        let store = SavedPlacesStore(fileURL: file)
        XCTAssertEqual(store.load().places, [.berlin, .bern])
        XCTAssertEqual(try store.saveMerging([.berlin]), [.berlin], "Bern deleted")
        XCTAssertEqual(try timesBerlin(), 1)
        try Data(#"{"version": 1, "places": [\#(berlin), \#(berlin)]}"#.utf8).write(to: file)
        XCTAssertEqual(try store.saveMerging([.berlin, .bern]), [.berlin, .bern], "merged with the edited file")
        XCTAssertEqual(try timesBerlin(), 1)
        try store.save([.berlin, .bern, .berlin])
        XCTAssertEqual(try timesBerlin(), 1)
    }

    func testAFailedSaveSaysWhereAndWhy() throws {
        try Data().write(to: folder.appendingPathComponent("rxmvc-weather")) // a file where the folder should be
        XCTAssertThrowsError(try SavedPlacesStore(fileURL: file).save([.berlin])) { error in
            XCTAssertTrue("\(error)".contains(file.path), "\(error)")
        }
    }
}
