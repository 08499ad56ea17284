/// A terminal color: one of the 16 standard colors or an entry of the 256-color palette.
public enum Color: Hashable, Sendable {
    /// The eight standard colors (palette 0–7).
    case black, red, green, yellow, blue, magenta, cyan, white
    /// The eight bright colors (palette 8–15).
    case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite
    /// An entry of the 256-color palette.
    case palette(UInt8)

    /// The palette index (0–255) of the color.
    public var index: UInt8 {
        switch self {
        case .black: return 0
        case .red: return 1
        case .green: return 2
        case .yellow: return 3
        case .blue: return 4
        case .magenta: return 5
        case .cyan: return 6
        case .white: return 7
        case .brightBlack: return 8
        case .brightRed: return 9
        case .brightGreen: return 10
        case .brightYellow: return 11
        case .brightBlue: return 12
        case .brightMagenta: return 13
        case .brightCyan: return 14
        case .brightWhite: return 15
        case .palette(let index): return index
        }
    }

    /// The color for a palette index, using the named case for the first 16.
    public init(index: UInt8) {
        let named: [Color] = [
            .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white, .brightBlack, .brightRed,
            .brightGreen, .brightYellow, .brightBlue, .brightMagenta, .brightCyan, .brightWhite,
        ]
        self = index < 16 ? named[Int(index)] : .palette(index)
    }
}

/// How a cell is drawn: colors and attributes. The default value is the terminal's plain text.
public struct Style: Hashable, Sendable {
    /// Text color; nil keeps the terminal's default.
    public var foreground: Color?
    /// Background color; nil keeps the terminal's default.
    public var background: Color?
    /// Bold (bright) text.
    public var bold: Bool
    /// Dim (faint) text.
    public var dim: Bool
    /// Italic text.
    public var italic: Bool
    /// Underlined text.
    public var underline: Bool
    /// Foreground and background swapped.
    public var inverse: Bool

    /// A style; every argument defaults to plain.
    public init(
        foreground: Color? = nil, background: Color? = nil, bold: Bool = false, dim: Bool = false,
        italic: Bool = false, underline: Bool = false, inverse: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.italic = italic
        self.underline = underline
        self.inverse = inverse
    }

    /// The terminal's plain text.
    public static let plain = Style()
    /// Bold text.
    public static let bold = Style(bold: true)
    /// Dim text, for placeholders and details.
    public static let dim = Style(dim: true)
    /// Swapped colors, for selections and bars.
    public static let inverse = Style(inverse: true)

    /// The SGR escape sequence that sets exactly this style (starting from a reset).
    public var escapeSequence: String {
        var codes = ["0"]
        if bold { codes.append("1") }
        if dim { codes.append("2") }
        if italic { codes.append("3") }
        if underline { codes.append("4") }
        if inverse { codes.append("7") }
        if let foreground { codes.append(Self.code(foreground, base: 30, brightBase: 90, extended: 38)) }
        if let background { codes.append(Self.code(background, base: 40, brightBase: 100, extended: 48)) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    private static func code(_ color: Color, base: Int, brightBase: Int, extended: Int) -> String {
        let index = Int(color.index)
        switch index {
        case 0..<8: return String(base + index)
        case 8..<16: return String(brightBase + index - 8)
        default: return "\(extended);5;\(index)"
        }
    }
}
