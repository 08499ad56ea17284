import Foundation

/// Keeps the saved places between runs: the file store in the app, an in-memory one in tests and replays.
public protocol PlacesStore: AnyObject, Sendable {
    /// The places saved last time (and what went wrong reading them, if anything).
    func load() -> SavedPlacesLoad
    /// Replaces the saved places with `places`.
    ///
    /// - Throws: `SavedPlacesError` when they could not be written.
    func save(_ places: [Location]) throws
    /// Saves `places` merged with what another instance wrote since this one last read or wrote the file (its
    /// additions and deletions both kept) and returns the list now saved. The places of `added` (among `places`)
    /// count as this instance's additions even when the file held them before: they are in the list saved, though
    /// another instance deleted them meanwhile.
    func saveMerging(_ places: [Location], added: [Location]) throws -> [Location]
}

extension PlacesStore {
    /// `save(places)`, for stores no one else writes: the list saved is `places`.
    public func saveMerging(_ places: [Location], added: [Location]) throws -> [Location] {
        try save(places)
        return places
    }

    /// `saveMerging(places, added: [])`: the places added are those the file did not hold when last read or written.
    public func saveMerging(_ places: [Location]) throws -> [Location] {
        try saveMerging(places, added: [])
    }
}

/// What `PlacesStore.load()` found.
public struct SavedPlacesLoad: Equatable, Sendable {
    /// The places, in the user's order.
    public var places: [Location]
    /// A sentence for the user when the file could not be used (moved aside, unreadable), `nil` otherwise.
    public var notice: String?
    /// `false` when saving would overwrite a file that could not be read or moved aside: the app must not save.
    public var isWritable: Bool

    /// Makes a result.
    ///
    /// - Parameters:
    ///   - places: The places read.
    ///   - notice: What the user must be told.
    ///   - isWritable: Whether saving is safe.
    public init(places: [Location], notice: String? = nil, isWritable: Bool = true) {
        self.places = places
        self.notice = notice
        self.isWritable = isWritable
    }
}

/// Why the saved places could not be written.
public enum SavedPlacesError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file (or its folder) could not be written.
    case cannotWrite(path: String, reason: String)
    /// The disk holding the file is full; the file was left as it was.
    case diskFull(path: String)
    /// A folder on the way to the file is a file (`~/.config` a file, say): `file` is that file.
    case notAFolder(path: String, file: String)
    /// The last load found something it could not use at `path` and left it as it is (never overwritten): `reason`
    /// says what and what to do.
    case refused(path: String, reason: String)

    /// The error for `failure`, thrown while writing the places to `path`.
    public init(writing path: String, failure: Error) {
        if let cocoa = failure as? CocoaError, cocoa.code == .fileWriteOutOfSpace {
            self = .diskFull(path: path)
        } else if let posix = failure as? POSIXError, posix.code == .ENOSPC {
            self = .diskFull(path: path)
        } else {
            self = .cannotWrite(path: path, reason: Self.reason(failure))
        }
    }

    /// `error` in plain words: the system's sentence for the error number under it ("Read-only file system"), which
    /// Foundation's own description ("The operation could not be completed. (NSCocoaErrorDomain error 512.)") hides.
    static func reason(_ error: Error) -> String {
        for error in chain(error) where error.domain == NSPOSIXErrorDomain {
            if let code = Int32(exactly: error.code) { return String(cString: strerror(code)) }
        }
        return error.localizedDescription
    }

    /// `error` and the errors under it (`NSUnderlyingErrorKey`), outermost first, at most eight.
    static func chain(_ error: Error) -> [NSError] {
        var errors = [error as NSError]
        while errors.count < 8, let underlying = errors[errors.count - 1].userInfo[NSUnderlyingErrorKey] as? NSError {
            errors.append(underlying)
        }
        return errors
    }

    /// The error for the C library's error number `code`, set while writing the places to `path`.
    public init(writing path: String, errno code: Int32) {
        self =
            code == ENOSPC ? .diskFull(path: path) : .cannotWrite(path: path, reason: String(cString: strerror(code)))
    }

    /// What went wrong and what to do.
    public var description: String {
        switch self {
        case .cannotWrite(let path, let reason):
            "Could not save the places to \(path): \(reason); check that the folder is writable "
                + "(or set XDG_CONFIG_HOME)."
        case .diskFull(let path):
            "Could not save the places to \(path): the disk is full. Free some space: the places shown are saved "
                + "with the next change."
        case .notAFolder(let path, let file):
            "Could not save the places to \(path): \(file) is a file, not a folder. Move or remove that file (or set "
                + "XDG_CONFIG_HOME) to save places."
        case .refused(_, let reason):
            "The places were not saved: \(reason.prefix(1).lowercased())\(reason.dropFirst())"
        }
    }
}
