import Foundation

/// A GitHub repository search query, parsed for the offline catalog: free words plus the common qualifiers.
///
/// Understands words and `"quoted phrases"` (all must match), `in:name` / `in:description` (where words are
/// looked for; default name, full name and description), `language:`, `user:` / `org:` (several are OR-ed),
/// `stars:N`, `stars:>N`, `stars:>=N`, `stars:<N`, `stars:<=N`, `stars:N..M`, and `sort:stars[-asc|-desc]`.
/// Other qualifiers are ignored, as are `NOT`/`OR`/`AND`, which the offline search does not support.
public struct SearchQuery: Equatable, Sendable {
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
    /// A `sort:` qualifier.
    public var sort: (RepositorySort, RepositorySortOrder)?
    /// The qualifiers (`archived:`, `topic:`, …) and operators (`NOT`, `OR`, `AND`) this parser does not
    /// understand, as written, in order: the offline search ignores them, and says so.
    public var ignored: [String] = []

    /// Parses `text`.
    public init(_ text: String) {
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
            switch key {
            case "in":
                for part in value.lowercased().split(separator: ",") {
                    if let field = Field(rawValue: String(part)) { fields.insert(field) }
                }
            case "language":
                language = value.lowercased()
            case "user", "org":
                owners.append(value.lowercased())
            case "stars":
                stars = Self.range(value)
            case "sort":
                sort = Self.sort(value)
            default:
                ignored.append(String(key) + ":")
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
