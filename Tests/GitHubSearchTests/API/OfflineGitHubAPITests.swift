import Foundation
import GitHubSearch
import Rx
import RxTesting
import XCTest

final class OfflineGitHubAPITests: RxTestCase {
    /// Test data (made up for the tests, unlike the bundled catalog).
    private let fixture: [Repository] = [
        repo("ReactiveX/RxSwift", "Reactive Programming in Swift", "Swift", 24_000),
        repo("ReactiveX/RxJava", "Reactive Extensions for the JVM", "Java", 47_000),
        repo("ReactiveX/rxjs", nil, "TypeScript", 30_000),
        repo("apple/swift-nio", "Event-driven network application framework", "Swift", 8_000),
        repo("apple/swift-collections", "Commonly used data structures for Swift", "Swift", 3_500),
        repo("vapor/vapor", "A server-side Swift web framework", "Swift", nil),
        repo("someone/rx", "tiny", nil, 3),
    ]

    private static func repo(_ fullName: String, _ description: String?, _ language: String?, _ stars: Int?)
        -> Repository
    {
        Repository(
            name: String(fullName.split(separator: "/")[1]), fullName: fullName,
            htmlURL: URL(string: "https://github.com/\(fullName)")!, description: description, language: language,
            stargazersCount: stars)
    }

    private func repo(_ fullName: String, _ description: String?, _ language: String?, _ stars: Int?) -> Repository {
        Self.repo(fullName, description, language, stars)
    }

    /// Runs `source` on a `TestScheduler` and returns its single page, asserting it arrives after the latency.
    private func search(
        _ query: String, sort: RepositorySort? = nil, order: RepositorySortOrder? = nil, page: Int = 1,
        perPage: Int = 30,
        file: StaticString = #filePath, line: UInt = #line
    ) -> RepositoryPage? {
        let scheduler = TestScheduler(initialClock: 0)
        let api = OfflineGitHubAPI(catalog: fixture, scheduler: scheduler, latency: .seconds(30))
        let observer = scheduler.start {
            api.searchRepositories(query: query, sort: sort, order: order, page: page, perPage: perPage)
        }
        XCTAssertEqual(observer.events.map(\.time), [230, 230], file: file, line: line)
        return observer.events.first?.value.element
    }

    private func names(
        _ query: String, sort: RepositorySort? = nil, order: RepositorySortOrder? = nil, line: UInt = #line
    ) -> [String] {
        search(query, sort: sort, order: order, line: line)?.repositories.map(\.fullName) ?? []
    }

    func testWordsMatchNameAndDescriptionAndAllMustMatch() {
        XCTAssertEqual(Set(names("reactive")), ["ReactiveX/RxSwift", "ReactiveX/RxJava", "ReactiveX/rxjs"])
        XCTAssertEqual(names("reactive swift"), ["ReactiveX/RxSwift"])
        XCTAssertEqual(names("\"server-side swift\""), ["vapor/vapor"])
        XCTAssertEqual(names("nothing-matches-this"), [])
    }

    func testBestMatchPutsExactNameFirstThenNameMatchesThenStars() {
        XCTAssertEqual(names("rx"), ["someone/rx", "ReactiveX/RxJava", "ReactiveX/rxjs", "ReactiveX/RxSwift"])
    }

    func testInNameRestrictsWhereWordsAreLookedFor() {
        XCTAssertEqual(
            Set(names("swift")), ["ReactiveX/RxSwift", "apple/swift-nio", "apple/swift-collections", "vapor/vapor"])
        XCTAssertEqual(
            Set(names("swift in:name")), ["ReactiveX/RxSwift", "apple/swift-nio", "apple/swift-collections"])
        XCTAssertEqual(names("framework in:description language:swift sort:stars"), ["apple/swift-nio", "vapor/vapor"])
    }

    func testLanguageUserOrgAndStarsQualifiers() {
        XCTAssertEqual(
            Set(names("language:Swift")),
            ["ReactiveX/RxSwift", "apple/swift-nio", "apple/swift-collections", "vapor/vapor"])
        XCTAssertEqual(Set(names("user:apple")), ["apple/swift-nio", "apple/swift-collections"])
        XCTAssertEqual(Set(names("org:vapor user:someone")), ["vapor/vapor", "someone/rx"])
        XCTAssertEqual(names("stars:>24000", sort: .stars), ["ReactiveX/RxJava", "ReactiveX/rxjs"])
        XCTAssertEqual(names("stars:>=24000 language:swift"), ["ReactiveX/RxSwift"])
        XCTAssertEqual(names("stars:<10"), ["someone/rx"])
        XCTAssertEqual(
            names("stars:3000..9000", sort: .stars, order: .ascending), ["apple/swift-collections", "apple/swift-nio"])
        XCTAssertFalse(names("stars:>=0").contains("vapor/vapor"), "unknown stars never match a stars filter")
    }

    func testSortByStarsPutsUnknownStarsLast() {
        XCTAssertEqual(
            names("swift sort:stars-asc"),
            ["apple/swift-collections", "apple/swift-nio", "ReactiveX/RxSwift", "vapor/vapor"])
        XCTAssertEqual(
            names("swift", sort: .stars),
            ["ReactiveX/RxSwift", "apple/swift-nio", "apple/swift-collections", "vapor/vapor"])
    }

    func testPagingFollowsNextPageURLsToTheEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let api = OfflineGitHubAPI(catalog: fixture, scheduler: scheduler, latency: .seconds(5))
        var pages: [RepositoryPage] = []
        var next: URL?
        _ = api.searchRepositories(query: "a", perPage: 2).subscribe(onNext: {
            pages.append($0)
            next = $0.nextPageURL
        })
        scheduler.start()
        while let url = next, pages.count < 10 {
            next = nil
            _ = api.nextPage(url).subscribe(onNext: {
                pages.append($0)
                next = $0.nextPageURL
            })
            scheduler.start()
        }
        let total = fixture.filter { SearchQuery("a").matches($0) }.count
        XCTAssertEqual(pages.first?.totalCount, total)
        XCTAssertEqual(pages.count, (total + 1) / 2)
        XCTAssertEqual(pages.flatMap(\.repositories).count, total)
        XCTAssertEqual(Set(pages.flatMap(\.repositories).map(\.fullName)).count, total)
        XCTAssertNil(pages.last?.nextPageURL)
        XCTAssertEqual(search("a", page: 2, perPage: 2)?.repositories, pages[1].repositories)
    }

    func testUserRepositoriesAndNoSuchUser() {
        let scheduler = TestScheduler(initialClock: 0)
        let api = OfflineGitHubAPI(catalog: fixture, scheduler: scheduler, latency: .seconds(1))
        let found = scheduler.start { api.userRepositories(user: "APPLE") }
        XCTAssertEqual(found.events.first?.value.element?.repositories.map(\.name), ["swift-collections", "swift-nio"])
        let missing = TestScheduler(initialClock: 0)
        let missingAPI = OfflineGitHubAPI(catalog: fixture, scheduler: missing, latency: .seconds(1))
        let result = missing.start { missingAPI.userRepositories(user: "nobody") }
        XCTAssertEqual(result.events.map(\.time), [201])
        XCTAssertEqual(result.events.first?.value.error as? GitHubAPIError, .noSuchUser("nobody"))
    }

    func testValidationMatchesTheLiveAPI() {
        let scheduler = TestScheduler(initialClock: 0)
        let api = OfflineGitHubAPI(catalog: fixture, scheduler: scheduler, latency: .seconds(2))
        let long = scheduler.start { api.searchRepositories(query: String(repeating: "x", count: 300)) }
        XCTAssertEqual(long.events.first?.value.error as? GitHubAPIError, .queryTooLong(length: 300))
        XCTAssertEqual(long.events.first?.time, 202)
    }

    func testDisposingBeforeTheLatencyElapsesDeliversNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let api = OfflineGitHubAPI(catalog: fixture, scheduler: scheduler, latency: .seconds(300))
        let observer = scheduler.start(disposed: 400) { api.searchRepositories(query: "rx") }
        XCTAssertEqual(observer.events.count, 0)
    }

    func testForeignNextPageURLIsRefused() {
        let scheduler = TestScheduler(initialClock: 0)
        let api = OfflineGitHubAPI(catalog: fixture, scheduler: scheduler, latency: .seconds(1))
        let url = URL(string: "https://api.github.com/search/repositories?q=rx&page=2")!
        let observer = scheduler.start { api.nextPage(url) }
        XCTAssertEqual(observer.events.first?.value.error as? GitHubAPIError, .foreignPageURL(url))
    }

    func testQueryParsing() {
        let query = SearchQuery(
            #"rx "hello world" in:name,description language:"objective-c" user:A org:b stars:>10 sort:stars-asc fork:true OR"#
        )
        XCTAssertEqual(query.words, ["rx", "hello world"])
        XCTAssertEqual(query.fields, [.name, .description])
        XCTAssertEqual(query.language, "objective-c")
        XCTAssertEqual(query.owners, ["a", "b"])
        XCTAssertEqual(query.stars, 11...Int.max)
        XCTAssertEqual(query.sort?.0, .stars)
        XCTAssertEqual(query.sort?.1, .ascending)
    }
}
