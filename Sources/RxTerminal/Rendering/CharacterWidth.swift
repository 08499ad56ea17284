extension Character {
    /// How many terminal columns the character takes: 2 for East Asian wide and emoji presentation, 0 for
    /// combining marks, zero-width and control characters on their own, 1 otherwise.
    public var terminalWidth: Int {
        guard let first = unicodeScalars.first else { return 0 }
        let width = first.terminalWidth
        if width == 1, first.properties.isEmoji, unicodeScalars.contains(where: { $0.value == 0xFE0F }) {
            return 2 // the emoji presentation selector makes a text-style symbol wide
        }
        return width
    }
}

extension Unicode.Scalar {
    /// Columns for this scalar alone: see `Character.terminalWidth`.
    public var terminalWidth: Int {
        let value = self.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if value < 0x300 { return 1 }
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format:
            return 0
        default:
            break
        }
        if value == 0x200B || (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
        if properties.isEmojiPresentation { return 2 }
        return Self.isWide(value) ? 2 : 1
    }

    /// East Asian Wide and Fullwidth ranges (Unicode 15, condensed).
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
        0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
        0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
        0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1AFF0...0x1B2FF, 0x1F200...0x1F2FF, 0x1F300...0x1F64F,
        0x1F900...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    private static func isWide(_ value: UInt32) -> Bool {
        if value < 0x1100 { return false }
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}

extension StringProtocol {
    /// Columns the string takes in a terminal, adding up `Character.terminalWidth`.
    public var terminalWidth: Int {
        reduce(0) { $0 + $1.terminalWidth }
    }
}
