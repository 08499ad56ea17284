/// Writes frames to a terminal, sending only the rows that changed since the previous frame.
///
/// Each update is one write wrapped in a synchronized-update bracket, with no screen clearing, so the screen
/// does not flicker however often it is redrawn. After a resize or anything else that garbles the screen,
/// `invalidate()` makes the next frame redraw every row.
public final class Renderer {
    private let write: (String) -> Void
    private var previous: Frame?
    private var cursorVisible: Bool?

    /// The rows written by the last `render(_:)` call, top first (empty when nothing changed).
    public private(set) var lastWrittenRows: [Int] = []

    /// A renderer that sends its output to `write`.
    public init(write: @escaping (String) -> Void) {
        self.write = write
    }

    /// A renderer writing to `terminal`, which it keeps alive (it holds the terminal strongly; the terminal does not
    /// refer back to the renderer, so there is no cycle).
    public convenience init(terminal: TerminalDevice) {
        self.init(write: { text in terminal.write(text) })
    }

    /// Forgets the previous frame, so the next render writes every row.
    public func invalidate() {
        previous = nil
        cursorVisible = nil
    }

    /// Writes the rows of `frame` that differ from the previous frame, then places the cursor.
    public func render(_ frame: Frame) {
        var output = ""
        var written: [Int] = []
        let old = previous.flatMap { $0.width == frame.width && $0.height == frame.height ? $0 : nil }
        for row in 0..<frame.height where old?.rows[row] != frame.rows[row] {
            written.append(row)
            output += "\u{1B}[\(row + 1);1H"
            output += Self.encode(frame.rows[row])
        }
        if !written.isEmpty || old?.cursor != frame.cursor {
            if let cursor = frame.cursor {
                output += "\u{1B}[\(cursor.row + 1);\(cursor.column + 1)H"
            }
        }
        let visible = frame.cursor != nil
        if visible != cursorVisible {
            output += visible ? "\u{1B}[?25h" : "\u{1B}[?25l"
            cursorVisible = visible
        }
        previous = frame
        lastWrittenRows = written
        if !output.isEmpty {
            write("\u{1B}[?2026h" + output + "\u{1B}[?2026l")
        }
    }

    /// The escape-coded text of one row: style changes as SGR, trailing plain blanks as erase-to-end-of-line.
    static func encode(_ cells: [Cell]) -> String {
        var end = cells.count
        while end > 0, cells[end - 1] == .blank { end -= 1 }
        var output = ""
        var style: Style? = nil
        for cell in cells[..<end] where !cell.isContinuation {
            if cell.style != style {
                output += cell.style.escapeSequence
                style = cell.style
            }
            output += cell.text
        }
        if style != nil && style != .plain { output += "\u{1B}[0m" }
        if end < cells.count { output += "\u{1B}[K" }
        return output
    }
}
