/// The base class of everything drawn on a `Screen`: it draws itself into a canvas and may handle keys.
///
/// Subclass it for a custom widget: override `draw(in:)`, and `handle(_:)` and `acceptsFocus` if it takes input.
/// Call `setNeedsRender()` whenever what it shows changes. Use widgets on the main thread only.
open class Widget {
    /// The layout that contains this widget, if any.
    public internal(set) weak var parent: Widget?
    weak var hostScreen: Screen?

    /// A widget not yet in a layout.
    public init() {}

    /// Rows the widget wants; nil takes an equal share of what the fixed-height widgets leave. Default: 1.
    open var preferredHeight: Int? { 1 }

    /// The rows this widget wants when it is `width` columns wide (text that wraps needs more rows when narrow);
    /// `preferredHeight` unless a widget says otherwise.
    open func preferredHeight(forWidth width: Int) -> Int? {
        preferredHeight
    }

    /// Whether the widget shows nothing now (a stopped spinner that hides, a toast without a message, an empty
    /// label): a `VStack` short of rows takes such a widget's rows first. Default: false.
    open var showsNothing: Bool { false }

    /// Whether the widget can have keyboard focus (and receives keys first while it has it). Default: false.
    open var acceptsFocus: Bool { false }

    /// The widgets inside this one, in layout order. Default: none.
    open var children: [Widget] { [] }

    /// Draws the widget; the canvas is the widget's rectangle.
    open func draw(in canvas: Canvas) {}

    /// Handles a key.
    ///
    /// - Returns: `true` when the key was used; otherwise the screen offers it to other widgets.
    open func handle(_ key: Key) -> Bool { false }

    /// The screen showing the widget, if any.
    public var screen: Screen? {
        var widget: Widget? = self
        while let current = widget {
            if let screen = current.hostScreen { return screen }
            widget = current.parent
        }
        return nil
    }

    /// Whether the widget has keyboard focus.
    public var isFocused: Bool {
        screen?.focusedWidget === self
    }

    /// Asks the screen to draw a new frame soon; many calls in one turn make one frame.
    public func setNeedsRender() {
        screen?.setNeedsRender()
    }

    /// This widget and every widget inside it, depth first.
    var allWidgets: [Widget] {
        [self] + children.flatMap(\.allWidgets)
    }
}

/// Stacks widgets top to bottom: fixed-height widgets get their rows, the flexible ones share the rest.
///
/// In a stack too short for all of that, a flexible widget (a list) keeps a few rows (`minimumFlexibleRows`)
/// before widgets that show nothing now (`showsNothing`) keep theirs, and when even the fixed rows do not fit,
/// the first and the last widget (a title and a status bar with its keys) are cut last.
///
/// Use it as the screen's content: `VStack([title, searchField, list, toast, statusBar])`.
public final class VStack: Widget {
    private var items: [Widget]

    /// A stack of `children`, top first.
    public init(_ children: [Widget]) {
        items = children
        super.init()
        for child in children { child.parent = self }
    }

    /// The stacked widgets, top first.
    public override var children: [Widget] { items }

    /// Flexible: a stack fills what it is given.
    public override var preferredHeight: Int? {
        let heights = items.map(\.preferredHeight)
        guard heights.allSatisfy({ $0 != nil }) else { return nil }
        return heights.reduce(0) { $0 + ($1 ?? 0) }
    }

    /// Lays the children out and draws each in its rows.
    public override func preferredHeight(forWidth width: Int) -> Int? {
        let heights = items.map { $0.preferredHeight(forWidth: width) }
        guard heights.allSatisfy({ $0 != nil }) else { return nil }
        return heights.reduce(0) { $0 + ($1 ?? 0) }
    }

    public override func draw(in canvas: Canvas) {
        for (child, rows) in zip(items, layout(height: canvas.height, width: canvas.width)) where !rows.isEmpty {
            child.draw(in: canvas.slice(row: rows.lowerBound, height: rows.count))
        }
    }

    /// The rows each child gets in a stack `height` rows tall.
    public func layout(height: Int) -> [Range<Int>] {
        layout(height: height, width: Int.max)
    }

    /// The rows a flexible child keeps in a short stack before the rows of widgets showing nothing are.
    public static let minimumFlexibleRows = 3

    /// `layout(height:)` for a stack `width` columns wide (children whose text wraps ask for more rows).
    public func layout(height: Int, width: Int) -> [Range<Int>] {
        let height = max(0, height)
        let preferred = items.map { $0.preferredHeight(forWidth: width) }
        var rows = preferred.map { max(0, $0 ?? 0) }
        let flexibleCount = preferred.filter { $0 == nil }.count
        // Short of rows: widgets that show nothing now give theirs up first, the lowest first.
        var shortage = rows.reduce(0, +) + flexibleCount * Self.minimumFlexibleRows - height
        for index in items.indices.reversed() where shortage > 0 && preferred[index] != nil {
            guard items[index].showsNothing else { continue }
            shortage -= rows[index]
            rows[index] = 0
        }
        let spare = max(0, height - rows.reduce(0, +))
        var extra = flexibleCount > 0 ? spare % flexibleCount : 0
        for index in items.indices where preferred[index] == nil {
            rows[index] = spare / flexibleCount
            if extra > 0 {
                rows[index] += 1
                extra -= 1
            }
        }
        // Still too tall: the middle widgets are cut, from the bottom up, before the first and the last.
        var excess = rows.reduce(0, +) - height
        let middle = items.count > 2 ? Array((1..<(items.count - 1)).reversed()) : []
        for index in middle + [0, items.count - 1] where excess > 0 && items.indices.contains(index) {
            let cut = min(rows[index], excess)
            rows[index] -= cut
            excess -= cut
        }
        var row = 0
        return rows.map { count in
            defer { row += count }
            return row..<(row + count)
        }
    }
}
