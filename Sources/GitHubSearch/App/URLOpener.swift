import Foundation

/// Opens a URL in the user's browser: the controller's one side effect besides requests.
///
/// The app provides one that runs `xdg-open`/`open`; tests provide a recorder. The controller calls it only
/// for https://github.com pages (`GitHubPage.isGitHubPage(_:)`).
public protocol URLOpener {
    /// Opens `url` and says how it went.
    func open(_ url: URL) -> URLOpenResult
}

/// How an attempt to open a URL went.
public enum URLOpenResult: Equatable, Sendable {
    /// The opener took the URL.
    case opened
    /// No opener exists here (no `xdg-open`, no display): show the URL instead.
    case noOpener
    /// The opener ran and failed, for `reason`.
    case failed(reason: String)
}

/// Which URLs the app is willing to open.
public enum GitHubPage {
    /// `true` only for `https://github.com/…` URLs without credentials or an unusual port: a repository's
    /// `html_url` from a server that is not GitHub can never make the app open something else.
    public static func isGitHubPage(_ url: URL) -> Bool {
        guard url.scheme?.lowercased() == "https", url.host?.lowercased() == "github.com",
            url.user == nil, url.password == nil, url.port == nil || url.port == 443
        else { return false }
        return true
    }
}
