/// The first pass of `TextSanitizer`: removes control characters and whole escape sequences, turns line breaks and
/// tabs into spaces, and drops invisible format characters that stand alone, scalar by scalar.
///
/// Sequences are recognised as a terminal (ECMA-48, xterm) would parse them, so nothing a terminal would act on is
/// left behind as text either: `ESC [ 2 J` goes whole, not just its `ESC`.
/// - 7-bit and 8-bit CSI (`ESC [`, U+009B): parameter and intermediate bytes, then one final byte.
/// - String sequences, 7-bit and 8-bit — OSC (`ESC ]`, U+009D), DCS (`ESC P`, U+0090), SOS (`ESC X`, U+0098),
///   PM (`ESC ^`, U+009E), APC (`ESC _`, U+009F): everything up to BEL, ST (`ESC \`, U+009C), CAN or SUB; an
///   unterminated one runs to the end of the text, as the terminal would swallow it.
/// - Other escapes: `ESC`, intermediate bytes (0x20–0x2F), one final byte (0x30–0x7E).
struct ControlStripper {
    /// The most scalars to produce; the pass stops there and reports `truncated`.
    let scalarBudget: Int

    /// The cleaned scalars, and whether input was left over when the budget ran out.
    ///
    /// Linear in the input read, which stops once the budget is reached.
    func strip(_ text: String) -> (scalars: String.UnicodeScalarView, truncated: Bool) {
        var input = ScalarCursor(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var produced = 0
        while let scalar = input.current {
            if produced >= scalarBudget { return (output, true) }
            input.advance()
            switch scalar.value {
            case 0x1B:
                skipEscape(&input)
            case 0x9B:
                skipControlSequence(&input)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                skipString(&input)
            case 0x0D:
                if input.current?.value == 0x0A { input.advance() }
                output.append(" ")
                produced += 1
            case 0x09, 0x0A, 0x0B, 0x0C, 0x85, 0x2028, 0x2029:
                output.append(" ")
                produced += 1
            case 0x00...0x1F, 0x7F...0x9F:
                break
            default:
                if !Self.isInvisible(scalar) {
                    output.append(scalar)
                    produced += 1
                }
            }
        }
        return (output, false)
    }

    /// After an `ESC`: skips the rest of the sequence it begins.
    private func skipEscape(_ input: inout ScalarCursor) {
        guard let next = input.current?.value else { return }
        switch next {
        case 0x5B: // [
            input.advance()
            skipControlSequence(&input)
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F: // ] P X ^ _
            input.advance()
            skipString(&input)
        case 0x20...0x2F:
            while let value = input.current?.value, (0x20...0x2F).contains(value) { input.advance() }
            if let value = input.current?.value, (0x30...0x7E).contains(value) { input.advance() }
        case 0x30...0x7E:
            input.advance()
        default:
            break // a lone ESC: dropped; what follows is read normally
        }
    }

    /// After a CSI introducer: parameter (0x30–0x3F) and intermediate (0x20–0x2F) bytes, then a final byte.
    private func skipControlSequence(_ input: inout ScalarCursor) {
        while let value = input.current?.value, (0x20...0x3F).contains(value) { input.advance() }
        if let value = input.current?.value, (0x40...0x7E).contains(value) { input.advance() }
    }

    /// After an OSC, DCS, SOS, PM or APC introducer: skips to after its terminator (or to the end of the text).
    private func skipString(_ input: inout ScalarCursor) {
        while let value = input.current?.value {
            switch value {
            case 0x07, 0x9C, 0x18, 0x1A:
                input.advance()
                return
            case 0x1B:
                // ESC \ is the terminator; any other ESC ends the string and starts a new sequence.
                if input.next?.value == 0x5C {
                    input.advance()
                    input.advance()
                }
                return
            default:
                input.advance()
            }
        }
    }

    /// Format characters that can reorder or hide text (bidi embeddings, overrides, isolates and marks, zero-width
    /// spaces, soft hyphens, byte-order marks, interlinear annotations) and other default-ignorable code points.
    ///
    /// Joiners, variation selectors and tag characters are kept here: the second pass keeps them only inside a
    /// character they belong to (an emoji sequence, a ligature in Arabic or Indic script).
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        if isAttachable(scalar) { return false }
        return scalar.properties.generalCategory == .format || scalar.properties.isDefaultIgnorableCodePoint
    }

    /// Zero-width joiner and non-joiner, variation selectors and tags: meaningful only after another character.
    static func isAttachable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200C, 0x200D, 0xFE00...0xFE0F, 0xE0100...0xE01EF, 0x180B...0x180D, 0x180F, 0xE0020...0xE007F:
            return true
        default:
            return false
        }
    }
}

/// A read position in a string's scalars, with one scalar of look-ahead.
private struct ScalarCursor {
    private let scalars: String.UnicodeScalarView
    private var index: String.UnicodeScalarView.Index

    init(_ scalars: String.UnicodeScalarView) {
        self.scalars = scalars
        index = scalars.startIndex
    }

    /// The scalar at the position, `nil` at the end.
    var current: Unicode.Scalar? {
        index < scalars.endIndex ? scalars[index] : nil
    }

    /// The scalar after the current one, `nil` when there is none.
    var next: Unicode.Scalar? {
        guard index < scalars.endIndex else { return nil }
        let following = scalars.index(after: index)
        return following < scalars.endIndex ? scalars[following] : nil
    }

    /// Moves one scalar on (not past the end).
    mutating func advance() {
        if index < scalars.endIndex { index = scalars.index(after: index) }
    }
}
