import Foundation

/// A recorded "load more" link, matched to the link the replay's own server gave for the same page.
///
/// A recording holds the absolute next-page URLs of the server it was made against. Replayed against another one
/// (`--api` with another host, port or path, or the offline catalog), the state links to that server's URL for the
/// page, and the model loads only the page the state links to. So a recorded link is compared below the APIs'
/// bases: it is the page the state links to when both have the same query items and the recorded path ends with
/// the state's path below the replay's base (`/ok/search/repositories?q=rx&page=2` on one port and
/// `/search/repositories?q=rx&page=2` below `/ok` on another). The state's link is then followed, so a replay only
/// ever asks its own server.
enum RecordedPageLink {
    /// The link to follow for `recorded`: `linked` (the state's next page) when it is the same page below `base`
    /// (the replay's API root; `nil` for the offline catalog, whose links have no base), else `recorded` as it is.
    static func followed(_ recorded: URL, linked: URL?, base: URL?) -> URL {
        guard let linked, linked != recorded else { return recorded }
        let root = base.map(segments) ?? []
        let path = segments(linked)
        guard path.count > root.count, path.starts(with: root) else { return recorded }
        let below = path.dropFirst(root.count)
        let recordedPath = segments(recorded)
        guard recordedPath.count >= below.count, recordedPath.suffix(below.count).elementsEqual(below),
            queryItems(recorded) == queryItems(linked)
        else { return recorded }
        return linked
    }

    /// The URL's path segments, decoded (`offline:search/repositories` has two, as `/search/repositories` has).
    private static func segments(_ url: URL) -> [String] {
        let path = URLComponents(url: url, resolvingAgainstBaseURL: true)?.path ?? ""
        return path.split(separator: "/").map(String.init)
    }

    /// The URL's query items, decoded, in one order (a server may order the parameters of its links its own way).
    private static func queryItems(_ url: URL) -> [URLQueryItem] {
        let items = URLComponents(url: url, resolvingAgainstBaseURL: true)?.queryItems ?? []
        return items.sorted { ($0.name, $0.value ?? "") < ($1.name, $1.value ?? "") }
    }
}
