import Foundation

/// The bundled list of real places: GeoNames' cities of 15,000 people or more (CC-BY 4.0, geonames.org), with
/// country, first-level region (state, province…) where known, coordinates and population, searchable by name and
/// ranked by population.
///
/// `OfflineGeocodingService` and `DemoWeatherService` search it; see `Scripts/make-places.py` for its origin.
public struct Gazetteer: Sendable {
    /// Why the bundled list could not be read.
    public struct LoadError: Error, CustomStringConvertible {
        /// What went wrong.
        public let description: String
    }

    /// Every place, in the resource's order (largest population first).
    public let locations: [Location]
    /// The population of each place in `locations` (0 when unknown).
    public let populations: [Int]
    private let keys: [SearchKey]

    /// Makes a gazetteer over `locations`.
    ///
    /// - Parameters:
    ///   - locations: The places to search.
    ///   - populations: Each place's population, for ranking (none: all 0, ties go by name).
    public init(locations: [Location], populations: [Int] = []) {
        self.locations = locations
        self.populations = locations.indices.map { populations.indices.contains($0) ? populations[$0] : 0 }
        keys = locations.map(SearchKey.init)
    }

    /// The bundled gazetteer, read once; empty only if the resource is missing or broken (a packaging bug, caught by
    /// the tests).
    public static let bundled: Gazetteer = (try? loadBundled()) ?? Gazetteer(locations: [])

    /// Reads the bundled resource, failing if any line does not parse.
    ///
    /// - Returns: The gazetteer.
    public static func loadBundled() throws -> Gazetteer {
        guard let url = Bundle.module.url(forResource: "places", withExtension: "tsv") else {
            throw LoadError(description: "places.tsv is missing from the Weather bundle")
        }
        return try parse(String(decoding: Data(contentsOf: url), as: UTF8.self))
    }

    /// Parses the resource's format (see `Scripts/make-places.py`): `# comment` lines, `=CC<TAB>country` lines,
    /// `@CC.code<TAB>region` lines, and `name<TAB>CC<TAB>code<TAB>latitude<TAB>longitude<TAB>population` lines,
    /// where `code` is empty or names a region declared before by an `@` line of the same country.
    ///
    /// - Parameter text: The file's text.
    /// - Returns: The gazetteer.
    /// - Throws: `LoadError` naming the first line that is not one of these, whose region code is not declared, or
    ///   whose coordinates are not on Earth.
    public static func parse(_ text: String) throws -> Gazetteer {
        var countries: [Substring: String] = [:]
        var regions: [String: String] = [:]
        var locations: [Location] = []
        var populations: [Int] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            if line.hasPrefix("="), fields.count == 2 {
                countries[fields[0].dropFirst()] = String(fields[1])
                continue
            }
            if line.hasPrefix("@"), fields.count == 2, !fields[1].isEmpty {
                regions[String(fields[0].dropFirst())] = String(fields[1])
                continue
            }
            guard fields.count == 6, !fields[0].isEmpty, let latitude = Double(fields[3]),
                let longitude = Double(fields[4]), let population = Int(fields[5])
            else {
                throw LoadError(description: "line \(index + 1) of the place list is not a place: \(line.prefix(80))")
            }
            var region: String?
            if !fields[2].isEmpty {
                guard let name = regions["\(fields[1]).\(fields[2])"] else {
                    throw LoadError(
                        description: "line \(index + 1) of the place list names region \(fields[1]).\(fields[2]), "
                            + "which no @ line before it declares")
                }
                region = name
            }
            let location = Location(
                name: String(fields[0]), country: countries[fields[1]],
                countryCode: fields[1].isEmpty ? nil : String(fields[1]),
                adminArea: region, latitude: latitude, longitude: longitude)
            do {
                locations.append(try Plausible.location(location))
            } catch {
                throw LoadError(description: "line \(index + 1) of the place list: \(error)")
            }
            populations.append(population)
        }
        return Gazetteer(locations: locations, populations: populations)
    }

    /// Decodes places from JSON: `{"places": [{name, countryCode, country, adminArea, latitude, longitude,
    /// timezone}]}` (a list of places written by hand or by another tool), in that order, with no population.
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
    /// word of the query must be the start of a word of the place's name, or, with at least one word about the
    /// name, of its region, country or country code. Ranks: names that are the query or start with it as whole
    /// words ("San" → "San Diego"); names that start with it ("San" → "Santiago"); names with words that
    /// start with the query words; then matches through the region or country. Within a rank the larger
    /// population comes first, then the name. An empty query matches nothing.
    /// - Parameters:
    ///   - query: What the user typed.
    ///   - limit: The most places to return.
    /// - Returns: The matches.
    public func search(_ query: String, limit: Int = 10) -> [Location] {
        let folded = Array(SearchKey.fold(query).utf8)
        let words = folded.split(separator: SearchKey.space).map(Array.init)
        guard !words.isEmpty, limit > 0 else { return [] }
        var ranked: [(rank: Int, index: Int)] = []
        for (index, key) in keys.enumerated() {
            guard let rank = key.rank(folded: folded, words: words) else { continue }
            ranked.append((rank, index))
        }
        ranked.sort { left, right in
            if left.rank != right.rank { return left.rank < right.rank }
            let (leftPopulation, rightPopulation) = (populations[left.index], populations[right.index])
            if leftPopulation != rightPopulation { return leftPopulation > rightPopulation }
            return (locations[left.index].name, left.index) < (locations[right.index].name, right.index)
        }
        return ranked.prefix(limit).map { locations[$0.index] }
    }
}

/// A place's name, country and code, folded for matching.
private struct SearchKey: Sendable {
    let name: [UInt8]
    let nameWords: [[UInt8]]
    let otherWords: [[UInt8]]

    /// The space between folded words.
    static let space = UInt8(ascii: " ")

    init(_ location: Location) {
        name = Array(SearchKey.fold(location.name).utf8)
        nameWords = name.split(separator: SearchKey.space).map(Array.init)
        otherWords = [location.country, location.countryCode, location.adminArea]
            .compactMap { $0 }
            .flatMap { Array(SearchKey.fold($0).utf8).split(separator: SearchKey.space).map(Array.init) }
    }

    /// 1: the name is the query or starts with it as whole words, 2: the name starts with the query, 3: every
    /// query word starts a name word, 4: every query word starts a word of the name, region, country or code;
    /// `nil`: no match. (Folded text compared as UTF-8 bytes: both sides went through the same `fold`.)
    func rank(folded query: [UInt8], words: [[UInt8]]) -> Int? {
        if name.starts(with: query) {
            return name.count == query.count || name[query.count] == SearchKey.space ? 1 : 2
        }
        let inName = { (word: [UInt8]) in nameWords.contains { $0.starts(with: word) } }
        if words.allSatisfy(inName) { return 3 }
        // At least one query word must be about the name, so a country alone does not list all its places.
        if words.contains(where: inName),
            words.allSatisfy({ word in inName(word) || otherWords.contains { $0.starts(with: word) } })
        {
            return 4
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
