/// The subscribers of a subject, in subscription order.
///
/// Deliberately not generic over the element type: nodes are stored as `AnyObject` and cast back with
/// `unsafeDowncast` when delivering, so a subject's hot path never asks the runtime for generic metadata.
typealias ObserverList = Bag<AnyObject>

extension Bag where Element == AnyObject {
    /// The subscribed nodes, in order, with `nil` for unsubscribed ones not yet compacted away; a cheap snapshot to
    /// deliver outside the lock.
    var nodes: ContiguousArray<AnyObject?> { slots }

    /// The address of the slots' storage, each slot seen as a raw pointer (`nil` for an empty one), and their number;
    /// valid until the bag changes or is freed (`SubjectCore` publishes it).
    var storageAddress: (UnsafePointer<UnsafeRawPointer?>?, Int) {
        slots.withUnsafeBufferPointer { buffer in
            let start = UnsafeRawPointer(buffer.baseAddress)
            return (start.map { $0.assumingMemoryBound(to: UnsafeRawPointer?.self) }, buffer.count)
        }
    }
}

extension ContiguousArray where Element == AnyObject? {
    /// Delivers `element` to every node, in order.
    @inline(__always)
    func deliverNext<Value>(_ element: Value) {
        assert(allSatisfy { $0 == nil || $0 is ObserverNode<Value> }, "a subject's observer of another element type")
        withUnsafeBufferPointer { slots in
            // An optional class reference is one pointer, null for `nil`: reading the slots as raw pointers skips
            // the empty ones without a retain and release per node. The snapshot array keeps every node alive for
            // the whole loop.
            slots.withMemoryRebound(to: UnsafeRawPointer?.self) { pointers in
                pointers.deliverNext(element)
            }
        }
    }

    /// Delivers `event` to every node, in order.
    func deliver<Value>(_ event: Event<Value>) {
        for case let node? in self {
            unsafeDowncast(node, to: ObserverNode<Value>.self).on(event)
        }
    }
}

extension UnsafeBufferPointer where Element == UnsafeRawPointer? {
    /// Delivers `element` to every node of subscriber slots seen as raw pointers (`nil` for an empty slot), in
    /// order; the caller keeps the nodes alive.
    @inline(__always)
    func deliverNext<Value>(_ element: Value) {
        for index in indices {
            guard let pointer = self[index] else { continue }
            Unmanaged<ObserverNode<Value>>.fromOpaque(pointer)._withUnsafeGuaranteedRef { $0.onNext(element) }
        }
    }
}
