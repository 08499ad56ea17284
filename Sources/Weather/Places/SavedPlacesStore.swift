import Foundation
import Rx

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the saved places live between runs: `$XDG_CONFIG_HOME/rxmvc-weather/locations.json`
/// (`~/.config/rxmvc-weather/locations.json` when `XDG_CONFIG_HOME` is unset or empty).
///
/// Writes are atomic (a temporary file in the same folder, then a rename), so a crash mid-write leaves the old file.
/// A file that cannot be read as places is moved aside to `locations.json.corrupt-<timestamp>` and reported in
/// `SavedPlacesLoad.notice`: nothing is lost silently.
public final class SavedPlacesStore: PlacesStore, @unchecked Sendable { // Sendable: `refusal`, `base` behind `lock`.
    /// The file the places are read from and written to.
    public let fileURL: URL
    private let now: () -> Date
    private let lock = RxLock()
    private var refusal: String?
    /// What the file held when this instance last read or wrote it: the base of a merge with what another
    /// instance wrote since.
    private var base: [Location] = []

    /// A store over `fileURL`.
    ///
    /// - Parameters:
    ///   - fileURL: The JSON file.
    ///   - now: The clock that names a corrupt file moved aside (the real one by default).
    public init(fileURL: URL, now: @escaping () -> Date = Date.init) {
        self.fileURL = fileURL
        self.now = now
    }

    /// The default file for `environment`: `$XDG_CONFIG_HOME/rxmvc-weather/locations.json`, or under
    /// `$HOME/.config` when `XDG_CONFIG_HOME` is unset, empty or not absolute (as the XDG spec says).
    ///
    /// - Parameter environment: The process environment.
    /// - Returns: The file's URL.
    public static func defaultFileURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let base: URL
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            base = URL(fileURLWithPath: xdg, isDirectory: true)
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".config", isDirectory: true)
        }
        return base.appendingPathComponent("rxmvc-weather", isDirectory: true)
            .appendingPathComponent("locations.json")
    }

    /// Reads the saved places; a missing file is no places. A file that does not decode (not JSON, not places, a
    /// coordinate not on Earth) is moved aside and the places are empty, with a notice saying where it went.
    public func load() -> SavedPlacesLoad {
        let result = read()
        lock.withLock {
            refusal = result.isWritable ? nil : result.notice
            base = result.places
        }
        return result
    }

    /// The largest file read as saved places (a list of 10,000 places is about 2 MB).
    public static var sizeLimit: Int { 16 << 20 }

    private func read() -> SavedPlacesLoad {
        if let refusal = Self.refusal(toRead: fileURL) {
            return SavedPlacesLoad(places: [], notice: refusal, isWritable: false)
        }
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch {
            // Told by the error itself first, not by asking afterwards whether the file exists: another window may
            // save it in between, and a file missing when read is no places, not an unreadable file. (Foundation
            // reports a path through a file, ENOTDIR, with no code of its own: for other errors the path is
            // looked at too.)
            if Self.isMissingFile(error) || Self.isAbsent(fileURL) { return SavedPlacesLoad(places: []) }
            return SavedPlacesLoad(
                places: [],
                notice: "Could not read the saved places at \(fileURL.path) (\(SavedPlacesError.reason(error))); "
                    + "check its permissions. Places added now will not be saved over it.",
                isWritable: false)
        }
        do {
            return SavedPlacesLoad(places: try SavedPlacesFile.decode(data))
        } catch {
            let aside = fileURL.deletingLastPathComponent()
                .appendingPathComponent(fileURL.lastPathComponent + ".corrupt-" + Self.timestamp(now()))
            do {
                try FileManager.default.moveItem(at: fileURL, to: aside)
            } catch {
                return SavedPlacesLoad(
                    places: [],
                    notice: "The saved places at \(fileURL.path) are unreadable and could not be moved aside "
                        + "(\(SavedPlacesError.reason(error))); fix or remove the file. It will not be overwritten.",
                    isWritable: false)
            }
            return SavedPlacesLoad(
                places: [],
                notice: "The saved places file was unreadable (\(SavedPlacesFile.reason(error))); it was moved to "
                    + "\(aside.path) and the list starts empty.")
        }
    }

    /// Writes `places` atomically, creating the folder when needed.
    ///
    /// - Throws: `SavedPlacesError` naming the file and the reason; `.refused` when the last `load` found what it
    ///   must not overwrite (a file it could neither read nor move aside, a folder, a pipe, a huge file).
    public func save(_ places: [Location]) throws {
        try prepareToWrite()
        try write(places)
    }

    /// Saves `places` merged with the file as it is now: the places this instance added since it last read or
    /// wrote the file are added to it, the ones it deleted are removed from it, and what another instance added or
    /// deleted meanwhile stays so; the places of `added` count as added though the file held them (the user chose
    /// them again: another instance's deletion of them is undone). The read, merge and write happen under an
    /// exclusive lock (`flock` on a `.lock` file beside it), so two instances saving at once do not lose each
    /// other's change.
    public func saveMerging(_ places: [Location], added: [Location]) throws -> [Location] {
        try prepareToWrite()
        let descriptor = open(fileURL.path + ".lock", O_CREAT | O_RDWR, 0o644)
        guard descriptor >= 0 else {
            throw SavedPlacesError(writing: fileURL.path, errno: errno)
        }
        defer { close(descriptor) }
        guard flock(descriptor, LOCK_EX) == 0 else {
            throw SavedPlacesError(writing: fileURL.path, errno: errno)
        }
        defer { flock(descriptor, LOCK_UN) }
        let base = lock.withLock { self.base }
        let theirs = (try? Data(contentsOf: fileURL)).flatMap { try? SavedPlacesFile.decode($0) }
        let merged = Self.merge(ours: places, base: base, theirs: theirs ?? base, added: added)
        try write(merged)
        return merged
    }

    /// Refuses to write over a file the last `load` could neither read nor move aside, and creates the folder.
    private func prepareToWrite() throws {
        if let refusal = lock.withLock({ refusal }) {
            throw SavedPlacesError.refused(path: fileURL.path, reason: refusal)
        }
        let folder = fileURL.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            if let file = Self.fileInTheWay(of: folder) {
                throw SavedPlacesError.notAFolder(path: fileURL.path, file: file)
            }
            throw SavedPlacesError(writing: fileURL.path, failure: error)
        }
    }

    /// The file where `folder` or a folder above it should be, if one is: the first of them that exists, when it is
    /// not a folder.
    static func fileInTheWay(of folder: URL) -> String? {
        var path = folder.standardizedFileURL.path
        while path != "/" && !path.isEmpty {
            var info = stat()
            if stat(path, &info) == 0 {
                return info.st_mode & S_IFMT == S_IFDIR ? nil : path
            }
            path = (path as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// Writes `places`, each once, to a temporary file beside the file and renames it over the file; they become
    /// the base of the next merge. Through a symbolic link (a places file kept with one's dotfiles), the file
    /// replaced is the link's target, so the link stays; the file's permissions are kept.
    private func write(_ places: [Location]) throws {
        let places = SavedPlacesFile.unique(places)
        let destination = fileURL.resolvingSymlinksInPath()
        let temporary = destination.deletingLastPathComponent()
            .appendingPathComponent(
                ".\(destination.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        do {
            try SavedPlacesFile.encode(places).write(to: temporary)
        } catch {
            // A write that failed part-way (a full disk) leaves the temporary file behind: remove it.
            try? FileManager.default.removeItem(at: temporary)
            throw SavedPlacesError(writing: fileURL.path, failure: error)
        }
        var existing = stat()
        if stat(destination.path, &existing) == 0 {
            _ = chmod(temporary.path, existing.st_mode & 0o7777)
        }
        if rename(temporary.path, destination.path) != 0 {
            let code = errno
            try? FileManager.default.removeItem(at: temporary)
            throw SavedPlacesError(writing: fileURL.path, errno: code)
        }
        lock.withLock { base = places }
    }

    /// `theirs` without the places deleted from `base` in `ours`, and with the places `ours` added to `base` where
    /// they are in `ours`: each just before the next place of `ours` that the list holds, or at the end when none
    /// follows it there. So a place put back (an undone delete) is where it was, a place added at the end of one
    /// window's list comes after what another window added at the end of its list before, and the places in both
    /// keep `theirs`'s order. The places of `added` count as added by `ours` whether `base` has them or not. Each
    /// place is in the result once.
    static func merge(ours: [Location], base: [Location], theirs: [Location], added: [Location] = []) -> [Location] {
        let key = { (place: Location) in PlaceRow.id(of: place) }
        let ourKeys = ours.map(key)
        let baseKeys = Set(base.map(key)).subtracting(Set(added.map(key)).intersection(ourKeys))
        let deleted = baseKeys.subtracting(ourKeys)
        var present = Set<String>()
        var result = theirs.filter { !deleted.contains(key($0)) && present.insert(key($0)).inserted }
        for (offset, place) in ours.enumerated()
        where !baseKeys.contains(ourKeys[offset]) && !present.contains(ourKeys[offset]) {
            let next = ourKeys[(offset + 1)...].first { present.contains($0) }
            let index = next.flatMap { next in result.firstIndex { key($0) == next } } ?? result.endIndex
            result.insert(place, at: index)
            present.insert(ourKeys[offset])
        }
        return result
    }

    /// Why `url` is not read at all, if it is not: something else than a regular file (a folder, a FIFO, a device
    /// such as /dev/zero), or larger than `sizeLimit`.
    static func refusal(toRead url: URL) -> String? {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil } // missing or unreadable: `read` says which
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG else {
            let kind = type == S_IFDIR ? "a folder" : type == S_IFIFO ? "a pipe" : "not a regular file"
            return "The saved places path \(url.path) is \(kind), not a file of places; it was left as it is. "
                + "Remove it (or set XDG_CONFIG_HOME) to save places."
        }
        guard Int(info.st_size) <= sizeLimit else {
            let megabytes = Int(info.st_size) >> 20
            return "The saved places file \(url.path) is \(megabytes) MB, too large to be a list of places (at most "
                + "\(sizeLimit >> 20) MB); it was left as it is and will not be overwritten."
        }
        return nil
    }

    /// Whether `error`, thrown reading a file, says there is no file at its path: none there (`ENOENT`), or a file
    /// where a folder of the path should be (`ENOTDIR`, which saving then names); here or in an error under it.
    static func isMissingFile(_ error: Error) -> Bool {
        SavedPlacesError.chain(error).contains { error in
            switch error.domain {
            case NSCocoaErrorDomain: error.code == CocoaError.fileReadNoSuchFile.rawValue
            case NSPOSIXErrorDomain: error.code == Int(ENOENT) || error.code == Int(ENOTDIR)
            default: false
            }
        }
    }

    /// Whether nothing is at `url`'s path, or a file stands where one of its folders should be.
    static func isAbsent(_ url: URL) -> Bool {
        var info = stat()
        guard stat(url.path, &info) != 0 else { return false }
        return errno == ENOENT || errno == ENOTDIR
    }

    /// `20261130T123456Z`: a file-name-safe UTC time stamp.
    static func timestamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        return formatter.string(from: date)
    }
}
