import Foundation

/// The bundled list of 418 real places (one per IANA time zone, from tzdata's `zone.tab`), searchable by name.
///
/// `OfflineGeocodingService` and `DemoWeatherService` search it; see `Scripts/make-gazetteer.py` for its origin.
public struct Gazetteer: Sendable {
    /// Why the bundled list could not be read.
    public struct LoadError: Error, CustomStringConvertible {
        /// What went wrong.
        public let description: String
    }

    /// Every place, in the resource's order (by name).
    public let locations: [Location]
    private let keys: [SearchKey]

    /// Makes a gazetteer over `locations`.
    ///
    /// - Parameter locations: The places to search.
    public init(locations: [Location]) {
        self.locations = locations
        keys = locations.map(SearchKey.init)
    }

    /// The bundled gazetteer, read once; empty only if the resource is missing or broken (a packaging bug, caught by
    /// the tests).
    public static let bundled: Gazetteer = (try? loadBundled()) ?? Gazetteer(locations: [])

    /// Reads the bundled resource, failing if any entry does not decode.
    ///
    /// - Returns: The gazetteer.
    public static func loadBundled() throws -> Gazetteer {
        guard let url = Bundle.module.url(forResource: "gazetteer", withExtension: "json") else {
            throw LoadError(description: "gazetteer.json is missing from the Weather bundle")
        }
        return try decode(Data(contentsOf: url))
    }

    /// Decodes the resource's format: `{"source": …, "places": [{name, countryCode, country, latitude, longitude,
    /// timezone}]}`.
    ///
    /// - Parameter data: The JSON.
    /// - Returns: The gazetteer.
    public static func decode(_ data: Data) throws -> Gazetteer {
        struct File: Decodable {
            let places: [Location]
        }
        return Gazetteer(locations: try JSONDecoder().decode(File.self, from: data).places)
    }

    /// Places matching `query`, best first, at most `limit`.
    ///
    /// Matching ignores case, diacritics and punctuation ("são paulo", "SAO-PAULO", "st. john's" all match). Every
    /// word of the query must be the start of a word of the place's name, country or country code. Places whose
    /// whole name starts with the query come first, then the others; ties go by name. An empty query matches
    /// nothing.
    /// - Parameters:
    ///   - query: What the user typed.
    ///   - limit: The most places to return.
    /// - Returns: The matches.
    public func search(_ query: String, limit: Int = 10) -> [Location] {
        let folded = SearchKey.fold(query)
        let words = folded.split(separator: " ").map(String.init)
        guard !words.isEmpty, limit > 0 else { return [] }
        var ranked: [(rank: Int, index: Int)] = []
        for (index, key) in keys.enumerated() {
            guard let rank = key.rank(folded: folded, words: words) else { continue }
            ranked.append((rank, index))
        }
        ranked.sort { ($0.rank, locations[$0.index].name, $0.index) < ($1.rank, locations[$1.index].name, $1.index) }
        return ranked.prefix(limit).map { locations[$0.index] }
    }
}

/// A place's name, country and code, folded for matching.
private struct SearchKey: Sendable {
    let name: String
    let nameWords: [String]
    let otherWords: [String]

    init(_ location: Location) {
        name = SearchKey.fold(location.name)
        nameWords = name.split(separator: " ").map(String.init)
        otherWords = [location.country, location.countryCode, location.adminArea]
            .compactMap { $0 }
            .flatMap { SearchKey.fold($0).split(separator: " ").map(String.init) }
    }

    /// 0: exact name, 1: name starts with the query, 2: every query word starts a name word, 3: every query word
    /// starts a word of the name, country or code; `nil`: no match.
    func rank(folded query: String, words: [String]) -> Int? {
        if name == query { return 0 }
        if name.hasPrefix(query) { return 1 }
        if words.allSatisfy({ word in nameWords.contains { $0.hasPrefix(word) } }) { return 2 }
        // At least one query word must be about the name, so "germany" alone does not list every German zone.
        let aboutName = words.contains { word in nameWords.contains { $0.hasPrefix(word) } }
        if aboutName, words.allSatisfy({ word in (nameWords + otherWords).contains { $0.hasPrefix(word) } }) {
            return 3
        }
        return nil
    }

    /// Lower case, no diacritics, apostrophes and dots dropped, other punctuation as spaces, spaces collapsed.
    static func fold(_ text: String) -> String {
        let plain = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: Locale(identifier: "en"))
        var result = ""
        var pendingSpace = false
        for character in plain {
            if character == "'" || character == "’" || character == "." { continue }
            if character.isLetter || character.isNumber {
                if pendingSpace && !result.isEmpty { result.append(" ") }
                pendingSpace = false
                result.append(character)
            } else {
                pendingSpace = true
            }
        }
        return result
    }
}
