/// Static text, one or more lines; as tall as its text.
///
/// Bind it with `rx.text`.
public final class Label: Widget {
    /// The text; newlines start new rows.
    public var text: String { didSet { setNeedsRender() } }
    /// How the text is drawn.
    public var style: Style { didSet { setNeedsRender() } }

    /// A label showing `text` in `style`.
    public init(_ text: String = "", style: Style = .plain) {
        self.text = text
        self.style = style
        super.init()
    }

    /// One row per line of text (at least one).
    public override var preferredHeight: Int? {
        max(1, text.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    /// Draws each line of the text.
    public override func draw(in canvas: Canvas) {
        for (row, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            canvas.put(String(line), row: row, style: style)
        }
    }
}

/// A one-row bar, usually at the bottom: text on the left and on the right, in reverse video.
public final class StatusBar: Widget {
    /// The text at the left edge.
    public var left: String { didSet { setNeedsRender() } }
    /// The text at the right edge (dropped when it does not fit next to `left`).
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
        let end = canvas.put(" " + left, row: 0, style: style)
        let rightWidth = right.terminalWidth + 1
        if !right.isEmpty, end + rightWidth < canvas.width {
            canvas.put(right, row: 0, column: canvas.width - rightWidth, style: style)
        }
    }
}
