import RxTerminal

/// The lines of a place's detail, right under the screen's header: one row per line, no rows at all when there are
/// none (on the list and the add screens), so the list below keeps every row. A line wider than the screen wraps
/// (at spaces when it can): the detail is where a failure is read whole, its wait ("try again at 14:05:31") last.
final class DetailLines: Widget {
    /// The lines shown, top first.
    var texts: [String] = [] {
        didSet {
            if texts != oldValue { setNeedsRender() }
        }
    }

    override var preferredHeight: Int? { texts.count }

    override func preferredHeight(forWidth width: Int) -> Int? {
        rows(width: width).count
    }

    override func draw(in canvas: Canvas) {
        for (row, text) in rows(width: canvas.width).enumerated() where row < canvas.height {
            canvas.put(text, row: row)
        }
    }

    /// The rows of `texts` at `width` columns: each text wrapped, or cut with "…" when there is no sensible width.
    private func rows(width: Int) -> [String] {
        guard width > 0, width < Int.max else { return texts.map { $0.truncated(toWidth: width) } }
        return texts.flatMap { $0.wrapped(toWidth: width) }
    }
}
