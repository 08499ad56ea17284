import Rx

/// A one-line text input with a cursor: typing inserts, Backspace/Delete remove, and the usual line-editing keys
/// work (Left/Right, Home/End, Ctrl-A/E/B/F, Ctrl-W or Alt-Backspace deletes a word, Ctrl-U/Ctrl-K delete to the
/// start/end). Shows `placeholder` dimmed while empty.
///
/// Bind it with `rx.text`, which emits on each user edit (setting `text` in code does not emit, as in UIKit).
public final class TextField: Widget {
    /// The text. Setting it moves the cursor to the end and does not count as an edit.
    public var text: String {
        didSet {
            if !isEditing { cursor = text.count }
            cursor = min(cursor, text.count)
            setNeedsRender()
        }
    }
    /// The cursor's position, in characters from the start.
    public private(set) var cursor: Int
    /// Shown dimmed while the text is empty.
    public var placeholder: String { didSet { setNeedsRender() } }
    /// Drawn before the text, such as `"> "`.
    public var prompt: String { didSet { setNeedsRender() } }
    /// The style of the text.
    public var style: Style = .plain { didSet { setNeedsRender() } }

    let editingChanged = PublishSubject<Void>()
    private var isEditing = false
    private var scrollOffset = 0

    /// A field with initial `text`, a `placeholder` and a `prompt`.
    public init(text: String = "", placeholder: String = "", prompt: String = "") {
        self.text = text
        self.placeholder = placeholder
        self.prompt = prompt
        cursor = text.count
        super.init()
    }

    deinit {
        editingChanged.onCompleted()
    }

    /// Text fields take the focus.
    public override var acceptsFocus: Bool { true }

    /// Edits the text or moves the cursor; returns false for keys a field does not use (Enter, arrows up/down, …).
    public override func handle(_ key: Key) -> Bool {
        let characters = Array(text)
        switch key {
        case .character(let character): insert(String(character))
        case .paste(let pasted): insert(pasted.map { $0.isNewline ? " " : String($0) }.joined())
        case .backspace:
            guard cursor > 0 else { return true }
            edit(characters, replacing: (cursor - 1)..<cursor)
        case .delete, .ctrl("d"):
            guard cursor < characters.count else { return true }
            edit(characters, replacing: cursor..<(cursor + 1))
        case .ctrl("w"), .alt("\u{7F}"):
            let start = Self.wordStart(characters, before: cursor)
            guard start < cursor else { return true }
            edit(characters, replacing: start..<cursor)
        case .ctrl("u"):
            guard cursor > 0 else { return true }
            edit(characters, replacing: 0..<cursor)
        case .ctrl("k"):
            guard cursor < characters.count else { return true }
            edit(characters, replacing: cursor..<characters.count)
        case .left, .ctrl("b"): move(to: cursor - 1)
        case .right, .ctrl("f"): move(to: cursor + 1)
        case .home, .ctrl("a"): move(to: 0)
        case .end, .ctrl("e"): move(to: characters.count)
        case .alt("b"): move(to: Self.wordStart(characters, before: cursor))
        case .alt("f"): move(to: Self.wordEnd(characters, after: cursor))
        default: return false
        }
        return true
    }

    /// Inserts `string` at the cursor as a user edit.
    public func insert(_ string: String) {
        guard !string.isEmpty else { return }
        let characters = Array(text)
        let prefix = String(characters[..<cursor]) + string
        commit(prefix + String(characters[cursor...]), cursor: prefix.count)
    }

    private func edit(_ characters: [Character], replacing range: Range<Int>) {
        let prefix = String(characters[..<range.lowerBound])
        commit(prefix + String(characters[range.upperBound...]), cursor: prefix.count)
    }

    private func commit(_ newText: String, cursor newCursor: Int) {
        isEditing = true
        text = newText
        isEditing = false
        cursor = min(newCursor, text.count)
        setNeedsRender()
        editingChanged.onNext(())
    }

    private func move(to position: Int) {
        cursor = min(max(0, position), text.count)
        setNeedsRender()
    }

    private static func wordStart(_ characters: [Character], before position: Int) -> Int {
        var index = min(position, characters.count)
        while index > 0, characters[index - 1].isWhitespace { index -= 1 }
        while index > 0, !characters[index - 1].isWhitespace { index -= 1 }
        return index
    }

    private static func wordEnd(_ characters: [Character], after position: Int) -> Int {
        var index = max(0, position)
        while index < characters.count, characters[index].isWhitespace { index += 1 }
        while index < characters.count, !characters[index].isWhitespace { index += 1 }
        return index
    }

    /// Draws the prompt, the visible part of the text (scrolled to keep the cursor in view) and the cursor.
    public override func draw(in canvas: Canvas) {
        guard canvas.height > 0 else { return }
        let start = canvas.put(prompt, row: 0, style: .bold)
        let available = max(1, canvas.width - start)
        if text.isEmpty {
            canvas.put(placeholder, row: 0, column: start, style: .dim)
            scrollOffset = 0
        } else {
            let characters = Array(text)
            scrollOffset = min(scrollOffset, cursor)
            while scrollOffset < cursor,
                  String(characters[scrollOffset..<cursor]).terminalWidth >= available {
                scrollOffset += 1
            }
            canvas.put(String(characters[scrollOffset...]), row: 0, column: start, style: style)
        }
        if isFocused {
            let characters = Array(text)
            let column = start + String(characters[min(scrollOffset, cursor)..<cursor]).terminalWidth
            canvas.setCursor(row: 0, column: column)
        }
    }
}
