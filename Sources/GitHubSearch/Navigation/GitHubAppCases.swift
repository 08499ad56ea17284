import RxMVC

/// The cases that plug the search and the screens into the app (`EnumCase`s of its events and actions).
public enum GitHubAppCases {
    /// `GitHubAppEvent.search`.
    public static var searchEvent: EnumCase<GitHubAppEvent, GitHubSearchEvent> {
        EnumCase(embed: GitHubAppEvent.search) { if case .search(let event) = $0 { event } else { nil } }
    }

    /// `GitHubAppAction.search`.
    public static var searchAction: EnumCase<GitHubAppAction, GitHubSearchAction> {
        EnumCase(embed: GitHubAppAction.search) { if case .search(let action) = $0 { action } else { nil } }
    }

    /// `GitHubAppEvent.screen`.
    public static var screenEvent: EnumCase<GitHubAppEvent, (id: StackElementID, event: GitHubScreenEvent)> {
        EnumCase(embed: { GitHubAppEvent.screen(id: $0.id, event: $0.event) }) {
            if case .screen(let id, let event) = $0 { (id: id, event: event) } else { nil }
        }
    }

    /// `GitHubAppAction.path`.
    public static var pathAction: EnumCase<GitHubAppAction, StackAction<GitHubScreen, GitHubScreenAction>> {
        EnumCase(embed: GitHubAppAction.path) { if case .path(let action) = $0 { action } else { nil } }
    }
}
