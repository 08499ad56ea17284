import Foundation
import GitHubSearch
import Rx
import RxTesting
import XCTest

final class OfflineCatalogTests: RxTestCase {
    func testEveryBundledEntryDecodesAndPointsAtItsGitHubPage() throws {
        let catalog = try OfflineCatalog.bundled()
        XCTAssertGreaterThanOrEqual(catalog.count, 500)
        XCTAssertEqual(Set(catalog.map { $0.fullName.lowercased() }).count, catalog.count, "duplicate entries")
        for repository in catalog {
            let parts = repository.fullName.split(separator: "/", omittingEmptySubsequences: false)
            XCTAssertEqual(parts.count, 2, repository.fullName)
            XCTAssertEqual(String(parts.last ?? ""), repository.name)
            XCTAssertEqual(repository.htmlURL.absoluteString, "https://github.com/\(repository.fullName)")
        }
    }

    func testBundledCatalogIsSearchable() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let api = OfflineGitHubAPI(catalog: try OfflineCatalog.bundled(), scheduler: scheduler, latency: .seconds(1))
        let observer = scheduler.start { api.searchRepositories(query: "rxswift in:name", perPage: 5) }
        XCTAssertEqual(observer.events.first?.value.element?.repositories.first?.fullName, "ReactiveX/RxSwift")
        let user = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            api.userRepositories(user: "vapor")
        }
        XCTAssertGreaterThan(user.events.first?.value.element?.repositories.count ?? 0, 5)
    }

    private func bundledSearch(_ query: String) throws -> [String] {
        let scheduler = TestScheduler(initialClock: 0)
        let api = OfflineGitHubAPI(catalog: try OfflineCatalog.bundled(), scheduler: scheduler, latency: .seconds(1))
        let observer = scheduler.start { api.searchRepositories(query: query, perPage: 100) }
        return observer.events.first?.value.element?.repositories.map(\.fullName) ?? []
    }

    func testSwiftUIRanksAdjacentNameWordsAboveScatteredLetters() throws {
        let names = try bundledSearch("swift ui")
        let position = { (name: String) in names.firstIndex(of: name) ?? Int.max }
        let scattered = position("apple/swift-3-api-guidelines-review")
        XCTAssertLessThan(scattered, Int.max, "it still matches: \(names)")
        for adjacent in [
            "OpenSwiftUIProject/OpenSwiftUI", "Bisquit-Host/SwiftUI-App", "CofficLab/Cisum_SwiftUI",
            "iSoldLeo/swiftui-docs-zh",
        ] {
            XCTAssertLessThan(position(adjacent), scattered, "\(adjacent) before the guidelines: \(names)")
        }
    }

    func testNameMatchesRankAboveOwnerMatches() throws {
        for word in ["http", "google", "kit"] {
            let names = try bundledSearch(word)
            XCTAssertLessThan(names.count, 100, "all on one page")
            let inName = names.indices.filter { names[$0].split(separator: "/")[1].lowercased().contains(word) }
            let ownerOnly = names.indices.filter { !inName.contains($0) }
            XCTAssertFalse(inName.isEmpty, word)
            XCTAssertFalse(ownerOnly.isEmpty, word)
            XCTAssertLessThan(inName.max() ?? 0, ownerOnly.min() ?? 0, "\(word): \(names)")
        }
    }

    func testNameWordsSplitAtPunctuationCaseAndDigits() {
        XCTAssertEqual(SearchQuery.nameWords("OpenSwiftUI"), ["open", "swift", "ui"])
        XCTAssertEqual(SearchQuery.nameWords("swift-3-api_guidelines"), ["swift", "3", "api", "guidelines"])
        XCTAssertEqual(SearchQuery.nameWords("URLSession2Go"), ["url", "session", "2", "go"])
    }
}

final class SearchQueryIgnoredTests: XCTestCase {
    func testQualifiersAndOperatorsTheCatalogDoesNotUnderstandAreListed() {
        XCTAssertEqual(SearchQuery("rx language:swift").ignored, [])
        XCTAssertEqual(
            SearchQuery("swift archived:false NOT topic:ui stars:>10").ignored, ["archived:", "NOT", "topic:"])
        XCTAssertEqual(SearchQuery("\"not\" x").ignored, [], "a quoted word is a word")
    }

    func testQualifiersWhoseValueDoesNotParseAreNamedNotDroppedSilently() {
        for text in ["stars:abc", "stars:>", "stars:", "stars:99999999999999999999", "sort:bogus", "sort:stars-up"] {
            XCTAssertEqual(SearchQuery(text).ignored, [text], text)
        }
        let reversed = SearchQuery("stars:5..2 rx")
        XCTAssertEqual(reversed.ignored, ["stars:5..2"])
        XCTAssertNil(reversed.stars)
        XCTAssertEqual(reversed.words, ["rx"])
        let field = SearchQuery("in:foo rx in:Name,bar")
        XCTAssertEqual(field.ignored, ["in:foo", "in:bar"])
        XCTAssertEqual(field.fields, [.name])
        XCTAssertEqual(SearchQuery("in: language: user: org:x").ignored, ["in:", "language:", "user:"])
        XCTAssertEqual(SearchQuery("sort:forks-asc").ignored, ["sort:forks-asc"], "offline sorts only by stars")
        XCTAssertEqual(SearchQuery("rx stars:>10 sort:stars-asc in:name,description").ignored, [])
        XCTAssertEqual(SearchQuery("rx stars:>10").unanswerable, [])
    }

    func testQualifiersAboutFactsTheCatalogLacksAreIgnoredAndSaySo() {
        let query = SearchQuery(
            "rx language:swift stars:>10 in:description,name sort:stars topic:x", catalogHas: [])
        XCTAssertEqual(query.ignored, ["language:swift", "stars:>10", "in:description", "sort:stars", "topic:"])
        XCTAssertEqual(query.unanswerable, .all)
        XCTAssertEqual(query.unanswerable.names, "languages, stars or descriptions")
        XCTAssertNil(query.language)
        XCTAssertNil(query.stars)
        XCTAssertNil(query.sort)
        XCTAssertEqual(query.fields, [.name])
        let some = SearchQuery("language:swift stars:1", catalogHas: [.descriptions])
        XCTAssertEqual(some.unanswerable.names, "languages or stars")
        XCTAssertEqual(SearchQuery("language:swift", catalogHas: [.stars]).unanswerable.names, "languages")
        XCTAssertEqual(SearchQuery("language:swift", catalogHas: [.languages]).ignored, [])
    }

    func testTheBundledCatalogHasNoLanguagesStarsOrDescriptionsSoItsSearchIgnoresThoseQualifiers() throws {
        let catalog = try OfflineCatalog.bundled()
        XCTAssertEqual(SearchQuery.CatalogFacts(of: catalog), [])
        func count(_ query: String) -> Int? {
            let scheduler = TestScheduler(initialClock: 0)
            let api = OfflineGitHubAPI(catalog: catalog, scheduler: scheduler, latency: .seconds(1))
            return scheduler.start {
                api.searchRepositories(query: query, sort: nil, order: nil, page: 1, perPage: 30)
            }.events.first?.value.element?.totalCount
        }
        let api = OfflineGitHubAPI(catalog: catalog, scheduler: TestScheduler(initialClock: 0))
        let plain = try XCTUnwrap(count("rx"))
        XCTAssertGreaterThan(plain, 0)
        XCTAssertEqual(count("rx language:swift"), plain)
        XCTAssertEqual(count("rx stars:>10"), plain)
        XCTAssertEqual(count("in:description rx"), plain)
        XCTAssertEqual(api.parse("rx language:swift").ignored, ["language:swift"])
    }
}
