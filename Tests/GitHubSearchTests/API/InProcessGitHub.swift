import Foundation
import FuzzSupport
import GitHubSearch
import RxTesting

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

/// A test class whose tests talk to an `InProcessGitHub` for the class's own `host` (a name no other class uses, as
/// `StubURLProtocol`'s answers are per host): made in `setUp`, closed in `tearDown`.
class InProcessGitHubTestCase: RxTestCase {
    /// The host this class's answers are stubbed for; each subclass names its own.
    class var host: String {
        fatalError("\(self) must override InProcessGitHubTestCase.host")
    }

    private(set) var github: InProcessGitHub!

    override func setUp() {
        super.setUp()
        github = InProcessGitHub(host: Self.host)
    }

    override func tearDown() {
        github.close()
        github = nil
        super.tearDown()
    }
}
