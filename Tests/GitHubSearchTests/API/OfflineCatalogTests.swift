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
}
