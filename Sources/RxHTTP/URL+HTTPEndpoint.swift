import Foundation

extension URL {
    /// `text` as the base URL of an HTTP API, or why it cannot be one, in words for a message ("has no host").
    ///
    /// It must be an `http` or `https` URL with a host, and a port, when it names one, from 1 to 65535. The scheme
    /// comes back in lower case: schemes are case-insensitive, but swift-corelibs-foundation refuses `HTTP://` as
    /// an unsupported URL once the request is made.
    /// - Parameter text: What the user gave (an option's value, an environment variable).
    /// - Returns: The URL, or the problem.
    public static func httpEndpoint(_ text: String) -> Result<URL, HTTPEndpointProblem> {
        guard var components = URLComponents(string: text), let scheme = components.scheme, !scheme.isEmpty else {
            return .failure(HTTPEndpointProblem("has no scheme (it must start with http:// or https://)"))
        }
        guard ["http", "https"].contains(scheme.lowercased()) else {
            return .failure(HTTPEndpointProblem("has the scheme \"\(scheme)\", not http or https"))
        }
        guard let host = components.host, !host.isEmpty else {
            return .failure(HTTPEndpointProblem("has no host after \(scheme.lowercased())://"))
        }
        if let port = components.port, !(1...65535).contains(port) {
            return .failure(HTTPEndpointProblem("has the port \(port), which is not from 1 to 65535"))
        }
        components.scheme = scheme.lowercased()
        guard let url = components.url else { return .failure(HTTPEndpointProblem("is not a URL")) }
        return .success(url)
    }
}

/// Why a text is not the base URL of an HTTP API (`URL.httpEndpoint(_:)`), as a phrase: "has no host".
public struct HTTPEndpointProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The phrase, to follow the value it is about.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
