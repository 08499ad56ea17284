import Rx

/// A one-line text input with a cursor: typing inserts, Backspace/Delete remove, and the usual line-editing keys
/// work (Left/Right, Home/End, Ctrl-A/E/B/F, Ctrl-W or Alt-Backspace deletes a word, Ctrl-U/Ctrl-K delete to the
/// start/end). Shows `placeholder` dimmed while empty.
///
/// User input stops at `maximumLength` characters: what goes beyond (the rest of a paste, or typing into a full
/// field) is dropped, the field shows a notice until the next edit that fits, and `rx.inputDropped` reports it.
/// Drawing costs time in proportion to the field's width, however long the text.
///
/// Bind it with `rx.text`, which emits on each user edit (setting `text` in code does not emit, as in UIKit).
public final class TextField: Widget {
    /// The default `maximumLength`: 256 characters, the longest query GitHub's search accepts.
    public static let defaultMaximumLength = 256

    /// The text. Setting it moves the cursor to the end and does not count as an edit; text set in code is kept
    /// whole even beyond `maximumLength` (the limit applies to what the user types or pastes).
    public var text: String {
        didSet {
            characters = Array(text)
            if !isEditing { cursor = characters.count }
            cursor = min(cursor, characters.count)
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
    /// The most characters typing and pasting can make the text; input beyond it is dropped. Default:
    /// `defaultMaximumLength`.
    public var maximumLength: Int { didSet { setNeedsRender() } }
    /// How many characters the latest input dropped because of `maximumLength`; 0 once an edit fits again.
    public private(set) var droppedCharacterCount = 0

    let editingChanged = PublishSubject<Void>()
    let inputDropped = PublishSubject<Int>()
    /// `text` as characters, kept in step with it so that drawing and editing never rescan the whole string.
    private var characters: [Character]
    private var isEditing = false
    private var scrollOffset = 0

    /// A field with initial `text`, a `placeholder`, a `prompt` and a limit on what the user can enter.
    public init(
        text: String = "", placeholder: String = "", prompt: String = "",
        maximumLength: Int = TextField.defaultMaximumLength
    ) {
        self.text = text
        self.placeholder = placeholder
        self.prompt = prompt
        self.maximumLength = max(0, maximumLength)
        characters = Array(text)
        cursor = characters.count
        super.init()
    }

    deinit {
        editingChanged.onCompleted()
        inputDropped.onCompleted()
    }

    /// `false` when another part of the app edits the text from keys it maps itself (a model's state): the field
    /// then takes no focus and no keys and only shows `text`: scrolled, with its caret at the end, when `showsCaret`;
    /// else from its start, ending in "…" when it does not fit.
    public var isEditable = true { didSet { setNeedsRender() } }
    /// With `isEditable` off, whether the caret is drawn.
    public var showsCaret = false { didSet { setNeedsRender() } }

    /// Text fields take the focus (unless not editable).
    public override var acceptsFocus: Bool { isEditable }

    /// Edits the text or moves the cursor; returns false for keys a field does not use (Enter, arrows up/down, …).
    public override func handle(_ key: Key) -> Bool {
        guard isEditable else { return false }
        switch key {
        case .character(let character): insert(String(character))
        case .paste(let pasted): insert(pasted)
        case .backspace:
            guard cursor > 0 else { return true }
            edit(replacing: (cursor - 1)..<cursor)
        case .delete, .ctrl("d"):
            guard cursor < characters.count else { return true }
            edit(replacing: cursor..<(cursor + 1))
        case .ctrl("w"), .alt("\u{7F}"):
            let start = Self.wordStart(characters, before: cursor)
            guard start < cursor else { return true }
            edit(replacing: start..<cursor)
        case .ctrl("u"):
            guard cursor > 0 else { return true }
            edit(replacing: 0..<cursor)
        case .ctrl("k"):
            guard cursor < characters.count else { return true }
            edit(replacing: cursor..<characters.count)
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

    /// Inserts `string` at the cursor as a user edit, up to `maximumLength`; the rest is dropped and reported.
    ///
    /// The string is cleaned as the screen would draw it (`TextSanitizer`, without a length cap or redaction):
    /// line breaks and tabs become spaces, escape sequences and other controls go. So the field holds what it
    /// shows, and the cursor stays where the next character goes.
    public func insert(_ string: String) {
        let string = Self.inputSanitizer.sanitize(string)
        guard !string.isEmpty else { return }
        let room = max(0, maximumLength - characters.count)
        var accepted = ""
        var acceptedCount = 0
        var dropped = 0
        for character in string {
            if acceptedCount < room {
                accepted.append(character)
                acceptedCount += 1
            } else {
                dropped += 1
            }
        }
        if !accepted.isEmpty {
            let prefix = String(characters[..<cursor]) + accepted
            commit(prefix + String(characters[cursor...]), cursor: prefix.count, dropped: dropped)
        } else {
            droppedCharacterCount = dropped
            setNeedsRender()
        }
        if dropped > 0 { inputDropped.onNext(dropped) }
    }

    private static let inputSanitizer = TextSanitizer(maximumLength: nil, ellipsis: "", secrets: [])

    private func edit(replacing range: Range<Int>) {
        let prefix = String(characters[..<range.lowerBound])
        commit(prefix + String(characters[range.upperBound...]), cursor: prefix.count, dropped: 0)
    }

    private func commit(_ newText: String, cursor newCursor: Int, dropped: Int) {
        isEditing = true
        text = newText
        isEditing = false
        cursor = min(newCursor, characters.count)
        droppedCharacterCount = dropped
        setNeedsRender()
        editingChanged.onNext(())
    }

    private func move(to position: Int) {
        cursor = min(max(0, position), characters.count)
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

    /// The notice drawn at the right end while input is being dropped.
    var droppedNotice: String {
        " [limit \(maximumLength) reached]"
    }

    /// The characters from `first` that fit in `available` columns (at most `maximumSteps` of them), their width,
    /// and the index after the last of them.
    private func visibleText(from first: Int, available: Int, maximumSteps: Int) -> (
        text: String, width: Int, end: Int
    ) {
        var visible = ""
        var width = 0
        var index = first
        while index < characters.count, index - first < maximumSteps {
            let characterWidth = characters[index].terminalWidth
            if width + characterWidth > available { break }
            width += characterWidth
            visible.append(characters[index])
            index += 1
        }
        return (visible, width, index)
    }

    /// Draws the prompt, the visible part of the text (scrolled to keep the cursor in view), the cursor and, while
    /// input is being dropped, a notice at the right end. Looks at no more characters than the width can show.
    public override func draw(in canvas: Canvas) {
        guard canvas.height > 0 else { return }
        let start = canvas.put(prompt, row: 0, style: .bold)
        var textEnd = canvas.width
        if droppedCharacterCount > 0 {
            let notice = droppedNotice
            let noticeStart = canvas.width - notice.terminalWidth
            if noticeStart - start >= 4 {
                canvas.put(notice, row: 0, column: noticeStart, style: .dim)
                textEnd = noticeStart
            }
        }
        let available = max(1, textEnd - start)
        // Zero-width characters take no column, so a walk is also capped by a count of characters.
        let maximumSteps = 4 * available + 16
        var cursorColumn = start
        if characters.isEmpty {
            canvas.clipped(width: textEnd).put(placeholder, row: 0, column: start, style: .dim)
            scrollOffset = 0
        } else if !isEditable && !showsCaret {
            // Only shown, with no caret to keep in view: its start, cut with "…" (scrolled to the end,
            // "10.00°N 20.00°E" would read "0°N 20.00°E").
            canvas.clipped(width: textEnd).put(text.truncated(toWidth: available), row: 0, column: start, style: style)
            scrollOffset = 0
        } else {
            // The first visible character: the leftmost one, not left of the current offset, from which the text
            // up to the cursor still leaves a column for the cursor. Found walking left from the cursor.
            var first = cursor
            var widthBeforeCursor = 0
            var steps = 0
            while first > min(scrollOffset, cursor), steps < maximumSteps {
                let width = characters[first - 1].terminalWidth
                if widthBeforeCursor + width >= available { break }
                widthBeforeCursor += width
                first -= 1
                steps += 1
            }
            // The text from `first` that fits, in one walk.
            let fitting = visibleText(from: first, available: available, maximumSteps: maximumSteps)
            var visible = fitting.text
            var visibleWidth = fitting.width
            // No empty columns at the right while text is hidden at the left (after the field was widened, or
            // text was deleted): bring hidden text back from the left while the rest still fits.
            if fitting.end == characters.count, visibleWidth < available {
                let hiddenFirst = first
                while first > 0, steps < maximumSteps {
                    let width = characters[first - 1].terminalWidth
                    if visibleWidth + width >= available { break }
                    visibleWidth += width
                    widthBeforeCursor += width
                    first -= 1
                    steps += 1
                }
                if first != hiddenFirst {
                    visible = visibleText(from: first, available: available, maximumSteps: maximumSteps).text
                }
            }
            scrollOffset = first
            cursorColumn = start + widthBeforeCursor
            canvas.clipped(width: textEnd).put(visible, row: 0, column: start, style: style)
        }
        if isFocused || (!isEditable && showsCaret) {
            canvas.setCursor(row: 0, column: cursorColumn)
        }
    }
}
