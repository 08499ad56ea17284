/// The subscribers of a subject, in subscription order.
///
/// Deliberately not generic over the element type: nodes are stored as `AnyObject` and cast back with
/// `unsafeDowncast` when delivering, so a subject's hot path never asks the runtime for generic metadata.
typealias ObserverList = Bag<AnyObject>

extension Bag where Element == AnyObject {
    /// The subscribed nodes, in order, with `nil` for unsubscribed ones not yet compacted away; a cheap snapshot to
    /// deliver outside the lock.
    var nodes: ContiguousArray<AnyObject?> { slots }
}

extension ContiguousArray where Element == AnyObject? {
    /// Delivers `element` to every node, in order.
    @inline(__always)
    func deliverNext<Value>(_ element: Value) {
        withUnsafeBufferPointer { slots in
            // An optional class reference is one pointer, null for `nil`: reading the slots as raw pointers skips
            // the empty ones without a retain and release per node. The snapshot array keeps every node alive for
            // the whole loop.
            slots.withMemoryRebound(to: UnsafeRawPointer?.self) { pointers in
                for index in pointers.indices {
                    guard let pointer = pointers[index] else { continue }
                    assert(slots[index] is ObserverNode<Value>, "a subject's observer of another element type")
                    Unmanaged<ObserverNode<Value>>.fromOpaque(pointer)._withUnsafeGuaranteedRef {
                        $0.onNext(element)
                    }
                }
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
