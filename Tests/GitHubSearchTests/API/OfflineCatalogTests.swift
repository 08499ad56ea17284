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
        let user = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) { api.userRepositories(user: "vapor") }
        XCTAssertGreaterThan(user.events.first?.value.element?.repositories.count ?? 0, 5)
    }
}
