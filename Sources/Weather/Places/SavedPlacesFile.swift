import Foundation

/// The saved places' file format: `{"version": 1, "places": [Location…]}`, pretty-printed with sorted keys.
enum SavedPlacesFile {
    private struct Contents: Codable {
        var version: Int
        var places: [Location]
    }

    /// The JSON for `places` (each once: the caller passes them through `unique`).
    static func encode(_ places: [Location]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(Contents(version: 1, places: places))
    }

    /// The places in `data`, each once (a hand-edited file may have one twice); `Location`'s decoding refuses
    /// coordinates not on Earth.
    ///
    /// - Throws: The decoding error, or `SavedPlacesFileError` for a version this app does not know.
    static func decode(_ data: Data) throws -> [Location] {
        let contents = try JSONDecoder().decode(Contents.self, from: data)
        guard contents.version == 1 else { throw SavedPlacesFileError(version: contents.version) }
        return unique(contents.places)
    }

    /// `places` without the repeats of a place (same `PlaceRow.id`), the first of each kept where it is.
    static func unique(_ places: [Location]) -> [Location] {
        var seen = Set<String>()
        return places.filter { seen.insert(PlaceRow.id(of: $0)).inserted }
    }

    /// A short reason for a decoding failure, for the notice.
    static func reason(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context): return context.debugDescription
        case DecodingError.keyNotFound(let key, _): return "no \"\(key.stringValue)\""
        case DecodingError.typeMismatch(_, let context): return context.debugDescription
        case DecodingError.valueNotFound(_, let context): return context.debugDescription
        default: return "\(error)"
        }
    }
}

/// A saved places file of another version.
struct SavedPlacesFileError: Error, CustomStringConvertible {
    let version: Int

    var description: String {
        "version \(version) is not one this app reads"
    }
}
