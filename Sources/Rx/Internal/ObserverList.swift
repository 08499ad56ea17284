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
        withUnsafeBufferPointer { nodes in
            for index in nodes.indices {
                // The snapshot array keeps every node alive for the whole loop: no retain per delivery.
                guard let node = nodes[index] else { continue }
                Unmanaged.passUnretained(node)._withUnsafeGuaranteedRef {
                    unsafeDowncast($0, to: ObserverNode<Value>.self).onNext(element)
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
