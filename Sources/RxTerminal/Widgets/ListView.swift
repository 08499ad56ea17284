import Rx

/// What one row of a `ListView` shows: a title, a dimmer detail after it and a badge after that.
///
/// The `rx.items` closure receives a fresh cell for each element and fills it in. When a row is too narrow, the
/// title is cut first (down to 12 columns, ending in "…"), then the detail, then the title further (down to 6
/// columns, so that rows stay told apart), and the badge (a label that must stay, such as "demo data") last.
public final class ListCell {
    /// The main text.
    public var title: String
    /// Secondary text, drawn dimmed after the title.
    public var detail: String
    /// Text that must stay visible, drawn after the detail in the detail's style; cut last.
    public var badge: String
    /// The title's style.
    public var titleStyle: Style
    /// The detail's style.
    public var detailStyle: Style

    /// A cell with the given texts and styles.
    public init(
        title: String = "", detail: String = "", badge: String = "", titleStyle: Style = .plain,
        detailStyle: Style = .dim
    ) {
        self.title = title
        self.detail = detail
        self.badge = badge
        self.titleStyle = titleStyle
        self.detailStyle = detailStyle
    }

    /// The title, detail and badge cut to fit `width` columns together (two spaces before the detail and the
    /// badge): the title first, down to 12 columns, then the detail, then the title further, down to 6 columns,
    /// then the badge (kept only while at least 4 of its columns fit); below that the title alone.
    public func fitted(toWidth width: Int) -> (title: String, detail: String, badge: String) {
        let gap = 2
        let badgeWidth = badge.isEmpty ? 0 : badge.terminalWidth + gap
        let detailWidth = detail.isEmpty ? 0 : detail.terminalWidth + gap
        let titleWidth = title.terminalWidth
        if titleWidth + detailWidth + badgeWidth <= width { return (title, detail, badge) }
        let shortTitle = min(titleWidth, 12)
        if shortTitle + detailWidth + badgeWidth <= width {
            return (title.truncated(toWidth: width - detailWidth - badgeWidth), detail, badge)
        }
        let detailRoom = width - shortTitle - badgeWidth - gap
        if !detail.isEmpty, detailRoom >= 2 {
            return (title.truncated(toWidth: shortTitle), detail.truncated(toWidth: detailRoom), badge)
        }
        // The detail is gone. A row whose title is gone too could not be told from the others, so the title keeps
        // a few columns before the badge is cut.
        let minimumTitle = min(titleWidth, 6)
        if minimumTitle + badgeWidth <= width {
            return (title.truncated(toWidth: width - badgeWidth), "", badge)
        }
        let badgeRoom = width - minimumTitle - gap
        if !badge.isEmpty, badgeRoom >= 4 {
            return (title.truncated(toWidth: minimumTitle), "", badge.truncated(toWidth: badgeRoom))
        }
        return (title.truncated(toWidth: width), "", "")
    }
}

/// A scrolling list of one-line rows (title + detail) with a highlighted selection.
///
/// Up/Down (or Ctrl-P/Ctrl-N) move the selection, PageUp/PageDown move a page, Enter selects the row
/// (`rx.itemSelected`, `rx.modelSelected(_:)`); when the last row comes into view by the user's scrolling,
/// `rx.reachedBottom` fires once per change of rows, for loading more, and again each time the user moves the
/// selection onto the last row (so a load that failed is asked for again). Fill it with `rx.items`, or with
/// `rx.items(id:)` when a new array may be another list: the highlight then follows its element, or starts at the
/// first row of a list without it.
public final class ListView: Widget {
    /// The rows shown.
    public private(set) var cells: [ListCell] = []
    /// The index of the highlighted row, nil when the list is empty.
    public private(set) var selectedIndex: Int?
    /// The index of the top visible row.
    public private(set) var scrollOffset = 0
    /// Shown dimmed when there are no rows.
    public var emptyText: String { didSet { setNeedsRender() } }

    var models: [Any] = []
    /// What identifies each row's element, when the rows were set with identities.
    private var ids: [AnyHashable]?
    let itemSelectedSubject = PublishSubject<Int>()
    let reachedBottomSubject = PublishSubject<Void>()
    private var visibleRowCount = 1
    private var reachedBottomSent = false

    /// An empty list that shows `emptyText` until it has rows.
    public init(emptyText: String = "") {
        self.emptyText = emptyText
        super.init()
    }

    deinit {
        itemSelectedSubject.onCompleted()
        reachedBottomSubject.onCompleted()
    }

    /// A list is flexible: it takes the rows its layout can spare.
    public override var preferredHeight: Int? { nil }

    /// Replaces the rows; the selection stays at the same index (clamped), and `reachedBottom` can fire again.
    ///
    /// Use it for rows of the same list (a page appended); when the rows may be another list, pass their `ids`
    /// (`setCells(_:models:ids:)`), or the highlight lands on whatever row now has its index.
    /// - Parameters:
    ///   - cells: The rows to show.
    ///   - models: The element behind each row, for `model(at:)` and `rx.modelSelected(_:)`.
    public func setCells(_ cells: [ListCell], models: [Any]) {
        replaceRows(cells, models: models, ids: nil, highlighting: selectedIndex ?? 0)
    }

    /// Replaces the rows, each with what identifies its element: the highlight follows the element it was on (to
    /// its new row, when a page is appended or the list comes back in another order), and goes to the first row,
    /// scrolled to the top, when no row has it (another list). `reachedBottom` can fire again.
    ///
    /// Use it when the rows may be another list than the one shown (a new search's results). Goes beyond UIKit's
    /// `reloadData()`, which forgets the selection.
    /// - Parameters:
    ///   - cells: The rows to show.
    ///   - models: The element behind each row, for `model(at:)` and `rx.modelSelected(_:)`.
    ///   - ids: What identifies each row's element (a repository's full name, a record's key), one per row; the
    ///     first row with an id is the one highlighted.
    public func setCells<ID: Hashable>(_ cells: [ListCell], models: [Any], ids: [ID]) {
        let highlighted = selectedIndex.flatMap { index in
            self.ids.flatMap { $0.indices.contains(index) ? $0[index] : nil }
        }
        var keys: [AnyHashable] = []
        keys.reserveCapacity(ids.count)
        for id in ids { keys.append(AnyHashable(id)) }
        guard let row = highlighted.flatMap({ keys.firstIndex(of: $0) }) else {
            scrollOffset = 0
            replaceRows(cells, models: models, ids: keys, highlighting: 0)
            return
        }
        replaceRows(cells, models: models, ids: keys, highlighting: row)
    }

    private func replaceRows(_ cells: [ListCell], models: [Any], ids: [AnyHashable]?, highlighting row: Int) {
        self.cells = cells
        self.models = models
        self.ids = ids
        reachedBottomSent = false
        if cells.isEmpty {
            selectedIndex = nil
            scrollOffset = 0
        } else {
            selectedIndex = min(row, cells.count - 1)
            keepSelectionVisible()
        }
        setNeedsRender()
    }

    /// The element behind row `index`, as given to `setCells(_:models:)`.
    public func model(at index: Int) -> Any? {
        models.indices.contains(index) ? models[index] : nil
    }

    /// Highlights row `index` (clamped) and scrolls it into view.
    public func select(_ index: Int) {
        guard !cells.isEmpty else { return }
        selectedIndex = min(max(0, index), cells.count - 1)
        keepSelectionVisible()
        setNeedsRender()
    }

    /// Moves the selection; Enter selects the highlighted row. Other keys are left for other widgets.
    public override func handle(_ key: Key) -> Bool {
        guard let selected = selectedIndex else { return false }
        let page = max(1, visibleRowCount - 1)
        switch key {
        case .down, .ctrl("n"): select(selected + 1)
        case .up, .ctrl("p"): select(selected - 1)
        case .pageDown: select(selected + page)
        case .pageUp: select(selected - page)
        case .enter:
            itemSelectedSubject.onNext(selected)
            return true
        default: return false
        }
        if selectedIndex != selected, selectedIndex == cells.count - 1 {
            // Moved onto the last row: the rows after it may be asked for again (a load that failed).
            reachedBottomSent = false
        }
        checkReachedBottom()
        return true
    }

    /// Scrolls so that the selection is visible and no row below the last one is shown while rows above are
    /// hidden (after the rows or the height changed: a taller list shows more rows, never blank ones).
    private func keepSelectionVisible() {
        scrollOffset = min(scrollOffset, max(0, cells.count - visibleRowCount))
        guard let selected = selectedIndex else { return }
        if selected < scrollOffset { scrollOffset = selected }
        if selected >= scrollOffset + visibleRowCount { scrollOffset = selected - visibleRowCount + 1 }
        scrollOffset = max(0, scrollOffset)
    }

    private func checkReachedBottom() {
        guard !reachedBottomSent, !cells.isEmpty, scrollOffset + visibleRowCount >= cells.count else { return }
        reachedBottomSent = true
        reachedBottomSubject.onNext(())
    }

    /// Draws the visible rows, the selected one highlighted, with a scroll position at the right when needed.
    public override func draw(in canvas: Canvas) {
        if canvas.height != visibleRowCount, canvas.height > 0 {
            visibleRowCount = canvas.height
            keepSelectionVisible()
        }
        guard !cells.isEmpty else {
            // The empty text wraps (an error with its advice must be read whole).
            for (row, line) in emptyText.wrapped(toWidth: canvas.width - 2).prefix(canvas.height).enumerated() {
                canvas.put(line, row: row, column: 2, style: .dim)
            }
            return
        }
        let scrollable = cells.count > canvas.height
        let textWidth = scrollable ? canvas.width - 1 : canvas.width
        for line in 0..<canvas.height {
            let index = scrollOffset + line
            guard index < cells.count else { break }
            let cell = cells[index]
            let selected = index == selectedIndex
            var titleStyle = cell.titleStyle
            var detailStyle = cell.detailStyle
            if selected {
                canvas.fill(row: line, style: .inverse)
                titleStyle.inverse = true
                detailStyle.inverse = true
            }
            let row = canvas.slice(row: line, height: 1)
            let marker = selected ? "› " : "  "
            var column = row.put(marker, row: 0, style: selected ? .inverse : .plain)
            let text = row.clipped(width: textWidth)
            let (title, detail, badge) = cell.fitted(toWidth: textWidth - column)
            column = text.put(title, row: 0, column: column, style: titleStyle)
            if !detail.isEmpty {
                column = text.put("  " + detail, row: 0, column: column, style: detailStyle)
            }
            if !badge.isEmpty {
                text.put("  " + badge, row: 0, column: column, style: detailStyle)
            }
        }
        if scrollable {
            let position = (scrollOffset * (canvas.height - 1)) / max(1, cells.count - canvas.height)
            for line in 0..<canvas.height {
                canvas.put(line == position ? "┃" : "│", row: line, column: canvas.width - 1, style: .dim)
            }
        }
    }
}
