/// A rectangle of a frame that one widget draws into; coordinates are relative to the rectangle.
///
/// Widgets receive a canvas in `Widget.draw(in:)`; writes outside the rectangle are clipped.
public struct Canvas {
    final class Storage {
        var frame: Frame
        init(frame: Frame) { self.frame = frame }
    }

    let storage: Storage
    /// The rectangle's top row in the frame.
    public let top: Int
    /// The rectangle's left column in the frame.
    public let left: Int
    /// Columns available.
    public let width: Int
    /// Rows available.
    public let height: Int

    /// A canvas covering all of a blank frame of the given size.
    public init(width: Int, height: Int) {
        self.init(
            storage: Storage(frame: Frame(width: width, height: height)), top: 0, left: 0,
            width: max(0, width), height: max(0, height))
    }

    init(storage: Storage, top: Int, left: Int, width: Int, height: Int) {
        self.storage = storage
        self.top = top
        self.left = left
        self.width = width
        self.height = height
    }

    /// The frame drawn so far (the whole frame, not just this rectangle).
    public var frame: Frame { storage.frame }

    /// The part of this canvas starting at `row`, `height` rows tall (clipped to this canvas).
    public func slice(row: Int, height: Int) -> Canvas {
        let start = min(max(0, row), self.height)
        let rows = min(max(0, height), self.height - start)
        return Canvas(storage: storage, top: top + start, left: left, width: width, height: rows)
    }

    /// This canvas narrowed to its first `width` columns.
    public func clipped(width: Int) -> Canvas {
        Canvas(storage: storage, top: top, left: left, width: min(max(0, width), self.width), height: height)
    }

    /// Writes `text` at `row`, `column`, clipped to the rectangle.
    /// - Returns: The column after the text.
    @discardableResult
    public func put(_ text: String, row: Int, column: Int = 0, style: Style = .plain) -> Int {
        guard row >= 0, row < height, column < width else { return column }
        return storage.frame.put(text, row: top + row, column: left + column, style: style, limit: left + width) - left
    }

    /// Fills row `row` (all of it, or from `column`) with spaces in `style`.
    public func fill(row: Int, from column: Int = 0, style: Style) {
        guard row >= 0, row < height else { return }
        storage.frame.fill(row: top + row, columns: (left + max(0, column))..<(left + width), style: style)
    }

    /// Shows the terminal cursor at `row`, `column` of this canvas (when inside it).
    public func setCursor(row: Int, column: Int) {
        guard row >= 0, row < height, column >= 0, column <= width else { return }
        storage.frame.cursor = Position(row: top + row, column: min(left + column, storage.frame.width - 1))
    }
}
