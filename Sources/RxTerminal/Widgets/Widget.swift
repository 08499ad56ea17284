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

    /// `layout(height:)` for a stack `width` columns wide (children whose text wraps ask for more rows).
    public func layout(height: Int, width: Int) -> [Range<Int>] {
        let preferred = items.map { $0.preferredHeight(forWidth: width) }
        let fixed = preferred.reduce(0) { $0 + max(0, $1 ?? 0) }
        let flexibleCount = preferred.filter { $0 == nil }.count
        let spare = max(0, height - fixed)
        var extra = flexibleCount > 0 ? spare % flexibleCount : 0
        var row = 0
        return preferred.map { childPreferred in
            var rows: Int
            if let childPreferred {
                rows = max(0, childPreferred)
            } else {
                rows = spare / flexibleCount
                if extra > 0 {
                    rows += 1
                    extra -= 1
                }
            }
            let start = min(row, height)
            let end = min(row + rows, height)
            row += rows
            return start..<end
        }
    }
}
