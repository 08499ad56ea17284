import Foundation

/// A GitHub repository search query, parsed for the offline catalog: free words plus the common qualifiers.
///
/// Understands words and `"quoted phrases"` (all must match), `in:name` / `in:description` (where words are
/// looked for; default name, full name and description), `language:`, `user:` / `org:` (several are OR-ed),
/// `stars:N`, `stars:>N`, `stars:>=N`, `stars:<N`, `stars:<=N`, `stars:N..M`, and `sort:stars[-asc|-desc]`.
/// Other qualifiers are ignored, as are `NOT`/`OR`/`AND`, which the offline search does not support, a qualifier
/// whose value does not parse (`stars:abc`, `stars:5..2`, `in:foo`, `sort:bogus`, `language:`), other sorts
/// (`sort:forks`), and a qualifier about a fact the catalog searched does not have (`CatalogFacts`): all are
/// listed in `ignored`, so the search can say so.
public struct SearchQuery: Equatable, Sendable {
    /// The facts about a repository a catalog may have or lack; a qualifier about one it lacks (`language:swift`
    /// in a catalog without languages) could never match, so it is ignored and named instead.
    public struct CatalogFacts: OptionSet, Hashable, Sendable {
        public let rawValue: Int

        /// Creates a set of facts from its raw value.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// Languages (`language:`).
        public static let languages = CatalogFacts(rawValue: 1 << 0)
        /// Star counts (`stars:`, `sort:stars`).
        public static let stars = CatalogFacts(rawValue: 1 << 1)
        /// Descriptions (`in:description`).
        public static let descriptions = CatalogFacts(rawValue: 1 << 2)
        /// Every fact a qualifier can ask about.
        public static let all: CatalogFacts = [.languages, .stars, .descriptions]

        /// The facts at least one of `repositories` has.
        public init(of repositories: [Repository]) {
            self = []
            if repositories.contains(where: { $0.language != nil }) { insert(.languages) }
            if repositories.contains(where: { $0.stargazersCount != nil }) { insert(.stars) }
            if repositories.contains(where: { $0.description != nil }) { insert(.descriptions) }
        }

        /// "languages", "languages or stars", "languages, stars or descriptions": the facts, in that order.
        public var names: String {
            let names = [(CatalogFacts.languages, "languages"), (.stars, "stars"), (.descriptions, "descriptions")]
                .filter { contains($0.0) }.map(\.1)
            guard let last = names.last, names.count > 1 else { return names.first ?? "" }
            return names.dropLast().joined(separator: ", ") + " or " + last
        }
    }

    /// Where free words are matched.
    public enum Field: String, Sendable {
        /// The repository name (and full name).
        case name
        /// The description.
        case description
    }

    /// The free words and phrases, lower-cased.
    public var words: [String] = []
    /// The fields words are matched in; empty means all.
    public var fields: Set<Field> = []
    /// The language, lower-cased, if restricted.
    public var language: String?
    /// The owners, lower-cased; empty means any.
    public var owners: [String] = []
    /// The allowed star counts, if restricted.
    public var stars: ClosedRange<Int>?
    /// A `sort:stars` qualifier (the only sort the offline search does).
    public var sort: (RepositorySort, RepositorySortOrder)?
    /// What the offline search ignores, in order: the qualifiers (`archived:`, `topic:`, …) and operators (`NOT`,
    /// `OR`, `AND`) this parser does not understand, as written; whole terms whose value does not parse
    /// (`stars:abc`, `sort:bogus`, one unknown field of `in:` as `in:foo`); and terms about a fact the catalog
    /// lacks (`language:swift`, `in:description`). The offline search says so.
    public var ignored: [String] = []
    /// The facts the catalog lacks that the query asked about (its terms are in `ignored`).
    public var unanswerable: CatalogFacts = []

    /// Parses `text` for a catalog that has `facts`: qualifiers about the others are ignored.
    public init(_ text: String, catalogHas facts: CatalogFacts = .all) {
        for term in Self.terms(text) {
            guard !term.quoted, let colon = term.text.firstIndex(of: ":") else {
                let word = term.text.lowercased()
                if !word.isEmpty, term.quoted || !["and", "or", "not"].contains(word) {
                    words.append(word)
                } else if !word.isEmpty {
                    ignored.append(term.text)
                }
                continue
            }
            let key = term.text[..<colon].lowercased()
            let value = String(term.text[term.text.index(after: colon)...]).trimmingCharacters(
                in: CharacterSet(charactersIn: "\""))
            /// Ignores the term, for lacking `fact` if given.
            func ignore(_ written: String, lacking fact: CatalogFacts = []) {
                ignored.append(written)
                unanswerable.formUnion(fact)
            }
            switch key {
            case "in":
                let parts = value.split(separator: ",")
                if parts.isEmpty { ignore(term.text) }
                for part in parts {
                    switch Field(rawValue: part.lowercased()) {
                    case .description? where !facts.contains(.descriptions):
                        ignore("in:" + part, lacking: .descriptions)
                    case let field?: fields.insert(field)
                    case nil: ignore("in:" + part)
                    }
                }
            case "language":
                if value.isEmpty {
                    ignore(term.text)
                } else if !facts.contains(.languages) {
                    ignore(term.text, lacking: .languages)
                } else {
                    language = value.lowercased()
                }
            case "user", "org":
                if value.isEmpty { ignore(term.text) } else { owners.append(value.lowercased()) }
            case "stars":
                if let range = Self.range(value) {
                    if facts.contains(.stars) { stars = range } else { ignore(term.text, lacking: .stars) }
                } else {
                    ignore(term.text)
                }
            case "sort":
                switch Self.sort(value) {
                case let sort? where sort.0 == .stars:
                    if facts.contains(.stars) { self.sort = sort } else { ignore(term.text, lacking: .stars) }
                default:
                    // Not a sort at all, or one the offline search cannot do (forks, updated, help-wanted issues).
                    ignore(term.text)
                }
            default:
                ignore(String(key) + ":")
            }
        }
    }

    /// `true` when `repository` satisfies every part of the query.
    public func matches(_ repository: Repository) -> Bool {
        if let language, repository.language?.lowercased() != language { return false }
        if !owners.isEmpty, !owners.contains(repository.owner.lowercased()) { return false }
        if let stars {
            guard let count = repository.stargazersCount, stars.contains(count) else { return false }
        }
        let name = repository.fullName.lowercased()
        let description = repository.description?.lowercased() ?? ""
        return words.allSatisfy { word in
            (fields.isEmpty || fields.contains(.name)) && name.contains(word)
                || (fields.isEmpty || fields.contains(.description)) && description.contains(word)
        }
    }

    /// How well `repository` matches the words, higher first.
    ///
    /// The name (`RxSwift`, `swift-nio`, `OpenSwiftUI`) is split into words at punctuation and case changes
    /// (`open`, `swift`, `ui`). Each query word scores 4 when a name word starts with it, 2 when it is elsewhere in
    /// the name, 1 when only the owner has it, 0 otherwise (the description); two query words next to each other in
    /// the name (`swift ui` in `OpenSwiftUI` or `swiftui-docs`) add 3; a name that is exactly the query (ignoring
    /// case and punctuation) comes first. Ties keep the order of stars, then the catalog's.
    func relevance(of repository: Repository) -> Int {
        guard !words.isEmpty else { return 0 }
        let name = repository.name.lowercased()
        let nameWords = Self.nameWords(repository.name)
        let compactName = nameWords.joined()
        let owner = repository.owner.lowercased()
        var score = 0
        if compactName == words.joined().filter({ $0.isLetter || $0.isNumber }) { score += 100 }
        for word in words {
            if nameWords.contains(where: { $0.hasPrefix(word) }) {
                score += 4
            } else if name.contains(word) {
                score += 2
            } else if owner.contains(word) {
                score += 1
            }
        }
        for (first, second) in zip(words, words.dropFirst()) {
            let together = zip(nameWords, nameWords.dropFirst()).contains { $0 == first && $1.hasPrefix(second) }
            if together || compactName.contains(first + second) { score += 3 }
        }
        return score
    }

    /// `OpenSwiftUI-App_2` as `open`, `swift`, `ui`, `app`, `2`: split at punctuation, at a lower-case letter
    /// followed by a capital, at the last capital of a run followed by a lower-case letter, and between letters
    /// and digits; lower-cased.
    public static func nameWords(_ name: String) -> [String] {
        var words: [String] = []
        var current: [Character] = []
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty {
                    words.append(String(current))
                    current = []
                }
                continue
            }
            if let previous = current.last {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let camel = previous.isLowercase && character.isUppercase
                let acronymEnd = previous.isUppercase && character.isUppercase && (next?.isLowercase ?? false)
                let digitEdge = previous.isNumber != character.isNumber
                if camel || acronymEnd || digitEdge {
                    words.append(String(current))
                    current = []
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(String(current)) }
        return words.map { $0.lowercased() }
    }

    private static func terms(_ text: String) -> [(text: String, quoted: Bool)] {
        var terms: [(text: String, quoted: Bool)] = []
        var current = ""
        var inQuotes = false
        var wasQuoted = false
        for character in text {
            if character == "\"" {
                if !inQuotes, current.isEmpty {
                    inQuotes = true
                    wasQuoted = true
                } else if inQuotes, wasQuoted {
                    terms.append((current, true))
                    current = ""
                    inQuotes = false
                    wasQuoted = false
                } else {
                    inQuotes.toggle()
                    current.append(character)
                }
            } else if character.isWhitespace, !inQuotes {
                if !current.isEmpty { terms.append((current, wasQuoted)) }
                current = ""
                wasQuoted = false
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { terms.append((current, wasQuoted)) }
        return terms
    }

    private static func range(_ value: String) -> ClosedRange<Int>? {
        if let dots = value.range(of: "..") {
            let low = Int(value[..<dots.lowerBound]) ?? 0
            let high = Int(value[dots.upperBound...]) ?? Int.max
            return low <= high ? low...high : nil
        }
        for (prefix, make) in [
            (">=", { (n: Int) in n...Int.max }), ("<=", { (n: Int) in Int.min...n }),
            (">", { (n: Int) in (n == Int.max ? n : n + 1)...Int.max }),
            ("<", { (n: Int) in Int.min...(n == Int.min ? n : n - 1) }),
        ] where value.hasPrefix(prefix) {
            return Int(value.dropFirst(prefix.count)).map(make)
        }
        return Int(value).map { $0...$0 }
    }

    private static func sort(_ value: String) -> (RepositorySort, RepositorySortOrder)? {
        let parts = value.lowercased().split(separator: "-", maxSplits: 1).map(String.init)
        guard let first = parts.first else { return nil }
        var key = first
        var order = RepositorySortOrder.descending
        if parts.count == 2 {
            switch parts[1] {
            case "asc": order = .ascending
            case "desc": order = .descending
            default: key = value.lowercased()
            }
        }
        return RepositorySort(rawValue: key).map { ($0, order) }
    }

    /// Equal when every part is equal.
    public static func == (lhs: SearchQuery, rhs: SearchQuery) -> Bool {
        lhs.words == rhs.words && lhs.fields == rhs.fields && lhs.language == rhs.language
            && lhs.owners == rhs.owners && lhs.stars == rhs.stars
            && lhs.sort?.0 == rhs.sort?.0 && lhs.sort?.1 == rhs.sort?.1
    }
}
