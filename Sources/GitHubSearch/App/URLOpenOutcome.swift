import Foundation
import Rx

/// How an attempt to open a repository's page went, and the status-bar line that says so.
public enum URLOpenOutcome: Equatable, Sendable {
    /// The opener took the URL.
    case opened(URL)
    /// No opener exists here: the URL is shown to copy.
    case unavailable(URL)
    /// The opener ran and failed.
    case failed(URL, reason: String)
    /// The URL is not an https://github.com page, so it was not opened.
    case refused(URL)

    /// The line for the status bar.
    public var message: String {
        switch self {
        case .opened(let url): "Opened \(url.absoluteString)"
        case .unavailable(let url): "Open in a browser: \(url.absoluteString)"
        case .failed(let url, let reason): "Could not open \(url.absoluteString): \(reason)"
        case .refused(let url): "Not opened: \(url.absoluteString) is not an https://github.com page"
        }
    }

    /// Opens `url` with `opener` when subscribed (only https://github.com pages; no opener means `.unavailable`).
    static func attempt(_ url: URL, with opener: URLOpener?) -> Observable<URLOpenOutcome> {
        guard GitHubPage.isGitHubPage(url) else { return .just(.refused(url)) }
        guard let opener else { return .just(.unavailable(url)) }
        return Observable.deferred {
            switch opener.open(url) {
            case .opened: return .just(.opened(url))
            case .noOpener: return .just(.unavailable(url))
            case .failed(let reason): return .just(.failed(url, reason: reason))
            }
        }
    }
}
