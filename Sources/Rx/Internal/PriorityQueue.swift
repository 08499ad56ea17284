/// A binary min-heap: `dequeue()` returns the element with the highest priority first.
///
/// Priority is given by `hasHigherPriority(lhs, rhs)`, which must be a strict weak ordering. Ties must be broken by
/// the caller (virtual-time schedulers order by time, then by insertion id) because the heap itself is not stable.
struct PriorityQueue<Element> {
    private let hasHigherPriority: (Element, Element) -> Bool
    private var storage: [Element] = []

    init(hasHigherPriority: @escaping (Element, Element) -> Bool) {
        self.hasHigherPriority = hasHigherPriority
    }

    var count: Int { storage.count }
    var isEmpty: Bool { storage.isEmpty }

    /// The element with the highest priority, without removing it.
    func peek() -> Element? {
        storage.first
    }

    /// The elements in storage order (heap order, not priority order).
    var unorderedElements: [Element] { storage }

    mutating func enqueue(_ element: Element) {
        storage.append(element)
        siftUp(from: storage.count - 1)
    }

    /// Removes and returns the element with the highest priority.
    mutating func dequeue() -> Element? {
        guard !storage.isEmpty else { return nil }
        storage.swapAt(0, storage.count - 1)
        let first = storage.removeLast()
        if !storage.isEmpty {
            siftDown(from: 0)
        }
        return first
    }

    mutating func removeAll() {
        storage.removeAll()
    }

    private mutating func siftUp(from index: Int) {
        var child = index
        while child > 0 {
            let parent = (child - 1) / 2
            guard hasHigherPriority(storage[child], storage[parent]) else { return }
            storage.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(from index: Int) {
        var parent = index
        let count = storage.count
        while true {
            let left = 2 * parent + 1
            guard left < count else { return }
            let right = left + 1
            var best = left
            if right < count, hasHigherPriority(storage[right], storage[left]) {
                best = right
            }
            guard hasHigherPriority(storage[best], storage[parent]) else { return }
            storage.swapAt(best, parent)
            parent = best
        }
    }
}
