import Foundation

/// The origin of a URL (RFC 6454): scheme, host and port, with the scheme's default port filled in.
///
/// Credentials belong to an origin: `URLSession.rx` follows a redirect only within the request's origin, and the
/// clients refuse to send a token or key over plain `http` unless `isLoopback`. Not in RxCocoa.
public struct HTTPOrigin: Hashable, Sendable, CustomStringConvertible {
    /// The scheme, lower-cased (`https`).
    public let scheme: String
    /// The host, lower-cased, without IPv6 brackets (`api.github.com`, `::1`); empty when the URL has none.
    public let host: String
    /// The port; the scheme's default (443 for https, 80 for http) when the URL names none.
    public let port: Int?

    /// The origin of `url`.
    ///
    /// - Parameter url: Any URL; one without a host gets an empty host, which matches no web origin.
    public init(_ url: URL) {
        let scheme = url.scheme?.lowercased() ?? ""
        var host = url.host?.lowercased() ?? ""
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        self.scheme = scheme
        self.host = host
        self.port = url.port ?? HTTPOrigin.defaultPort(scheme)
    }

    /// `true` for 127.0.0.1 (all of 127.0.0.0/8), `::1` and `localhost`: hosts that never leave the machine.
    public var isLoopback: Bool {
        if host == "localhost" || host == "::1" || host == "0:0:0:0:0:0:0:1" {
            return true
        }
        let octets = host.split(separator: ".", omittingEmptySubsequences: false)
        return octets.count == 4 && octets[0] == "127" && octets.allSatisfy { UInt8($0) != nil }
    }

    /// `true` when credentials may travel to this origin: `https`, or plain `http` to a loopback host.
    public var acceptsCredentials: Bool {
        scheme == "https" || (scheme == "http" && isLoopback)
    }

    /// `https://api.github.com`, `http://127.0.0.1:8080`, `http://[::1]:9000` (the default port left out).
    public var description: String {
        let shownHost = host.contains(":") ? "[\(host)]" : host
        let shownPort = port.map { $0 == HTTPOrigin.defaultPort(scheme) ? "" : ":\($0)" } ?? ""
        return "\(scheme)://\(shownHost)\(shownPort)"
    }

    private static func defaultPort(_ scheme: String) -> Int? {
        switch scheme {
        case "https", "wss": return 443
        case "http", "ws": return 80
        default: return nil
        }
    }
}
