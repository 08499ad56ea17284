import Foundation
import Rx

extension GitHubAPI {
    /// This API with every answer delivered on `scheduler` (an app's loop scheduler, such as
    /// `MainScheduler.instance`), not on the thread the network answered on: a loop whose events and answers
    /// arrive on two threads can deadlock in its controller's merges, each thread holding one merge's lock while
    /// it waits for the other's. Delivering the answers on the events' scheduler keeps the whole loop on one thread.
    public func delivering(on scheduler: ImmediateSchedulerType) -> GitHubAPI {
        GitHubAPIOnScheduler(base: self, scheduler: scheduler)
    }
}

/// A GitHub API whose answers arrive on `scheduler` (see `GitHubAPI.delivering(on:)`).
private struct GitHubAPIOnScheduler: GitHubAPI {
    let base: GitHubAPI
    let scheduler: ImmediateSchedulerType

    func searchRepositories(
        query: String, sort: RepositorySort?, order: RepositorySortOrder?, page: Int, perPage: Int
    ) -> Observable<RepositoryPage> {
        base.searchRepositories(query: query, sort: sort, order: order, page: page, perPage: perPage)
            .observe(on: scheduler)
    }

    func userRepositories(user: String, page: Int) -> Observable<RepositoryPage> {
        base.userRepositories(user: user, page: page).observe(on: scheduler)
    }

    func nextPage(_ url: URL) -> Observable<RepositoryPage> {
        base.nextPage(url).observe(on: scheduler)
    }
}
