/// A first-in first-out queue on a growable ring buffer: amortized O(1) enqueue and dequeue, storage reused.
///
/// Not thread-safe: the owner guards it with its lock. Used by `delay` and `observe(on:)`.
struct RingQueue<Element> {
    private var storage: [Element?] = []
    private var head = 0
    private(set) var count = 0

    init() {}

    /// An empty queue with room for `capacity` elements before it first grows.
    init(capacity: Int) {
        storage = [Element?](repeating: nil, count: Swift.max(0, capacity))
    }

    var isEmpty: Bool { count == 0 }

    /// The element that `dequeue()` would return.
    func peek() -> Element? {
        count == 0 ? nil : storage[head]
    }

    mutating func enqueue(_ element: Element) {
        if count == storage.count {
            grow()
        }
        storage[(head + count) % storage.count] = element
        count += 1
    }

    mutating func dequeue() -> Element? {
        guard count > 0 else { return nil }
        let element = storage[head]
        storage[head] = nil
        head = (head + 1) % storage.count
        count -= 1
        return element
    }

    mutating func removeAll() {
        storage = []
        head = 0
        count = 0
    }

    private mutating func grow() {
        var larger = [Element?](repeating: nil, count: Swift.max(8, storage.count * 2))
        for index in 0..<count {
            larger[index] = storage[(head + index) % storage.count]
        }
        storage = larger
        head = 0
    }
}

extension RingQueue: Sequence {
    /// Iterates from the front (the next to dequeue) to the back, without dequeuing.
    struct Iterator: IteratorProtocol {
        fileprivate let queue: RingQueue<Element>
        fileprivate var offset = 0

        mutating func next() -> Element? {
            guard offset < queue.count else { return nil }
            defer { offset += 1 }
            return queue.storage[(queue.head + offset) % queue.storage.count]
        }
    }

    func makeIterator() -> Iterator {
        Iterator(queue: self)
    }
}

/// RxSwift's internal name for its queue, kept because RxSwift-spelled tests reach it through `@testable import`.
typealias Queue<Element> = RingQueue<Element>
