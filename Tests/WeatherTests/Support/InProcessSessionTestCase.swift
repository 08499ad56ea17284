import Foundation
import FuzzSupport
import RxTesting

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A test class whose services send their requests through a session that `StubURLProtocol` answers in-process, for
/// the class's own `host` (a name no other class uses, as the answers are per host): the real request and decoding
/// path, no server. The session is made in `setUp`; `tearDown` forgets the host's answer and ends it.
class InProcessSessionTestCase: RxTestCase {
    /// The host this class's answers are stubbed for; each subclass names its own.
    class var host: String {
        fatalError("\(self) must override InProcessSessionTestCase.host")
    }

    private(set) var session: URLSession!

    override func setUp() {
        super.setUp()
        session = StubURLProtocol.makeSession()
    }

    override func tearDown() {
        StubURLProtocol.answer(host: Self.host, with: nil)
        session.invalidateAndCancel()
        session = nil
        super.tearDown()
    }
}
