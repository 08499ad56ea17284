import FuzzSupport
import RxTerminal
import RxTesting
import XCTest

/// Random terminal input with fixed seeds: no crash, no hang, and the same keys however the bytes are split into
/// reads.
final class KeyDecoderFuzzTests: RxTestCase {
    private static let escape: UInt8 = 0x1B
    private static let pasteStart = [escape] + Array("[200~".utf8)
    private static let pasteEnd = [escape] + Array("[201~".utf8)

    /// Pieces random input is built from: whole and cut escape sequences, paste markers, broken UTF-8, text.
    private static let fragments: [[UInt8]] = [
        [escape], [escape, escape], [escape] + Array("[A".utf8), [escape] + Array("[1;5C".utf8),
        [escape] + Array("OP".utf8), [escape] + Array("OM".utf8), [escape] + Array("[3~".utf8),
        [escape] + Array("[15~".utf8), [escape] + Array("[24~".utf8), [escape] + Array("[99999999999999999999~".utf8),
        [escape, 0x5B] + Array(repeating: 0x3B, count: 70) + [0x41], [escape, 0x5B, 0x32, 0x00],
        [escape, 0xC3, 0xA9], [escape, 0xFF], [escape, 0x7F], [escape, 0x5B, 0xC3, 0xA9],
        pasteStart, pasteEnd, pasteStart + Array("pasted\r\ntext".utf8) + pasteEnd,
        [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0xF4, 0x90, 0x80, 0x80],
        [0xFE], [0x80, 0x80], Array("\r\n".utf8), [0x7F], [0x00], [0x08], [0x1C], [0x1F], [0x03], [0x09],
        Array("e\u{301}".utf8), Array("\u{301}".utf8), Array("🇩🇪".utf8), Array("👩‍👩‍👧".utf8), Array("日本".utf8),
        Array("abc".utf8), Array(" ".utf8),
    ]

    /// One random input: up to 40 pieces, each random bytes, a fragment or a fragment cut short.
    private static func randomInput(using random: inout SplitMix64) -> [UInt8] {
        var input: [UInt8] = []
        for _ in 0..<random.int(in: 1...40) {
            switch random.below(4) {
            case 0:
                input += random.bytes(random.int(in: 1...6))
            case 1:
                let fragment = random.pick(fragments)
                input += fragment.prefix(random.int(in: 1...fragment.count))
            default:
                input += random.pick(fragments)
            }
        }
        return input
    }

    func testRandomInputGivesTheSameKeysWholeAndInRandomChunks() {
        var random = SplitMix64(seed: 0x5EED_0001)
        for iteration in 0..<1500 {
            let input = Self.randomInput(using: &random)
            let whole = Self.decode([input])
            let chunks = random.chunks(of: input, maximumLength: random.pick([1, 3, 8]))
            let chunked = Self.decode(chunks)
            guard Self.tokens(whole) == Self.tokens(chunked) else {
                XCTFail(
                    "iteration \(iteration): \(Self.hex(input)) in chunks \(chunks.map(Self.hex)): whole \(whole), chunked \(chunked)"
                )
                return
            }
        }
    }

    func testPlainBytesDecodeWithoutLosingText() {
        // Printable ASCII never disappears or changes, whatever surrounds it and however it is split.
        var random = SplitMix64(seed: 0x5EED_0002)
        for iteration in 0..<500 {
            let text = (0..<random.int(in: 1...200)).map { _ in UInt8(random.int(in: 0x20...0x7E)) }
            let keys = Self.decode(random.chunks(of: text, maximumLength: 16))
            let typed = String(decoding: text, as: UTF8.self)
            guard keys == typed.map(Key.character) else {
                XCTFail("iteration \(iteration): \(typed.debugDescription) gave \(keys)")
                return
            }
        }
    }

    func testPastesArriveWholeInOneKeyWhateverTheChunking() {
        var random = SplitMix64(seed: 0x5EED_0003)
        let alphabet = Array("ab \t\r\n~[201".utf8) + [Self.escape] + Array("é😀".utf8)
        for iteration in 0..<150 {
            var content = (0..<random.int(in: 0...1500)).map { _ in random.pick(alphabet) }
            // Keep the end marker out of the content itself.
            while let range = Self.firstRange(of: Self.pasteEnd, in: content) { content.remove(at: range.lowerBound) }
            let input = Array("x".utf8) + Self.pasteStart + content + Self.pasteEnd + Array("y".utf8)
            let keys = Self.decode(random.chunks(of: input, maximumLength: random.pick([1, 5, 64, 4096])))
            let expected = String(decoding: content, as: UTF8.self)
                .split(separator: "\r\n", omittingEmptySubsequences: false).joined(separator: "\n")
                .split(separator: "\r", omittingEmptySubsequences: false).joined(separator: "\n")
            guard keys == [.character("x"), .paste(expected), .character("y")] else {
                XCTFail("iteration \(iteration): paste of \(content.count) bytes gave \(keys.map(\.description))")
                return
            }
        }
    }

    func testHugePasteIsCappedAndTheKeysAfterItStillArrive() {
        var random = SplitMix64(seed: 0x5EED_0004)
        let block = (0..<4099).map { _ in UInt8(random.int(in: 0x20...0x7E)) }
        var content: [UInt8] = []
        while content.count <= KeyDecoder.maximumPasteLength { content += block }
        content.replaceSubrange(1000..<1006, with: Self.pasteStart) // a start marker inside is only data
        let input = Self.pasteStart + content + Self.pasteEnd + [Self.escape] + Array("[A".utf8)
        let keys = Self.decode(random.chunks(of: input, maximumLength: 65_536, allowsEmpty: false))
        XCTAssertEqual(keys.count, 2)
        guard keys.count == 2, case .paste(let text) = keys[0] else {
            return XCTFail("expected a paste and Up, got \(keys.prefix(3).map(\.description))")
        }
        XCTAssertEqual(Array(text.utf8), Array(content.prefix(KeyDecoder.maximumPasteLength)))
        XCTAssertEqual(keys[1], .up)
    }

    func testUnfinishedPasteNeverEndsAndFlushKeepsIt() {
        var random = SplitMix64(seed: 0x5EED_0005)
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.feed(Array("a".utf8) + Self.pasteStart), [.character("a")])
        for _ in 0..<200 {
            // Neither Escape nor Ctrl-C, which ends a paste.
            XCTAssertEqual(
                decoder.feed(random.bytes(random.int(in: 0...512)).filter { $0 != Self.escape && $0 != 0x03 }), [])
            XCTAssertEqual(decoder.flush(), [])
            XCTAssertTrue(decoder.isInPaste)
        }
        let keys = decoder.feed(Self.pasteEnd + Array("z".utf8))
        XCTAssertEqual(keys.count, 2)
        XCTAssertEqual(keys.last, .character("z"))
    }

    // MARK: - Helpers

    private static func decode(_ chunks: [[UInt8]]) -> [Key] {
        var decoder = KeyDecoder()
        var keys: [Key] = []
        for chunk in chunks { keys += decoder.feed(chunk) }
        return keys + decoder.flush()
    }

    /// What must not depend on chunking: keys in order, with each run of typed characters as one run of scalars
    /// (a combining mark read separately from its base is its own `Character`, and that is fine).
    private enum Token: Equatable {
        case text([Unicode.Scalar])
        case key(Key)
    }

    private static func tokens(_ keys: [Key]) -> [Token] {
        var tokens: [Token] = []
        for key in keys {
            if case .character(let character) = key {
                if case .text(let scalars)? = tokens.last {
                    tokens[tokens.count - 1] = .text(scalars + character.unicodeScalars)
                } else {
                    tokens.append(.text(Array(character.unicodeScalars)))
                }
            } else {
                tokens.append(.key(key))
            }
        }
        return tokens
    }

    private static func firstRange(of needle: [UInt8], in haystack: [UInt8]) -> Range<Int>? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count)
        where haystack[start..<(start + needle.count)].elementsEqual(needle) {
            return start..<(start + needle.count)
        }
        return nil
    }

    private static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { String($0, radix: 16) }.joined(separator: " ")
    }
}
