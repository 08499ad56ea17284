/// An ordered collection of identified elements, read and written by id in O(1), that remembers what changed: a
/// parent state's rows for `ChildRowsSlot`, whose controller then hands each new state only to the rows that
/// changed (O(changed rows) per state instead of O(rows)).
///
///     var places: IdentifiedArray<PlaceRow> = [berlin, paris]
///     places[id: berlin.id]?.isLoading = false    // O(1)
///     places.append(tokyo)
///     places.remove(id: paris.id)
///
/// Ids are unique: appending an element whose id is present changes nothing (and returns `false`). The order is the
/// order of appending and inserting. Removing, or inserting anywhere but at the end, is O(n). Replacing an element
/// copies at most 128 elements and n / 128 references when another copy shares them (a loop's previous state).
///
/// Each change is noted in a short history shared by the copies of the array it was made on, so
/// `changes(since:)` can tell the ids touched between an older copy and this one without comparing elements.
public struct IdentifiedArray<Element: Identifiable> {
    private var elements: ChunkedElements<Element>
    private var positions: [Element.ID: Int]
    private var history: RowHistory<Element.ID>

    /// An empty array.
    public init() {
        elements = ChunkedElements()
        positions = [:]
        history = RowHistory()
    }

    /// The elements of `elements`, in order; an element whose id came earlier is left out.
    public init(_ elements: some Sequence<Element>) {
        self.init()
        var unique: [Element] = []
        for element in elements where positions[element.id] == nil {
            positions[element.id] = unique.count
            unique.append(element)
        }
        self.elements = ChunkedElements(unique)
    }

    /// The ids, in order.
    public var ids: [Element.ID] {
        map(\.id)
    }

    /// The position of the element with `id`, if any. O(1).
    public func index(id: Element.ID) -> Int? {
        positions[id]
    }

    /// The element with `id`: `nil` when there is none; setting it replaces the element (or appends it when absent;
    /// `nil` removes it). The new element must have the same id. O(1) to read and replace.
    public subscript(id id: Element.ID) -> Element? {
        get {
            positions[id].map { elements[$0] }
        }
        set {
            guard let newValue else {
                remove(id: id)
                return
            }
            precondition(newValue.id == id, "IdentifiedArray: the element set for an id must have that id")
            if let position = positions[id] {
                elements[position] = newValue
                history.note(.updated(id))
            } else {
                append(newValue)
            }
        }
    }

    /// Appends `element` unless an element with its id is present; returns whether it was appended. O(1).
    @discardableResult
    public mutating func append(_ element: Element) -> Bool {
        guard positions[element.id] == nil else { return false }
        positions[element.id] = elements.count
        elements.append(element)
        history.note(.inserted(element.id))
        return true
    }

    /// Inserts `element` at `index` unless an element with its id is present; returns whether it was inserted.
    /// O(n).
    @discardableResult
    public mutating func insert(_ element: Element, at index: Int) -> Bool {
        guard positions[element.id] == nil else { return false }
        var all = elements.all
        all.insert(element, at: index)
        elements.replaceAll(with: all)
        reindex(from: index)
        history.note(.inserted(element.id))
        return true
    }

    /// Removes the element with `id` and returns it, if there was one. O(n).
    @discardableResult
    public mutating func remove(id: Element.ID) -> Element? {
        guard let position = positions[id] else { return nil }
        return remove(at: position)
    }

    /// Removes the element at `index` and returns it. O(n).
    @discardableResult
    public mutating func remove(at index: Int) -> Element {
        var all = elements.all
        let removed = all.remove(at: index)
        elements.replaceAll(with: all)
        positions[removed.id] = nil
        reindex(from: index)
        history.note(.removed(removed.id))
        return removed
    }

    /// Removes the last element and returns it (the array must not be empty).
    @discardableResult
    public mutating func removeLast() -> Element {
        precondition(!isEmpty, "IdentifiedArray.removeLast: the array is empty")
        return remove(at: count - 1)
    }

    /// Removes every element that matches `shouldBeRemoved`. O(n).
    public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
        var all = elements.all
        let removed = try all.filter(shouldBeRemoved).map(\.id)
        guard !removed.isEmpty else { return }
        try all.removeAll(where: shouldBeRemoved)
        for id in removed {
            positions[id] = nil
        }
        elements.replaceAll(with: all)
        reindex(from: 0)
        for id in removed {
            history.note(.removed(id))
        }
    }

    /// The ids whose element was inserted, replaced or removed since `older`, oldest change first; `nil` when this
    /// array does not descend from `older` by recent changes (another branch of copies, or too long ago: the history
    /// keeps the last 256 changes), so the caller must compare the elements. O(changes).
    public func changes(since older: IdentifiedArray) -> [RowChange<Element.ID>]? {
        history.changes(since: older.history)
    }

    private mutating func reindex(from start: Int) {
        for position in start..<elements.count {
            positions[elements[position].id] = position
        }
    }
}

extension IdentifiedArray: RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { elements.count }

    /// The element at `position`; setting it replaces the element, which must keep its id (O(1), as by id).
    public subscript(position: Int) -> Element {
        get {
            elements[position]
        }
        set {
            let id = elements[position].id
            precondition(newValue.id == id, "IdentifiedArray: an element replaced at a position must keep its id")
            elements[position] = newValue
            history.note(.updated(id))
        }
    }
}

extension IdentifiedArray: ExpressibleByArrayLiteral {
    /// The elements listed, in order (an element whose id came earlier is left out).
    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

extension IdentifiedArray: Equatable where Element: Equatable {
    /// The same elements in the same order (the histories do not matter).
    public static func == (lhs: IdentifiedArray, rhs: IdentifiedArray) -> Bool {
        lhs.history.isSame(as: rhs.history) || lhs.elementsEqual(rhs)
    }
}

extension IdentifiedArray: Sendable where Element: Sendable, Element.ID: Sendable {}

extension IdentifiedArray: CustomReflectable {
    /// The elements, as an array's (so test diffs and `dump` show them, not the storage).
    public var customMirror: Mirror {
        Mirror(self, unlabeledChildren: elements.all, displayStyle: .collection)
    }
}

extension IdentifiedArray: CustomStringConvertible {
    public var description: String {
        elements.all.description
    }
}
