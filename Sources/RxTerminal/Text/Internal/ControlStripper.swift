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
    func strip(_ text: String) -> (scalars: String.UnicodeScalarView, truncated: Bool) {
        let input = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        while index < input.count {
            if output.count >= scalarBudget { return (output, true) }
            let scalar = input[index]
            let value = scalar.value
            switch value {
            case 0x1B:
                index = skipEscape(input, from: index + 1)
            case 0x9B:
                index = skipControlSequence(input, from: index + 1)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                index = skipString(input, from: index + 1)
            case 0x0D:
                appendSpace(to: &output)
                index += index + 1 < input.count && input[index + 1].value == 0x0A ? 2 : 1
            case 0x09, 0x0A, 0x0B, 0x0C, 0x85, 0x2028, 0x2029:
                appendSpace(to: &output)
                index += 1
            case 0x00...0x1F, 0x7F...0x9F:
                index += 1
            default:
                if !Self.isInvisible(scalar) { output.append(scalar) }
                index += 1
            }
        }
        return (output, false)
    }

    private func appendSpace(to output: inout String.UnicodeScalarView) {
        output.append(" ")
    }

    /// After an `ESC` at `start - 1`: the index after the sequence it begins.
    private func skipEscape(_ input: [Unicode.Scalar], from start: Int) -> Int {
        guard start < input.count else { return start }
        switch input[start].value {
        case 0x5B: // [
            return skipControlSequence(input, from: start + 1)
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F: // ] P X ^ _
            return skipString(input, from: start + 1)
        case 0x20...0x2F:
            var index = start
            while index < input.count, (0x20...0x2F).contains(input[index].value) { index += 1 }
            if index < input.count, (0x30...0x7E).contains(input[index].value) { index += 1 }
            return index
        case 0x30...0x7E:
            return start + 1
        default:
            return start // a lone ESC: dropped; what follows is read normally
        }
    }

    /// After a CSI introducer: parameter (0x30–0x3F) and intermediate (0x20–0x2F) bytes, then a final byte.
    private func skipControlSequence(_ input: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < input.count, (0x20...0x3F).contains(input[index].value) { index += 1 }
        if index < input.count, (0x40...0x7E).contains(input[index].value) { index += 1 }
        return index
    }

    /// After an OSC, DCS, SOS, PM or APC introducer: the index after its terminator (or the end of the text).
    private func skipString(_ input: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < input.count {
            switch input[index].value {
            case 0x07, 0x9C, 0x18, 0x1A:
                return index + 1
            case 0x1B:
                // ESC \ is the terminator; any other ESC ends the string and starts a new sequence.
                if index + 1 < input.count, input[index + 1].value == 0x5C { return index + 2 }
                return index
            default:
                index += 1
            }
        }
        return index
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
