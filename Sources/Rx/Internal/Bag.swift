/// A key-addressed collection that keeps insertion order: observers of subjects, members of composite disposables.
///
/// Keys increase monotonically, so the storage stays sorted and removal is a binary search. Copies are cheap
/// (copy-on-write), which lets subjects snapshot their observers under a lock and deliver outside it.
struct Bag<Element> {
    typealias Key = UInt64

    private var keys: [Key] = []
    private(set) var elements: ContiguousArray<Element> = []
    private var nextKey: Key = 0

    var count: Int { elements.count }
    var isEmpty: Bool { elements.isEmpty }

    mutating func insert(_ element: Element) -> Key {
        let key = nextKey
        nextKey &+= 1
        keys.append(key)
        elements.append(element)
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
        guard low < keys.count, keys[low] == key else { return nil }
        keys.remove(at: low)
        return elements.remove(at: low)
    }

    mutating func removeAll() {
        keys.removeAll()
        elements.removeAll()
    }
}
