import Rx

/// An in-memory terminal for tests: it interprets what is written (cursor moves, erasing, styles, wide
/// characters) into a grid you can read back, and lets a test type keys and resize it.
///
/// Use it wherever a `TerminalDevice` is expected; no TTY is needed. Use from one thread.
public final class MemoryTerminal: TerminalDevice {
    /// The current size; change it with `resize(to:)`.
    public private(set) var size: TerminalSize
    /// Everything written, in order, one entry per `write(_:)` call.
    public private(set) var writes: [String] = []
    /// The screen contents as the emulator sees them.
    public private(set) var screen: Frame
    /// Where the emulated cursor is.
    public private(set) var cursor = Position(row: 0, column: 0)
    /// Whether the cursor is shown (`ESC [ ? 25 h` / `l`).
    public private(set) var isCursorVisible = true
    /// Whether the alternate screen is active (`ESC [ ? 1049 h` / `l`).
    public private(set) var isAlternateScreen = false
    /// Whether bracketed paste is on (`ESC [ ? 2004 h` / `l`).
    public private(set) var isBracketedPaste = false

    private let inputSubject = PublishSubject<[UInt8]>()
    private let resizeSubject = PublishSubject<TerminalSize>()
    private var style = Style.plain
    private var pendingEscape = ""

    /// A blank terminal of `columns` × `rows`.
    public init(columns: Int = 80, rows: Int = 24) {
        size = TerminalSize(columns: columns, rows: rows)
        screen = Frame(width: columns, height: rows)
    }

    deinit {
        inputSubject.onCompleted()
        resizeSubject.onCompleted()
    }

    /// Bytes "typed" with `type(_:)` and `send(_:)`.
    public var input: Observable<[UInt8]> { inputSubject.asObservable() }
    /// Sizes set with `resize(to:)`.
    public var resized: Observable<TerminalSize> { resizeSubject.asObservable() }

    /// Simulates typing `text` (its UTF-8 bytes, escape sequences included) in one read.
    public func type(_ text: String) {
        inputSubject.onNext(Array(text.utf8))
    }

    /// Simulates one read of raw `bytes`.
    public func send(_ bytes: [UInt8]) {
        inputSubject.onNext(bytes)
    }

    /// Simulates a resize: the screen is cleared (as the app must redraw) and the new size is announced.
    public func resize(to size: TerminalSize) {
        self.size = size
        screen = Frame(width: size.columns, height: size.rows)
        cursor = Position(row: 0, column: 0)
        resizeSubject.onNext(size)
    }

    /// The emulated screen's rows, trailing spaces removed.
    public var lines: [String] { screen.lines }

    /// Everything written so far, concatenated.
    public var output: String { writes.joined() }

    /// Forgets the write log (not the screen), so a test can look at what the next update writes.
    public func clearWrites() {
        writes.removeAll()
    }

    /// Interprets `text` as a terminal would.
    public func write(_ text: String) {
        writes.append(text)
        for character in text {
            if !pendingEscape.isEmpty || character == "\u{1B}" {
                pendingEscape.append(character)
                if isComplete(pendingEscape) {
                    perform(pendingEscape)
                    pendingEscape = ""
                }
                continue
            }
            switch character {
            case "\r": cursor.column = 0
            case "\r\n": cursor = Position(row: min(cursor.row + 1, size.rows - 1), column: 0)
            case "\n": cursor.row = min(cursor.row + 1, size.rows - 1)
            default:
                let end = screen.put(String(character), row: cursor.row, column: cursor.column, style: style)
                cursor.column = min(end, size.columns)
            }
        }
    }

    private func isComplete(_ sequence: String) -> Bool {
        let scalars = Array(sequence.unicodeScalars)
        guard scalars.count >= 2 else { return false }
        guard scalars[1] == "[" else { return true } // a two-character escape such as ESC 7
        guard scalars.count > 2, let last = scalars.last else { return false }
        return (0x40...0x7E).contains(last.value) || scalars.count > 64
    }

    private func perform(_ sequence: String) {
        guard sequence.hasPrefix("\u{1B}["), let final = sequence.last else { return }
        let body = String(sequence.dropFirst(2).dropLast())
        let numbers = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        func number(_ index: Int, _ fallback: Int) -> Int {
            index < numbers.count ? (numbers[index] ?? fallback) : fallback
        }
        switch final {
        case "H", "f":
            cursor = Position(
                row: min(max(0, number(0, 1) - 1), size.rows - 1),
                column: min(max(0, number(1, 1) - 1), size.columns - 1))
        case "K":
            let mode = number(0, 0)
            let columns =
                mode == 0 ? cursor.column..<size.columns : mode == 1 ? 0..<(cursor.column + 1) : 0..<size.columns
            screen.fill(row: cursor.row, columns: columns, style: Style(background: style.background))
        case "J" where number(0, 0) == 2:
            screen = Frame(width: size.columns, height: size.rows)
        case "m":
            applySGR(numbers.map { $0 ?? 0 })
        case "h", "l":
            let on = final == "h"
            switch body {
            case "?25": isCursorVisible = on
            case "?1049":
                isAlternateScreen = on
                screen = Frame(width: size.columns, height: size.rows)
            case "?2004": isBracketedPaste = on
            default: break
            }
        default:
            break
        }
    }

    private func applySGR(_ codes: [Int]) {
        var index = 0
        while index < codes.count {
            let code = codes[index]
            switch code {
            case 0: style = .plain
            case 1: style.bold = true
            case 2: style.dim = true
            case 3: style.italic = true
            case 4: style.underline = true
            case 7: style.inverse = true
            case 30...37: style.foreground = Color(index: UInt8(code - 30))
            case 39: style.foreground = nil
            case 40...47: style.background = Color(index: UInt8(code - 40))
            case 49: style.background = nil
            case 90...97: style.foreground = Color(index: UInt8(code - 90 + 8))
            case 100...107: style.background = Color(index: UInt8(code - 100 + 8))
            case 38, 48:
                if index + 2 < codes.count, codes[index + 1] == 5, let value = UInt8(exactly: codes[index + 2]) {
                    if code == 38 {
                        style.foreground = Color(index: value)
                    } else {
                        style.background = Color(index: value)
                    }
                    index += 2
                }
            default: break
            }
            index += 1
        }
    }
}
