/// One key press (or one paste) decoded from the bytes a terminal sends.
///
/// Use it to react to input in `Screen.rx.keys` or when writing a custom widget's `handle(_:)`.
public enum Key: Hashable, Sendable {
    /// A printable character (one grapheme cluster), as typed.
    case character(Character)
    /// A printable character typed with Alt (or Meta) held, sent as Esc followed by the character;
    /// Alt-Backspace is `.alt("\u{7F}")`.
    case alt(Character)
    /// Control held with a letter or symbol, normalized to lowercase (`.ctrl("c")` for Ctrl-C).
    case ctrl(Character)
    /// Text pasted while bracketed paste is on, delivered whole as one event.
    case paste(String)
    /// The Return / Enter key.
    case enter
    /// Backspace: deletes the character before the cursor.
    case backspace
    /// Forward delete.
    case delete
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// Escape on its own (not the start of a sequence).
    case escape
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page up.
    case pageUp
    /// Page down.
    case pageDown
    /// Insert.
    case insert
    /// A function key, F1 through F12.
    case function(Int)
}

extension Key: CustomStringConvertible {
    /// A short readable name, such as `Ctrl-C`, `Enter` or `"a"`.
    public var description: String {
        switch self {
        case .character(let character): return "\"\(character)\""
        case .alt(let character): return "Alt-\(character)"
        case .ctrl(let character): return "Ctrl-\(String(character).uppercased())"
        case .paste(let text): return "Paste(\(text.count) characters)"
        case .enter: return "Enter"
        case .backspace: return "Backspace"
        case .delete: return "Delete"
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .escape: return "Esc"
        case .up: return "Up"
        case .down: return "Down"
        case .left: return "Left"
        case .right: return "Right"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "PageUp"
        case .pageDown: return "PageDown"
        case .insert: return "Insert"
        case .function(let number): return "F\(number)"
        }
    }
}
