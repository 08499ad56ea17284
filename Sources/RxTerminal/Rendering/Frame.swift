/// One character cell of a frame: a grapheme cluster and its style.
///
/// A wide character fills its own cell and marks the next one as its continuation (empty text).
public struct Cell: Hashable, Sendable {
    /// The grapheme drawn in the cell; empty for the right half of a wide character.
    public var text: String
    /// How the cell is drawn.
    public var style: Style

    /// A cell showing `text` in `style`.
    public init(_ text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }

    /// A plain space.
    public static let blank = Cell(" ")

    /// `true` for the right half of a wide character.
    public var isContinuation: Bool { text.isEmpty }
}

/// A cursor position, zero-based.
public struct Position: Hashable, Sendable {
    /// Zero-based row.
    public var row: Int
    /// Zero-based column.
    public var column: Int

    /// A position at `row`, `column`.
    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}

/// What the screen should show: rows of styled cells and where the cursor goes.
///
/// Widgets draw into a frame through a `Canvas`; the `Renderer` writes the difference to the previous frame.
public struct Frame: Hashable, Sendable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// The cells, row by row; each row has `width` cells.
    public private(set) var rows: [[Cell]]
    /// Where the visible cursor goes; nil hides it.
    public var cursor: Position?

    /// A blank frame of the given size (negative sizes count as zero).
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        rows = Array(repeating: Array(repeating: Cell.blank, count: self.width), count: self.height)
    }

    /// The cell at `row`, `column`.
    public subscript(row: Int, column: Int) -> Cell {
        rows[row][column]
    }

    /// The text of row `row`, with wide characters once and trailing spaces kept.
    public func text(ofRow row: Int) -> String {
        rows[row].reduce(into: "") { $0 += $1.text }
    }

    /// Every row's text, trailing spaces removed: handy in tests.
    public var lines: [String] {
        (0..<height).map { row in
            var line = text(ofRow: row)
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// Writes `text` from `column` on row `row`, clipped at `limit` (default: the frame's width).
    ///
    /// The text first passes `TextSanitizer` (cut silently just past what fits): escape sequences and control
    /// characters are removed whole, line breaks and tabs become one space, bidi and invisible format characters
    /// go, registered secrets are redacted. Wide characters take two cells and are not split at the edge;
    /// combining marks join the character before.
    /// - Returns: The column after the last cell written.
    @discardableResult
    public mutating func put(_ text: String, row: Int, column: Int, style: Style = .plain, limit: Int? = nil) -> Int {
        guard row >= 0, row < height else { return column }
        let end = min(limit ?? width, width)
        var column = column
        // Every character left after sanitising takes at least one column, so this many always fill the row.
        let fits = max(0, end - min(column, end)) + 1
        for character in TextSanitizer(maximumLength: fits, ellipsis: "").sanitize(text) {
            let columns = character.terminalWidth
            if columns == 0 {
                if column > 0, column <= end, character.unicodeScalars.first.map(Self.isMark) == true {
                    var previous = column - 1
                    while previous > 0, rows[row][previous].isContinuation { previous -= 1 }
                    rows[row][previous].text.append(character)
                }
                continue
            }
            if column < 0 {
                column += columns
                continue
            }
            guard column + columns <= end else { break }
            clearOverlap(row: row, column: column, width: columns)
            rows[row][column] = Cell(String(character), style: style)
            if columns == 2 { rows[row][column + 1] = Cell("", style: style) }
            column += columns
        }
        return column
    }

    /// Paints cells `columns` of row `row` with spaces in `style`.
    public mutating func fill(row: Int, columns: Range<Int>, style: Style) {
        guard row >= 0, row < height else { return }
        let range = max(0, columns.lowerBound)..<min(width, columns.upperBound)
        guard !range.isEmpty else { return }
        clearOverlap(row: row, column: range.lowerBound, width: range.count)
        for column in range { rows[row][column] = Cell(" ", style: style) }
    }

    /// Blanks the other half of any wide character cut by writing `width` cells at `column`.
    private mutating func clearOverlap(row: Int, column: Int, width: Int) {
        if column > 0, rows[row][column].isContinuation {
            rows[row][column - 1] = Cell(" ", style: rows[row][column - 1].style)
        }
        let last = column + width - 1
        if last + 1 < self.width, rows[row][last + 1].isContinuation {
            rows[row][last + 1] = Cell(" ", style: rows[row][last + 1].style)
        }
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: return true
        default: return scalar.value == 0x200D || scalar.value == 0xFE0F || scalar.value == 0xFE0E
        }
    }
}
