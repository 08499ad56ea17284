/// A screen pushed over the search: a repository's detail, or an owner's repositories.
public enum GitHubScreen: Equatable, Sendable {
    /// One repository, as the search (or the owner's list) returned it.
    case detail(RepositoryDetailState)
    /// The repositories of `login`, listed by `UserRepositoriesViewModel`.
    case owner(login: String)

    /// The detail of `repository`, with no message yet.
    public static func detail(of repository: Repository) -> GitHubScreen {
        .detail(RepositoryDetailState(repository: repository))
    }
}
