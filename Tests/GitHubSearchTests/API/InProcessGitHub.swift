import Foundation
import FuzzSupport
import GitHubSearch

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A `LiveGitHubAPI` for `https://<host>/api` whose requests `StubURLProtocol` answers in-process: the real request
/// and decoding path, no server. Make one in `setUp` and `close()` it in `tearDown`.
final class InProcessGitHub {
    let host: String
    let session: URLSession
    let api: LiveGitHubAPI

    init(host: String) {
        self.host = host
        session = StubURLProtocol.makeSession()
        api = LiveGitHubAPI(
            configuration: GitHubConfiguration(baseURL: URL(string: "https://\(host)/api")!), session: session)
    }

    /// Forgets the host's answer and ends the session.
    func close() {
        StubURLProtocol.answer(host: host, with: nil)
        session.invalidateAndCancel()
    }
}
