/// The elements of an `IdentifiedArray`, in chunks of up to 128 shared between copies: replacing one element copies
/// its chunk and the list of chunks (n / 128 references), not every element, so a state holding 10,000 rows can be
/// changed one row at a time while older states (held by the loop) keep theirs.
struct ChunkedElements<Element> {
    static var chunkSize: Int { 128 }

    /// Every chunk is full but the last one.
    private var chunks: [ElementChunk<Element>] = []
    private(set) var count = 0

    init() {}

    init(_ elements: [Element]) {
        var start = 0
        while start < elements.count {
            let end = min(start + Self.chunkSize, elements.count)
            chunks.append(ElementChunk(Array(elements[start..<end])))
            start = end
        }
        count = elements.count
    }

    var all: [Element] {
        chunks.flatMap(\.items)
    }

    subscript(position: Int) -> Element {
        get {
            chunks[position / Self.chunkSize].items[position % Self.chunkSize]
        }
        set {
            let chunk = position / Self.chunkSize
            if !isKnownUniquelyReferenced(&chunks[chunk]) {
                chunks[chunk] = ElementChunk(chunks[chunk].items)
            }
            chunks[chunk].items[position % Self.chunkSize] = newValue
        }
    }

    mutating func append(_ element: Element) {
        if count % Self.chunkSize == 0 {
            chunks.append(ElementChunk([element]))
        } else {
            let last = chunks.count - 1
            if !isKnownUniquelyReferenced(&chunks[last]) {
                chunks[last] = ElementChunk(chunks[last].items)
            }
            chunks[last].items.append(element)
        }
        count += 1
    }

    /// Replaces every element (inserting or removing in the middle re-chunks them all).
    mutating func replaceAll(with elements: [Element]) {
        self = ChunkedElements(elements)
    }
}

/// One chunk of elements; copied before a change when another copy of the array shares it.
final class ElementChunk<Element> {
    var items: [Element]

    init(_ items: [Element]) {
        self.items = items
    }
}

// Sendable: a chunk is only changed when uniquely referenced (`isKnownUniquelyReferenced`), so shared chunks are
// never written.
extension ElementChunk: @unchecked Sendable where Element: Sendable {}

extension ChunkedElements: Sendable where Element: Sendable {}
