/// The subscribers of a subject, in subscription order.
///
/// Deliberately not generic: nodes are stored as `AnyObject` and cast back with `unsafeDowncast` when delivering,
/// so a subject's hot path never asks the runtime for generic metadata. Copies are cheap (copy-on-write), which
/// lets subjects snapshot under their lock and deliver outside it.
struct ObserverList {
    typealias Key = UInt64

    private var keys: [Key] = []
    private(set) var nodes: ContiguousArray<AnyObject> = []
    private var nextKey: Key = 0

    var isEmpty: Bool { nodes.isEmpty }
    var count: Int { nodes.count }

    mutating func insert(_ node: AnyObject) -> Key {
        let key = nextKey
        nextKey &+= 1
        keys.append(key)
        nodes.append(node)
        return key
    }

    mutating func remove(_ key: Key) {
        var low = 0
        var high = keys.count
        while low < high {
            let mid = (low &+ high) / 2
            if keys[mid] < key { low = mid &+ 1 } else { high = mid }
        }
        guard low < keys.count, keys[low] == key else { return }
        keys.remove(at: low)
        nodes.remove(at: low)
    }

    mutating func removeAll() {
        keys.removeAll()
        nodes.removeAll()
    }
}

extension ContiguousArray where Element == AnyObject {
    /// Delivers `element` to every node, in order.
    @inline(__always)
    func deliverNext<Value>(_ element: Value) {
        withUnsafeBufferPointer { nodes in
            for index in nodes.indices {
                // The snapshot array keeps every node alive for the whole loop: no retain per delivery.
                Unmanaged.passUnretained(nodes[index])._withUnsafeGuaranteedRef {
                    unsafeDowncast($0, to: ObserverNode<Value>.self).onNext(element)
                }
            }
        }
    }

    /// Delivers `event` to every node, in order.
    func deliver<Value>(_ event: Event<Value>) {
        for node in self {
            unsafeDowncast(node, to: ObserverNode<Value>.self).on(event)
        }
    }
}
