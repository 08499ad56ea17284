import FuzzSupport
import RxTerminal
import RxTesting
import XCTest

final class KeyDecoderTests: RxTestCase {
    private struct Case {
        let name: String
        let chunks: [[UInt8]]
        let expected: [Key]
        var flush = false
        var line: UInt = #line
    }

    private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    private let table: [Case] = [
        Case(
            name: "ASCII text", chunks: [bytes("abc")], expected: [.character("a"), .character("b"), .character("c")]),
        Case(
            name: "UTF-8 text", chunks: [bytes("é日😀")], expected: [.character("é"), .character("日"), .character("😀")]),
        Case(
            name: "combining mark joins its base", chunks: [bytes("e\u{301}x")],
            expected: [.character("e\u{301}"), .character("x")]),
        Case(name: "Enter as CR", chunks: [[0x0D]], expected: [.enter]),
        Case(name: "Enter as LF", chunks: [[0x0A]], expected: [.enter]),
        Case(name: "Backspace as DEL and BS", chunks: [[0x7F, 0x08]], expected: [.backspace, .backspace]),
        Case(name: "Tab", chunks: [[0x09]], expected: [.tab]),
        Case(name: "Shift-Tab", chunks: [bytes("\u{1B}[Z")], expected: [.backTab]),
        Case(
            name: "Ctrl letters", chunks: [[0x01, 0x03, 0x17, 0x1A]],
            expected: [.ctrl("a"), .ctrl("c"), .ctrl("w"), .ctrl("z")]),
        Case(
            name: "arrows CSI", chunks: [bytes("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D")],
            expected: [.up, .down, .right, .left]),
        Case(name: "arrows SS3", chunks: [bytes("\u{1B}OA\u{1B}OD")], expected: [.up, .left]),
        Case(name: "modified arrow", chunks: [bytes("\u{1B}[1;5C")], expected: [.right]),
        Case(
            name: "Home and End, every spelling",
            chunks: [bytes("\u{1B}[H\u{1B}[F\u{1B}OH\u{1B}OF\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~")],
            expected: [.home, .end, .home, .end, .home, .end, .home, .end]),
        Case(
            name: "Delete, Insert, PageUp, PageDown", chunks: [bytes("\u{1B}[3~\u{1B}[2~\u{1B}[5~\u{1B}[6~")],
            expected: [.delete, .insert, .pageUp, .pageDown]),
        Case(
            name: "function keys", chunks: [bytes("\u{1B}OP\u{1B}[15~\u{1B}[24~")],
            expected: [.function(1), .function(5), .function(12)]),
        Case(name: "Alt-letter", chunks: [bytes("\u{1B}b")], expected: [.alt("b")]),
        Case(name: "Alt-Backspace", chunks: [[0x1B, 0x7F]], expected: [.alt("\u{7F}")]),
        Case(name: "lone Esc waits for flush", chunks: [[0x1B]], expected: [.escape], flush: true),
        Case(name: "Esc Esc", chunks: [[0x1B, 0x1B]], expected: [.escape, .escape], flush: true),
        Case(
            name: "bracketed paste is one event", chunks: [bytes("\u{1B}[200~hello\nworld\u{1B}[201~x")],
            expected: [.paste("hello\nworld"), .character("x")]),
        Case(
            name: "paste keeps escape-looking bytes and CR becomes LF",
            chunks: [bytes("\u{1B}[200~a\u{1B}[Ab\r\nc\u{1B}[201~")],
            expected: [.paste("a\u{1B}[Ab\nc")]),
        Case(name: "CSI split across reads", chunks: [[0x1B], [0x5B], [0x41]], expected: [.up]),
        Case(
            name: "CSI with parameters split", chunks: [bytes("\u{1B}[1"), bytes(";5"), bytes("D")], expected: [.left]),
        Case(name: "UTF-8 split across reads", chunks: [[0xE6], [0x97], [0xA5]], expected: [.character("日")]),
        Case(
            name: "paste split, marker split",
            chunks: [bytes("\u{1B}[20"), bytes("0~ab"), bytes("c\u{1B}[2"), bytes("01~")],
            expected: [.paste("abc")]),
        Case(
            name: "paste split inside the end marker at every point",
            chunks: [bytes("\u{1B}[200~x\u{1B}"), bytes("[201"), bytes("~")],
            expected: [.paste("x")]),
        Case(
            name: "unfinished CSI on flush becomes Esc and text", chunks: [bytes("\u{1B}[1")],
            expected: [.escape, .character("["), .character("1")], flush: true),
        Case(
            name: "invalid UTF-8 is dropped", chunks: [[0x61, 0xFF, 0xC0, 0x80, 0x62, 0xED, 0xA0, 0x80, 0x63]],
            expected: [.character("a"), .character("b"), .character("c")]),
        Case(name: "truncated UTF-8 then ASCII", chunks: [[0xE6, 0x97, 0x61]], expected: [.character("a")]),
        Case(name: "unknown CSI is ignored", chunks: [bytes("\u{1B}[99~\u{1B}[?1;2cq")], expected: [.character("q")]),
        Case(
            name: "CSI broken by a control byte", chunks: [[0x1B, 0x5B, 0x31, 0x03, 0x61]],
            expected: [.ctrl("c"), .character("a")]),
        Case(
            name: "cut UTF-8 on flush is dropped", chunks: [[0x61, 0xE6, 0x97]], expected: [.character("a")],
            flush: true),
    ]

    func testTable() {
        for testCase in table {
            var decoder = KeyDecoder()
            var keys: [Key] = []
            for chunk in testCase.chunks { keys += decoder.feed(chunk) }
            if testCase.flush { keys += decoder.flush() }
            XCTAssertEqual(keys, testCase.expected, testCase.name, line: testCase.line)
            XCTAssertFalse(decoder.needsFlush, "\(testCase.name): nothing should stay pending", line: testCase.line)
        }
    }

    func testEverySplitOfAMixedStreamDecodesTheSame() {
        let stream = Array("a日\u{1B}[A\u{1B}[200~p日\u{1B}[201~\u{1B}[3~é\u{1B}OB\r".utf8)
        var whole = KeyDecoder()
        let expected = whole.feed(stream)
        XCTAssertEqual(
            expected, [.character("a"), .character("日"), .up, .paste("p日"), .delete, .character("é"), .down, .enter])
        for first in 0...stream.count {
            for second in first...stream.count {
                var decoder = KeyDecoder()
                let keys =
                    decoder.feed(stream[..<first]) + decoder.feed(stream[first..<second])
                    + decoder.feed(stream[second...])
                XCTAssertEqual(keys, expected, "split at \(first), \(second)")
            }
        }
    }

    func testPendingEscapeIsReportedUntilFlushed() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.feed([0x1B]), [])
        XCTAssertTrue(decoder.needsFlush)
        XCTAssertEqual(decoder.flush(), [.escape])
        XCTAssertFalse(decoder.needsFlush)
    }

    func testUnfinishedPasteIsNotFlushed() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.feed(Array("\u{1B}[200~abc".utf8)), [])
        XCTAssertTrue(decoder.isInPaste)
        XCTAssertEqual(decoder.flush(), [])
        XCTAssertEqual(decoder.feed(Array("\u{1B}[201~".utf8)), [.paste("abc")])
    }

    /// A paste whose end never comes does not swallow Ctrl-C: it ends the paste, after the text pasted so far.
    func testCtrlCEndsAPasteThatNeverEnds() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.feed(Array("\u{1B}[200~abc".utf8)), [])
        XCTAssertEqual(decoder.feed([0x03] + Array("x".utf8)), [.paste("abc"), .ctrl("c"), .character("x")])
        XCTAssertFalse(decoder.isInPaste)
        var empty = KeyDecoder()
        XCTAssertEqual(empty.feed(Array("\u{1B}[200~".utf8) + [0x03]), [.ctrl("c")])
        var split = KeyDecoder()
        XCTAssertEqual(split.feed(Array("\u{1B}[200~ab".utf8)), [])
        XCTAssertEqual(split.feed(Array("c\u{1B}".utf8)), [])
        XCTAssertEqual(split.feed([0x03]), [.paste("abc\u{1B}"), .ctrl("c")])
    }

    func testRandomBytesNeverCrashAndNeverStallForever() {
        var generator = SplitMix64(seed: 0x5EED)
        for _ in 0..<10_000 {
            var decoder = KeyDecoder()
            let length = Int(generator.next() % 64)
            var bytes: [UInt8] = []
            for _ in 0..<length {
                // Bias toward the interesting bytes: ESC, '[', digits, '~', UTF-8 leads and continuations.
                let pick = generator.next()
                let interesting: [UInt8] = [
                    0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E, 0x4F, 0xE6, 0x97, 0xC3, 0xF0, 0x80, 0x3B,
                ]
                bytes.append(
                    pick % 3 == 0
                        ? interesting[Int(pick / 3 % UInt64(interesting.count))] : UInt8(truncatingIfNeeded: pick >> 8))
            }
            var index = 0
            while index < bytes.count {
                let size = 1 + Int(generator.next() % 8)
                _ = decoder.feed(bytes[index..<min(bytes.count, index + size)])
                index += size
            }
            _ = decoder.flush()
            // Whatever came before, a well-formed key afterwards decodes (unless a paste is still open).
            if !decoder.isInPaste {
                XCTAssertFalse(decoder.needsFlush)
                XCTAssertEqual(decoder.feed(Array("\u{1B}[Bz".utf8)), [.down, .character("z")], "after \(bytes)")
            } else {
                XCTAssertEqual(decoder.feed(Array("\u{1B}[201~z".utf8)).last, .character("z"), "after \(bytes)")
            }
        }
    }
}
