import Rx

/// A `PlacesStore` in memory: for tests and headless replays, where no file may change.
public final class InMemoryPlacesStore: PlacesStore, @unchecked Sendable { // Sendable: `stored`, `saves` behind `lock`.
    private let lock = RxLock()
    private var stored: [Location]
    private var saves = 0

    /// A store holding `places`.
    public init(_ places: [Location] = []) {
        stored = places
    }

    /// The places now stored.
    public var places: [Location] {
        lock.withLock { stored }
    }

    /// How many times `save` was called.
    public var saveCount: Int {
        lock.withLock { saves }
    }

    /// The stored places, never a notice.
    public func load() -> SavedPlacesLoad {
        SavedPlacesLoad(places: places)
    }

    /// Stores `places`.
    public func save(_ places: [Location]) throws {
        lock.withLock {
            stored = places
            saves += 1
        }
    }
}
