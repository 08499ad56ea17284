import Foundation
import FuzzSupport
import GitHubSearch
import XCTest

/// `Link` headers with fixed seeds: random text never crashes or hangs the parser, and well-formed headers written
/// in any of the forms RFC 8288 allows parse back to exactly the links they were made from.
final class LinkHeaderFuzzTests: XCTestCase {
    private let base = URL(string: "https://api.test/search/repositories?q=rx&page=2")!

    func testRandomTextNeverCrashesAndGivesOnlyAbsoluteLinks() {
        var random = SplitMix64(seed: 0x11C4_0001)
        let pieces = [
            "<", ">", ";", ",", "\"", "\\", "=", " ", "\t", "\r\n", "rel", "next", "NEXT", "last", "title",
            "https://api.test/x?page=3", "/relative?page=2", "?page=9", "//other.test/p", "javascript:x",
            "http://[::1", "%zz", "é", "😀", "\u{0}", "\u{1B}[2J", "<>", "\"unterminated", "a,b",
        ]
        for iteration in 0..<20_000 {
            var text = ""
            for _ in 0..<random.int(in: 0...30) {
                text +=
                    random.chance(85)
                    ? random.pick(pieces)
                    : String(
                        String.UnicodeScalarView(
                            (0..<random.int(in: 1...4)).compactMap { _ in
                                Unicode.Scalar(UInt32(random.int(in: 0...0x2FFFF)))
                            }))
            }
            let header = LinkHeader(parsing: text, relativeTo: random.chance(50) ? base : nil)
            for link in header.links {
                guard link.url.scheme != nil, link.relations.allSatisfy({ !$0.isEmpty && $0 == $0.lowercased() }) else {
                    XCTFail("iteration \(iteration): \(text.debugDescription) gave \(link)")
                    return
                }
            }
            if let next = header.url(forRelation: "next") {
                XCTAssertEqual(header.links.first { $0.relations.contains("next") }?.url, next)
            }
        }
    }

    func testWellFormedHeadersParseBackToTheirLinks() {
        var random = SplitMix64(seed: 0x11C4_0002)
        for iteration in 0..<2000 {
            var written: [String] = []
            var expected: [Expected] = []
            for _ in 0..<random.int(in: 1...5) {
                let (text, link) = randomLink(using: &random)
                written.append(text)
                expected.append(link)
            }
            let separator = random.pick([",", ", ", " ,\t", ",\r\n "])
            let text = written.joined(separator: separator)
            let parsed = LinkHeader(parsing: text, relativeTo: base)
            guard parsed.links.map(Expected.init) == expected else {
                XCTFail(
                    "iteration \(iteration): \(text.debugDescription)\n  parsed   \(parsed.links)\n  expected \(expected)"
                )
                return
            }
        }
    }

    /// What a parsed link must hold.
    private struct Expected: Equatable, CustomStringConvertible {
        let url: String
        let relations: [String]
        let parameters: [String: String]

        init(url: String, relations: [String], parameters: [String: String]) {
            self.url = url
            self.relations = relations
            self.parameters = parameters
        }

        init(_ link: LinkHeader.Link) {
            self.init(url: link.url.absoluteString, relations: link.relations, parameters: link.parameters)
        }

        var description: String { "<\(url)> \(relations) \(parameters)" }
    }

    /// One well-formed link in a random spelling, and the link it stands for.
    private func randomLink(using random: inout SplitMix64) -> (String, Expected) {
        let page = random.int(in: 1...9999)
        let reference = random.pick([
            "https://api.test/search/repositories?q=a,b&page=\(page)", "/search/repositories?q=rx&page=\(page)",
            "?page=\(page)", "https://api.test:8443/users/octo/repos?page=\(page)", "http://127.0.0.1:9/p\(page)",
        ])
        let relationChoices = ["next", "last", "prev", "first", "Next", "LAST", "x-custom"]
        let relations = (0..<random.int(in: 0...3)).map { _ in random.pick(relationChoices) }
        var parameters: [(String, String)] = []
        if !relations.isEmpty {
            parameters.append(("rel", relations.joined(separator: random.pick([" ", "\t", "  "]))))
        }
        for _ in 0..<random.int(in: 0...3) {
            let name = random.pick(["title", "type", "hreflang", "rel", "x-other"])
            let value = random.pick(["", "plain", "a, b; c = d", "say \"hi\"", "back\\slash", "é 😀", "2"])
            parameters.insert((name, value), at: random.below(parameters.count + 1))
        }
        var text = "<" + reference + ">"
        var expectedParameters: [String: String] = [:]
        for (name, value) in parameters {
            let spelledName = random.chance(30) ? name.uppercased() : name
            text += random.pick([";", "; ", " ; ", ";\t"]) + spelledName + random.pick(["=", " = ", "= "])
            let isToken =
                !value.isEmpty
                && value.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || $0 == "-" }
            if isToken, random.chance(50) {
                text += value
            } else {
                text +=
                    "\""
                    + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                    + "\""
            }
            if expectedParameters[name] == nil { expectedParameters[name] = value }
        }
        let url = URL(string: reference, relativeTo: base)?.absoluteURL ?? base
        let expectedRelations = (expectedParameters["rel"] ?? "").lowercased()
            .split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        return (text, Expected(url: url.absoluteString, relations: expectedRelations, parameters: expectedParameters))
    }
}
