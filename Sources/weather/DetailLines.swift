import RxTerminal

/// The lines of a place's detail, right under the screen's header: one row per line, no rows at all when there are
/// none (on the list and the add screens), so the list below keeps every row. A line wider than the screen ends in
/// "…".
final class DetailLines: Widget {
    /// The lines shown, top first.
    var texts: [String] = [] {
        didSet {
            if texts != oldValue { setNeedsRender() }
        }
    }

    override var preferredHeight: Int? { texts.count }

    override func draw(in canvas: Canvas) {
        for (row, text) in texts.enumerated() where row < canvas.height {
            canvas.put(text.truncated(toWidth: canvas.width), row: row)
        }
    }
}
