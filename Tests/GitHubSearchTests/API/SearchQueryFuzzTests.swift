import Foundation
import FuzzSupport
import GitHubSearch
import XCTest

/// Search queries with fixed seeds: random text never crashes the parser or the offline matcher, and how terms are
/// spaced never changes what a query means.
final class SearchQueryFuzzTests: XCTestCase {
    private static let pieces = [
        "rx", "Swift", "\"", ":", "stars:", "stars:>", "stars:>=", "stars:<", "stars:<=", "..", "in:name",
        "in:description,name",
        "language:", "user:", "org:", "sort:", "stars-asc", "forks-desc", "-", "AND", "or", "NOT",
        "9223372036854775807",
        "-9223372036854775808", "99999999999999999999", "-1", "0", "é", "😀", "e\u{301}", "\u{0}", "\u{1B}[2J",
        "\u{202E}",
        " ", "  ", "\t", "\n", "\u{00A0}", "\u{3000}",
    ]

    private static let repositories = [
        Repository(
            name: "RxSwift", fullName: "ReactiveX/RxSwift",
            htmlURL: URL(string: "https://github.com/ReactiveX/RxSwift")!,
            description: "Reactive Programming in Swift", language: "Swift", stargazersCount: 24_000),
        Repository(name: "x", fullName: "x", htmlURL: URL(string: "https://h.test/x")!, stargazersCount: Int.max),
        Repository(
            name: "é", fullName: "o/é", htmlURL: URL(string: "https://h.test/e")!, description: "😀 \"",
            stargazersCount: Int.min),
        Repository(name: "", fullName: "/", htmlURL: URL(string: "https://h.test/")!),
    ]

    func testRandomTextNeverCrashesTheParserOrTheMatcher() {
        var random = SplitMix64(seed: 0x5EA2_0001)
        for _ in 0..<5000 {
            let text = (0..<random.int(in: 0...16)).map { _ in random.pick(Self.pieces) }.joined()
            let query = SearchQuery(text)
            XCTAssertFalse(query.words.contains(""), text.debugDescription)
            XCTAssertEqual(query.words, query.words.map { $0.lowercased() }, text.debugDescription)
            XCTAssertEqual(query.owners, query.owners.map { $0.lowercased() }, text.debugDescription)
            for repository in Self.repositories {
                _ = query.matches(repository)
            }
        }
    }

    func testHowTermsAreSpacedDoesNotChangeTheQuery() {
        var random = SplitMix64(seed: 0x5EA2_0002)
        let terms = [
            "rx", "RxSwift", "\"reactive swift\"", "\"a  b\"", "stars:>10", "stars:1..2", "stars:<=-5",
            "stars:>=9223372036854775807",
            "stars:<-9223372036854775808", "stars:99999999999999999999", "language:Swift", "user:ReactiveX",
            "org:apple",
            "in:name", "in:description", "sort:stars-asc", "sort:updated", "AND", "NOT", "é", "😀", "topic:x", "a:b:c",
        ]
        for iteration in 0..<3000 {
            let chosen = (0..<random.int(in: 1...8)).map { _ in random.pick(terms) }
            let plain = chosen.joined(separator: " ")
            var spaced = random.pick(["", " ", "\t\n"])
            for term in chosen { spaced += term + random.pick([" ", "  ", "\t", " \n ", "\u{3000}"]) }
            guard SearchQuery(plain) == SearchQuery(spaced) else {
                XCTFail("iteration \(iteration): \(plain.debugDescription) and \(spaced.debugDescription) differ")
                return
            }
        }
    }

    func testStarRangesFollowTheirQualifierForAnyNumber() {
        var random = SplitMix64(seed: 0x5EA2_0003)
        for _ in 0..<3000 {
            let number = random.pick([
                Int.min, Int.max, 0, -1, 1, random.int(in: Int.min...Int.max), random.int(in: -1000...1000),
            ])
            let other = random.pick([Int.min, Int.max, random.int(in: -1000...1000)])
            let cases: [(String, ClosedRange<Int>?)] = [
                ("stars:\(number)", number...number),
                ("stars:>=\(number)", number...Int.max),
                ("stars:<=\(number)", Int.min...number),
                ("stars:>\(number)", (number == Int.max ? number : number + 1)...Int.max),
                ("stars:<\(number)", Int.min...(number == Int.min ? number : number - 1)),
                ("stars:\(number)..\(other)", number <= other ? number...other : nil),
            ]
            for (text, range) in cases {
                XCTAssertEqual(SearchQuery(text).stars, range, text)
            }
        }
    }
}
