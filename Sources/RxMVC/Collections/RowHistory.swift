/// What happened to one id of an `IdentifiedArray`.
public enum RowChange<ID: Hashable>: Hashable {
    /// An element with this id was added.
    case inserted(ID)
    /// The element with this id was replaced.
    case updated(ID)
    /// The element with this id was removed.
    case removed(ID)

    /// The id changed.
    public var id: ID {
        switch self {
        case .inserted(let id), .updated(let id), .removed(let id): id
        }
    }
}

/// The recent changes of an `IdentifiedArray`, as an immutable chain of nodes shared by its copies: a change adds a
/// node after the current one. A copy keeps the node it was made at, so the changes between two copies are the nodes
/// between theirs. The chain is cut every 256 changes (the node before a cut is only known weakly), so it holds
/// little memory.
struct RowHistory<ID: Hashable> {
    /// Where this copy is; a new history starts at a node of its own, so two arrays made apart never share one.
    private var node = RowHistoryNode<ID>(change: nil, parent: nil, depth: 0)

    mutating func note(_ change: RowChange<ID>) {
        let depth = node.depth + 1
        node =
            depth > 256
            ? RowHistoryNode(change: change, parent: nil, depth: 0, cutFrom: node)
            : RowHistoryNode(change: change, parent: node, depth: depth)
    }

    func isSame(as other: RowHistory) -> Bool {
        node === other.node
    }

    /// The changes from `older`'s node to this one, oldest first; `nil` when `older`'s node is not behind this one.
    func changes(since older: RowHistory) -> [RowChange<ID>]? {
        var changes: [RowChange<ID>] = []
        var current: RowHistoryNode<ID>? = node
        while current !== older.node {
            guard let step = current, let change = step.change else { return nil }
            changes.append(change)
            // At a cut, the node before it is still known (weakly) while someone holds it: a reader that is
            // behind by less than one cut keeps following the changes.
            current = step.parent ?? step.cutFrom
        }
        return changes.reversed()
    }
}

// Sendable: immutable.
final class RowHistoryNode<ID: Hashable>: @unchecked Sendable {
    /// `nil` at the start of a history.
    let change: RowChange<ID>?
    let parent: RowHistoryNode?
    /// At a cut (no `parent`), the node that was current before it, held weakly so the chain behind is freed.
    private(set) weak var cutFrom: RowHistoryNode?
    let depth: Int

    init(change: RowChange<ID>?, parent: RowHistoryNode?, depth: Int, cutFrom: RowHistoryNode? = nil) {
        self.change = change
        self.parent = parent
        self.depth = depth
        self.cutFrom = cutFrom
    }
}

extension RowChange: Sendable where ID: Sendable {}
extension RowHistory: Sendable where ID: Sendable {}
