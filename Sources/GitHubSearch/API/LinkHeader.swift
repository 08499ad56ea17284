import Foundation

/// A parsed HTTP `Link` header (RFC 8288): the links, each with its relation types and parameters.
///
/// Use `url(forRelation: "next")` to follow pagination exactly as the server linked it. The parser accepts what
/// the RFC allows: several links separated by commas (also inside `<…>` and quoted strings, where commas are
/// data), `rel` with several space-separated types, quoted or bare values, `\`-escapes, any other parameters,
/// and relative URI references (resolved against the response URL). Malformed links are skipped, not guessed.
public struct LinkHeader: Equatable, Sendable {
    /// One link of the header.
    public struct Link: Equatable, Sendable {
        /// The target, resolved to an absolute URL.
        public var url: URL
        /// The relation types, lower-cased (`["next", "last"]` for `rel="next last"`).
        public var relations: [String]
        /// Every parameter by lower-cased name, first occurrence wins (`title`, `type`, …, and `rel` itself).
        public var parameters: [String: String]
    }

    /// The links in header order.
    public var links: [Link]

    /// Parses a `Link` header value.
    ///
    /// - Parameters:
    ///   - value: The header value (several `Link` headers may be joined with commas).
    ///   - base: The URL relative references resolve against (the request's URL).
    public init(parsing value: String, relativeTo base: URL? = nil) {
        var parser = LinkParser(Array(value.unicodeScalars))
        links = []
        while let (reference, parameters) = parser.nextLink() {
            guard let url = URL(string: reference, relativeTo: base)?.absoluteURL, url.scheme != nil else { continue }
            let relations = (parameters["rel"] ?? "")
                .lowercased()
                .split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
                .map(String.init)
            links.append(Link(url: url, relations: relations, parameters: parameters))
        }
    }

    /// The first link whose relation types include `relation` (case-insensitive), or `nil`.
    public func url(forRelation relation: String) -> URL? {
        let wanted = relation.lowercased()
        return links.first { $0.relations.contains(wanted) }?.url
    }
}

/// A cursor over the header's scalars.
private struct LinkParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func skipWhitespace() {
        while let scalar = current, scalar == " " || scalar == "\t" || scalar == "\r" || scalar == "\n" {
            index += 1
        }
    }

    /// The next well-formed link's URI reference and parameters; `nil` at the end.
    mutating func nextLink() -> (String, [String: String])? {
        while true {
            while let scalar = current,
                scalar == "," || scalar == " " || scalar == "\t" || scalar == "\r" || scalar == "\n"
            {
                index += 1
            }
            guard let first = current else { return nil }
            guard first == "<" else {
                skipPastElement()
                continue
            }
            index += 1
            var reference = ""
            while let scalar = current, scalar != ">" {
                reference.unicodeScalars.append(scalar)
                index += 1
            }
            guard current == ">" else { return nil }
            index += 1
            if let parameters = readParameters() {
                return (reference.trimmingCharacters(in: .whitespaces), parameters)
            }
            skipPastElement()
        }
    }

    /// `; name=value` pairs up to the next top-level comma; `nil` when they are malformed.
    private mutating func readParameters() -> [String: String]? {
        var parameters: [String: String] = [:]
        while true {
            skipWhitespace()
            guard let scalar = current, scalar != "," else { return parameters }
            guard scalar == ";" else { return nil }
            index += 1
            skipWhitespace()
            let name = readToken().lowercased()
            guard !name.isEmpty else {
                if current == ";" || current == "," || current == nil { continue }
                return nil
            }
            skipWhitespace()
            var value = ""
            if current == "=" {
                index += 1
                skipWhitespace()
                if current == "\"" {
                    guard let quoted = readQuotedString() else { return nil }
                    value = quoted
                } else {
                    value = readToken()
                }
            }
            if parameters[name] == nil { parameters[name] = value }
        }
    }

    private mutating func readToken() -> String {
        var token = ""
        while let scalar = current, !" \t\r\n;,=\"".unicodeScalars.contains(scalar) {
            token.unicodeScalars.append(scalar)
            index += 1
        }
        return token
    }

    private mutating func readQuotedString() -> String? {
        index += 1
        var value = ""
        while let scalar = current {
            index += 1
            switch scalar {
            case "\"":
                return value
            case "\\":
                guard let escaped = current else { return nil }
                value.unicodeScalars.append(escaped)
                index += 1
            default:
                value.unicodeScalars.append(scalar)
            }
        }
        return nil
    }

    /// Skips a malformed element: up to the next comma outside `<…>` and quoted strings.
    private mutating func skipPastElement() {
        var inAngle = false
        var inQuotes = false
        while let scalar = current {
            index += 1
            if inQuotes {
                if scalar == "\\" { index += 1 } else if scalar == "\"" { inQuotes = false }
            } else if inAngle {
                if scalar == ">" { inAngle = false }
            } else if scalar == "\"" {
                inQuotes = true
            } else if scalar == "<" {
                inAngle = true
            } else if scalar == "," {
                return
            }
        }
    }
}
