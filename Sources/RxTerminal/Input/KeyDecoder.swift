/// Turns the bytes a terminal sends into `Key`s.
///
/// Feed it every chunk read from the terminal; a sequence cut between two reads is kept until the rest arrives.
/// When a read ends in the middle of an escape sequence (a lone Esc press looks exactly like that), call `flush()`
/// after a short pause to settle it. Any byte sequence is accepted: bytes that mean nothing are dropped.
public struct KeyDecoder: Sendable {
    private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E] // ESC [ 2 0 1 ~
    private static let maximumSequenceLength = 64
    /// Pasted text beyond this many bytes is dropped, so a runaway paste cannot exhaust memory.
    public static let maximumPasteLength = 1 << 22

    private var pending: [UInt8] = []
    private var paste: [UInt8]?

    /// A decoder with nothing pending.
    public init() {}

    /// `true` when bytes are waiting for the rest of a sequence; call `flush()` if nothing more arrives soon.
    public var needsFlush: Bool {
        paste == nil && !pending.isEmpty
    }

    /// `true` while inside a bracketed paste whose end marker has not arrived yet.
    public var isInPaste: Bool {
        paste != nil
    }

    /// Decodes `bytes` (appended to anything pending) and returns the keys they complete.
    public mutating func feed<Bytes: Sequence>(_ bytes: Bytes) -> [Key] where Bytes.Element == UInt8 {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        let consumed = decode(into: &keys)
        pending.removeFirst(consumed)
        return keys
    }

    /// Settles whatever is pending as if no more bytes will follow: a lone Esc becomes `.escape`, an unfinished
    /// sequence becomes Esc plus its characters, a cut UTF-8 character is dropped. An unfinished paste is kept.
    public mutating func flush() -> [Key] {
        var keys: [Key] = []
        while paste == nil, !pending.isEmpty {
            if pending[0] == 0x1B {
                keys.append(.escape)
                pending.removeFirst()
                var rest: [Key] = []
                let consumed = decode(into: &rest, escapeStartsSequence: false)
                pending.removeFirst(consumed)
                keys += rest
            } else {
                let before = pending.count
                keys += feed([])
                if pending.count == before { pending.removeAll() }
            }
        }
        return keys
    }

    /// Ends a bracketed paste whose end marker never came: the text pasted so far comes out as one `.paste`, and
    /// the bytes after it decode as keys again. Nothing when no paste is open.
    public mutating func endPaste() -> [Key] {
        guard let bytes = paste else { return [] }
        paste = nil
        var keys: [Key] = bytes.isEmpty ? [] : [.paste(Self.pasteText(bytes))]
        keys += feed([])
        return keys
    }

    // MARK: - Decoding

    /// Decodes from the start of `pending`; returns how many bytes were used up.
    private mutating func decode(into keys: inout [Key], escapeStartsSequence: Bool = true) -> Int {
        var index = 0
        var escapeAllowed = escapeStartsSequence
        while index < pending.count {
            if paste != nil {
                guard let next = continuePaste(from: index, into: &keys) else {
                    return pending.count - pendingPasteTail(from: index)
                }
                index = next
                continue
            }
            let byte = pending[index]
            switch byte {
            case 0x1B:
                if !escapeAllowed {
                    escapeAllowed = true
                    keys.append(.escape)
                    index += 1
                    continue
                }
                guard let next = decodeEscape(at: index, into: &keys) else { return index }
                index = next
            case 0x0D, 0x0A:
                keys.append(.enter)
                index += 1
            case 0x09:
                keys.append(.tab)
                index += 1
            case 0x7F, 0x08:
                keys.append(.backspace)
                index += 1
            case 0x00:
                keys.append(.ctrl("@"))
                index += 1
            case 0x01...0x1A:
                keys.append(.ctrl(Character(Unicode.Scalar(byte + 0x60))))
                index += 1
            case 0x1C:
                keys.append(.ctrl("\\"))
                index += 1
            case 0x1D:
                keys.append(.ctrl("]"))
                index += 1
            case 0x1E:
                keys.append(.ctrl("^"))
                index += 1
            case 0x1F:
                keys.append(.ctrl("_"))
                index += 1
            default:
                guard let next = decodeText(at: index, into: &keys) else { return index }
                index = next
            }
            escapeAllowed = true
        }
        return index
    }

    /// A run of printable text; returns nil when it ends in a cut UTF-8 character that needs more bytes.
    private func decodeText(at start: Int, into keys: inout [Key]) -> Int? {
        var scalars = String.UnicodeScalarView()
        var index = start
        var result: Int? = nil
        while index < pending.count {
            let byte = pending[index]
            if byte < 0x20 || byte == 0x7F { break }
            switch UTF8Scalar.decode(pending, at: index) {
            case .scalar(let scalar, let length):
                scalars.append(scalar)
                index += length
            case .invalid:
                index += 1
            case .incomplete:
                result = index
                index = pending.count
            }
        }
        for character in String(scalars) {
            keys.append(.character(character))
        }
        if let result {
            return result == start ? nil : result
        }
        return index
    }

    /// A sequence starting with Esc; returns nil when more bytes are needed to tell what it is.
    private mutating func decodeEscape(at start: Int, into keys: inout [Key]) -> Int? {
        guard start + 1 < pending.count else { return nil }
        let next = pending[start + 1]
        switch next {
        case 0x5B: // [
            return decodeCSI(at: start, into: &keys)
        case 0x4F: // O
            guard start + 2 < pending.count else { return nil }
            if let key = Self.ss3Key(pending[start + 2]) { keys.append(key) }
            return start + 3
        case 0x20...0x7F: // Alt with a printable key; ESC DEL is Alt-Backspace
            keys.append(.alt(Character(Unicode.Scalar(next))))
            return start + 2
        case 0x80...0xFF:
            switch UTF8Scalar.decode(pending, at: start + 1) {
            case .scalar(let scalar, let length):
                keys.append(.alt(Character(scalar)))
                return start + 1 + length
            case .incomplete:
                return nil
            case .invalid:
                keys.append(.escape)
                return start + 1
            }
        default:
            keys.append(.escape)
            return start + 1
        }
    }

    private mutating func decodeCSI(at start: Int, into keys: inout [Key]) -> Int? {
        var index = start + 2
        while index < pending.count {
            let byte = pending[index]
            switch byte {
            case 0x20...0x3F:
                index += 1
                if index - start > Self.maximumSequenceLength { return index } // garbage: drop it
            case 0x40...0x7E:
                let parameters = Array(pending[(start + 2)..<index])
                if byte == 0x7E, Self.firstParameter(parameters) == 200 {
                    paste = []
                } else if let key = Self.csiKey(final: byte, parameters: parameters) {
                    keys.append(key)
                }
                return index + 1
            default:
                return index // not a valid sequence: drop what we saw, decode this byte afresh
            }
        }
        return nil
    }

    /// Adds paste bytes; returns the index after the end marker, or nil when the marker has not arrived.
    ///
    /// A Ctrl-C (byte 3) also ends the paste, and arrives as `.ctrl("c")` after the text pasted so far: a paste
    /// whose end marker never comes (a terminal that dropped it, a stray `ESC [200~`) must not swallow the key that
    /// quits, and pasted text does not carry that control byte.
    private mutating func continuePaste(from start: Int, into keys: inout [Key]) -> Int? {
        let marker = Self.pasteEnd
        var index = start
        while index < pending.count {
            if pending[index] == 0x03 {
                appendPaste(start..<index)
                let bytes = paste ?? []
                paste = nil
                if !bytes.isEmpty { keys.append(.paste(Self.pasteText(bytes))) }
                keys.append(.ctrl("c"))
                return index + 1
            }
            if pending[index] == 0x1B, index + marker.count <= pending.count,
                pending[index..<(index + marker.count)].elementsEqual(marker)
            {
                appendPaste(start..<index)
                let bytes = paste ?? []
                paste = nil
                keys.append(.paste(Self.pasteText(bytes)))
                return index + marker.count
            }
            index += 1
        }
        let tail = pendingPasteTail(from: start)
        appendPaste(start..<(pending.count - tail))
        return nil
    }

    /// How many bytes at the end of `pending` could be the start of the paste end marker.
    private func pendingPasteTail(from start: Int) -> Int {
        let available = pending.count - start
        var length = min(Self.pasteEnd.count - 1, available)
        while length > 0 {
            if pending[(pending.count - length)...].elementsEqual(Self.pasteEnd[..<length]) { return length }
            length -= 1
        }
        return 0
    }

    private mutating func appendPaste(_ range: Range<Int>) {
        guard !range.isEmpty, var bytes = paste else { return }
        paste = nil
        let room = Self.maximumPasteLength - bytes.count
        if room > 0 { bytes.append(contentsOf: pending[range].prefix(room)) }
        paste = bytes
    }

    private static func pasteText(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
            .replacingOccurrences("\r\n", with: "\n")
            .replacingOccurrences("\r", with: "\n")
    }

    private static func firstParameter(_ parameters: [UInt8]) -> Int? {
        var value = 0
        var sawDigit = false
        for byte in parameters {
            guard (0x30...0x39).contains(byte) else { break }
            sawDigit = true
            value = value * 10 + Int(byte - 0x30)
            if value > 100_000 { return nil }
        }
        return sawDigit ? value : nil
    }

    private static func csiKey(final: UInt8, parameters: [UInt8]) -> Key? {
        switch final {
        case 0x41: return .up // A
        case 0x42: return .down // B
        case 0x43: return .right // C
        case 0x44: return .left // D
        case 0x48: return .home // H
        case 0x46: return .end // F
        case 0x5A: return .backTab // Z
        case 0x50...0x53: return .function(Int(final - 0x50) + 1) // P Q R S with modifiers
        case 0x7E:
            switch firstParameter(parameters) {
            case 1, 7: return .home
            case 2: return .insert
            case 3: return .delete
            case 4, 8: return .end
            case 5: return .pageUp
            case 6: return .pageDown
            case let number? where (11...15).contains(number): return .function(number - 10)
            case let number? where (17...21).contains(number): return .function(number - 11)
            case let number? where (23...24).contains(number): return .function(number - 12)
            default: return nil
            }
        default: return nil
        }
    }

    private static func ss3Key(_ byte: UInt8) -> Key? {
        switch byte {
        case 0x41: return .up
        case 0x42: return .down
        case 0x43: return .right
        case 0x44: return .left
        case 0x48: return .home
        case 0x46: return .end
        case 0x4D: return .enter // keypad Enter
        case 0x50...0x53: return .function(Int(byte - 0x50) + 1)
        default: return nil
        }
    }
}

extension String {
    fileprivate func replacingOccurrences(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}

/// Strict UTF-8 decoding of one scalar, telling a cut character apart from a broken one.
enum UTF8Scalar {
    case scalar(Unicode.Scalar, length: Int)
    case incomplete
    case invalid

    static func decode(_ bytes: [UInt8], at start: Int) -> UTF8Scalar {
        let lead = bytes[start]
        let length: Int
        var value: UInt32
        let minimum: UInt32
        switch lead {
        case 0x00...0x7F: return .scalar(Unicode.Scalar(lead), length: 1)
        case 0xC2...0xDF:
            length = 2
            value = UInt32(lead & 0x1F)
            minimum = 0x80
        case 0xE0...0xEF:
            length = 3
            value = UInt32(lead & 0x0F)
            minimum = 0x800
        case 0xF0...0xF4:
            length = 4
            value = UInt32(lead & 0x07)
            minimum = 0x10000
        default: return .invalid
        }
        for offset in 1..<length {
            guard start + offset < bytes.count else { return .incomplete }
            let byte = bytes[start + offset]
            guard byte & 0xC0 == 0x80 else { return .invalid }
            value = value << 6 | UInt32(byte & 0x3F)
            // Reject overlong and out-of-range forms as soon as the second byte tells.
            if offset == 1, length > 2 {
                let shifted = value << (6 * UInt32(length - 2))
                if shifted < minimum || shifted > 0x10FFFF { return .invalid }
            }
        }
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return .invalid }
        return .scalar(scalar, length: length)
    }
}
