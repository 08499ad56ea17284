/// Shows one of several pages at a time, such as the screens of a navigation stack: only the page shown is drawn
/// and receives keys, and showing a page gives the keyboard focus to its first widget that takes it.
///
///     let pages = PageView([searchPage, detailPage])
///     pages.show(detailPage)   // when a detail is pushed
public final class PageView: Widget {
    /// Every page, in the order given.
    public let pages: [Widget]
    /// The page on show.
    public private(set) var current: Widget

    /// A view of `pages`, showing the first (there must be at least one).
    public init(_ first: Widget, _ others: [Widget] = []) {
        pages = [first] + others
        current = first
        super.init()
        for page in pages { page.parent = self }
    }

    /// Only the page on show: keys and focus never reach the hidden ones.
    public override var children: [Widget] { [current] }

    /// Flexible: the page fills what it is given.
    public override var preferredHeight: Int? { nil }

    /// Draws the page on show.
    public override func draw(in canvas: Canvas) {
        current.draw(in: canvas)
    }

    /// Shows `page` (one of `pages`; others are ignored) and focuses its first focusable widget, or nothing.
    public func show(_ page: Widget) {
        guard pages.contains(where: { $0 === page }) else { return }
        current = page
        if let screen {
            screen.focus(page.allWidgets.first(where: \.acceptsFocus))
        }
        setNeedsRender()
    }
}
