/// A key-addressed collection that keeps insertion order: observers of subjects, members of composite disposables.
///
/// Keys increase monotonically, so the key array stays sorted and finding a key is a binary search. Removing an
/// element leaves an empty slot (a tombstone) instead of shifting the rest; once more than half of the slots are
/// empty they are compacted in one pass, so removal is O(log n) amortised in any order. Copies are cheap
/// (copy-on-write), which lets subjects snapshot their observers under a lock and deliver outside it, skipping
/// empty slots.
struct Bag<Element> {
    typealias Key = UInt64

    /// Compaction waits for at least this many empty slots, so small bags never pay for it.
    private static var minimumTombstonesToCompact: Int { 32 }

    private var keys: ContiguousArray<Key> = []
    /// The elements in insertion order, `nil` where one was removed since the last compaction.
    private(set) var slots: ContiguousArray<Element?> = []
    private var nextKey: Key = 0
    /// The number of elements (empty slots not counted).
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    /// The elements in insertion order, without the empty slots.
    var elements: ContiguousArray<Element> {
        var result = ContiguousArray<Element>()
        result.reserveCapacity(count)
        for case let element? in slots { result.append(element) }
        return result
    }

    mutating func insert(_ element: Element) -> Key {
        let key = nextKey
        nextKey &+= 1
        keys.append(key)
        slots.append(element)
        count += 1
        return key
    }

    @discardableResult
    mutating func remove(_ key: Key) -> Element? {
        var low = 0
        var high = keys.count
        while low < high {
            let mid = (low &+ high) / 2
            if keys[mid] < key { low = mid &+ 1 } else { high = mid }
        }
        guard low < keys.count, keys[low] == key, slots[low] != nil else { return nil }
        count -= 1
        let element: Element?
        // The last slot always holds an element, so a bag that became empty just lost its newest one.
        if low == slots.count - 1 {
            // The newest element (a subscribe-then-dispose cycle): pop it and the empty slots before it, so a bag
            // that keeps a few long-lived elements and churns a short-lived one never grows or compacts.
            keys.removeLast()
            // Moved out of its slot: no retain here and release in the array.
            element = slots.removeLast()
            while let last = slots.indices.last, slots[last] == nil {
                keys.removeLast()
                slots.removeLast()
            }
            if count == 0, slots.capacity > 4 {
                removeAll()
            }
        } else {
            // Read, then cleared through the subscript's setter (not `take()`): a snapshot being delivered on
            // another thread shares the storage until it lets go, which the uniqueness check sees through the
            // runtime's reference count, where the thread sanitizer cannot; `take()` is compiled into this
            // module, so the sanitizer saw its write race with such a delivery's earlier reads.
            element = slots[low]
            slots[low] = nil
            let tombstones = slots.count - count
            if tombstones >= Self.minimumTombstonesToCompact, tombstones > count {
                compact()
            }
        }
        return element
    }

    mutating func removeAll() {
        keys.removeAll(keepingCapacity: keys.capacity <= 4)
        slots.removeAll(keepingCapacity: slots.capacity <= 4)
        count = 0
    }

    /// Drops the empty slots, keeping the order of the rest.
    private mutating func compact() {
        var liveKeys = ContiguousArray<Key>()
        var liveSlots = ContiguousArray<Element?>()
        liveKeys.reserveCapacity(count)
        liveSlots.reserveCapacity(count)
        for index in slots.indices where slots[index] != nil {
            liveKeys.append(keys[index])
            liveSlots.append(slots[index])
        }
        keys = liveKeys
        slots = liveSlots
    }
}
