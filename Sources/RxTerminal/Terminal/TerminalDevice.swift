import Rx

/// A terminal's size in character cells.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    /// Columns.
    public var columns: Int
    /// Rows.
    public var rows: Int

    /// A size of `columns` × `rows`.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// `80x24`.
    public var description: String { "\(columns)x\(rows)" }
}

/// What a `Screen` needs from a terminal: a size, a place to write, input bytes and size changes.
///
/// `TerminalSession` is the real terminal; `MemoryTerminal` is an in-memory one for tests.
public protocol TerminalDevice: AnyObject {
    /// The current size.
    var size: TerminalSize { get }
    /// Sends text (with escape sequences) to the terminal.
    func write(_ text: String)
    /// The bytes typed or pasted, chunk by chunk, as they are read. Delivered on the main queue for a real terminal.
    var input: Observable<[UInt8]> { get }
    /// Each new size after the terminal is resized.
    var resized: Observable<TerminalSize> { get }
}

/// Why a terminal could not be opened.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// Standard input (or output) is not a terminal: the program was piped or redirected.
    case notATerminal(fileDescriptor: Int32)
    /// The terminal refused a settings change; `errno` says why.
    case settingsFailed(errno: Int32)

    /// A sentence a person can act on.
    public var description: String {
        switch self {
        case .notATerminal(let descriptor):
            let stream =
                descriptor == 0 ? "standard input" : descriptor == 1 ? "standard output" : "descriptor \(descriptor)"
            return "\(stream) is not a terminal: run the program in an interactive terminal"
        case .settingsFailed(let code):
            return "could not put the terminal in raw mode (errno \(code))"
        }
    }
}
