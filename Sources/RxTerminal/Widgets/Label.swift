/// Static text, one or more lines; as tall as its text.
///
/// Bind it with `rx.text`.
public final class Label: Widget {
    /// The text; newlines start new rows.
    public var text: String { didSet { setNeedsRender() } }
    /// How the text is drawn.
    public var style: Style { didSet { setNeedsRender() } }
    /// Whether a line wider than the widget continues on the next rows (at spaces when it can) instead of being cut
    /// with "…"; the label then asks for as many rows as its text needs.
    public var wraps = false { didSet { setNeedsRender() } }

    /// A label showing `text` in `style`.
    public init(_ text: String = "", style: Style = .plain) {
        self.text = text
        self.style = style
        super.init()
    }

    /// Nothing while the text is empty.
    public override var showsNothing: Bool { text.isEmpty }

    /// One row per line of text (at least one).
    public override var preferredHeight: Int? {
        max(1, text.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    /// As many rows as the wrapped text needs, when it wraps.
    public override func preferredHeight(forWidth width: Int) -> Int? {
        wraps ? max(1, lines(width: width).count) : preferredHeight
    }

    /// Draws each line of the text; a line wider than the widget wraps, or ends in "…".
    public override func draw(in canvas: Canvas) {
        for (row, line) in lines(width: canvas.width).enumerated() {
            canvas.put(line, row: row, style: style)
        }
    }

    private func lines(width: Int) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard wraps, width > 0, width < Int.max else { return lines.map { $0.truncated(toWidth: width) } }
        return lines.flatMap { $0.wrapped(toWidth: width) }
    }
}

/// A one-row bar, usually at the bottom: text on the left and on the right, in reverse video.
///
/// The right text is what must stay (key hints, a data-source label): when both do not fit, the left text is cut
/// first (ending in "…"), and the right one only when it alone is wider than the bar.
public final class StatusBar: Widget {
    /// The text at the left edge.
    public var left: String { didSet { setNeedsRender() } }
    /// The text at the right edge, kept when the bar is too narrow for both (the left text is cut instead).
    public var right: String { didSet { setNeedsRender() } }
    /// The bar's style.
    public var style: Style { didSet { setNeedsRender() } }

    /// A bar with the given texts.
    public init(left: String = "", right: String = "", style: Style = .inverse) {
        self.left = left
        self.right = right
        self.style = style
        super.init()
    }

    /// Draws the bar across the whole row.
    public override func draw(in canvas: Canvas) {
        canvas.fill(row: 0, style: style)
        let room = canvas.width - 2 // a space at each edge
        guard room > 0 else { return }
        guard !right.isEmpty else {
            canvas.put(left.truncated(toWidth: room), row: 0, column: 1, style: style)
            return
        }
        let shownRight = right.truncated(toWidth: room)
        let rightWidth = shownRight.terminalWidth
        canvas.put(shownRight, row: 0, column: canvas.width - 1 - rightWidth, style: style)
        let leftRoom = room - rightWidth - 2 // two spaces between the texts
        if !left.isEmpty, leftRoom >= 2 {
            canvas.put(left.truncated(toWidth: leftRoom), row: 0, column: 1, style: style)
        }
    }
}
