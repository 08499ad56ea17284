import Foundation

/// What the detail screen shows: the repository and the outcome of the last attempt to open it.
///
/// The repository is what the API (or the offline catalog) returned; a field it did not return stays `nil` and is
/// listed as not known, never filled in.
public struct RepositoryDetailState: Equatable, Sendable {
    /// The repository shown.
    public var repository: Repository
    /// The status line about the last open (`Opened …`, `Open in a browser: …`).
    public var openMessage: String?

    /// The detail of `repository`.
    public init(repository: Repository, openMessage: String? = nil) {
        self.repository = repository
        self.openMessage = openMessage
    }
}
