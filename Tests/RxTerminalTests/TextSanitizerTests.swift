import FuzzSupport
import Rx
import RxTerminal
import RxTesting
import XCTest

final class TextSanitizerTests: RxTestCase {
    private let clean = TextSanitizer(secrets: [])

    func testEscapeSequencesGoWhole() {
        let cases: [(String, String)] = [
            ("a\u{1B}]0;owned\u{07}b", "ab"), // OSC title, BEL-terminated
            ("a\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\b", "alinkb"), // OSC hyperlink, ST-terminated
            ("a\u{9D}0;owned\u{9C}b", "ab"), // 8-bit OSC and ST
            ("a\u{1B}[2J\u{1B}[3J\u{1B}[Hb", "ab"), // CSI clear screen, scrollback, home
            ("a\u{1B}[38;2;255;0;0mred\u{1B}[0m", "ared"), // SGR
            ("a\u{9B}2Jb", "ab"), // 8-bit CSI
            ("a\u{1B}P1$r\u{1B}\\b", "ab"), // DCS
            ("a\u{90}q#0\u{9C}b", "ab"), // 8-bit DCS
            ("a\u{1B}_apc\u{1B}\\b\u{1B}^pm\u{07}c\u{1B}Xsos\u{1B}\\d", "abcd"), // APC, PM, SOS
            ("a\u{1B}cb", "ab"), // RIS (full reset)
            ("a\u{1B}(Bb\u{1B}#8c", "abc"), // charset, DEC test with intermediates
            ("a\u{1B}]0;never terminated", "a"), // the terminal would swallow the rest
            ("a\u{1B}]0;x\u{1B}[2Jb", "ab"), // ESC inside OSC ends it and starts a CSI
            ("a\u{1B}", "a"),
        ]
        for (input, expected) in cases {
            XCTAssertEqual(clean.sanitize(input), expected, input.debugDescription)
        }
    }

    func testControlsGoAndLineBreaksAndTabsBecomeOneSpaceEach() {
        XCTAssertEqual(clean.sanitize("a\u{0}b\u{7}c\u{8}d\u{7F}e\u{85}f\u{9C}g\u{1A}"), "abcde fg")
        XCTAssertEqual(
            clean.sanitize("one\r\ntwo\nthree\rfour\tfive\u{2028}six\u{0B}seven"), "one two three four five six seven")
    }

    func testBidiControlsAndInvisibleFormatCharactersGo() {
        let bidi = "\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}\u{200E}\u{200F}\u{061C}"
        XCTAssertEqual(clean.sanitize("exe" + bidi + ".txt"), "exe.txt")
        let invisible = "\u{200B}\u{2060}\u{FEFF}\u{00AD}\u{180E}\u{2061}\u{FFF9}\u{3164}\u{115F}"
        XCTAssertEqual(clean.sanitize("pay" + invisible + "pal"), "paypal")
        XCTAssertEqual(clean.sanitize("\u{200D}\u{FE0F}\u{E0041}x"), "x", "joiners and tags alone")
    }

    func testWhatTextNeedsSurvives() {
        let texts = [
            "Zürich", "São Paulo", "東京 ☕", "👨‍👩‍👧‍👦", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "❤️", "नमस्ते",
            "می‌خواهم", "e\u{301}", "1️⃣", "a b",
        ]
        for text in texts {
            XCTAssertEqual(clean.sanitize(text), text, text.debugDescription)
        }
    }

    func testZalgoTowersAreCutPerCharacter() {
        let tower = "a" + String(repeating: "\u{301}", count: 500)
        let result = clean.sanitize(tower)
        XCTAssertEqual(result.count, 1)
        XCTAssertEqual(result.unicodeScalars.count, TextSanitizer.maximumScalarsPerCharacter)
    }

    func testLongTextIsCutWithAnEllipsis() {
        XCTAssertEqual(TextSanitizer(maximumLength: 5, secrets: []).sanitize("abcdefgh"), "abcd…")
        XCTAssertEqual(TextSanitizer(maximumLength: 5, secrets: []).sanitize("abcde"), "abcde")
        XCTAssertEqual(TextSanitizer(maximumLength: 5, ellipsis: "", secrets: []).sanitize("abcdefgh"), "abcde")
        XCTAssertEqual(TextSanitizer(maximumLength: 3, secrets: []).sanitize("ab\u{1B}[2Jcdef"), "ab…")
        let huge = String(repeating: "x", count: 200_000)
        XCTAssertEqual(TextSanitizer.sanitize(huge).count, TextSanitizer.defaultMaximumLength)
        XCTAssertTrue(TextSanitizer.sanitize(huge).hasSuffix("x…"))
        XCTAssertNil(TextSanitizer(maximumLength: nil, secrets: []).sanitize(huge).last { $0 != "x" })
    }

    func testSecretsAreRedactedWhereverTheyOccur() {
        let token = "ghp_abcdef123456"
        let sanitizer = TextSanitizer(secrets: [token, "abc"]) // "abc" is too short to be redacted
        XCTAssertEqual(sanitizer.sanitize("Bad credentials \(token)."), "Bad credentials [redacted].")
        XCTAssertEqual(sanitizer.sanitize("\(token)\(token)"), "[redacted][redacted]")
        XCTAssertEqual(sanitizer.sanitize("ghp_abc\u{1B}[0mdef\u{200B}123456"), "[redacted]", "controls do not hide it")
        XCTAssertEqual(sanitizer.sanitize("abc"), "abc")
    }

    func testASecretCutByTheLengthCapLeavesNoPrefixBehind() {
        let token = "ghp_abcdefghijklmnopqrstuvwxyz0123456789"
        let sanitizer = TextSanitizer(maximumLength: 20, secrets: [token])
        for offset in 0..<30 {
            let text = String(repeating: "-", count: offset) + token + String(repeating: "-", count: 100)
            let result = sanitizer.sanitize(text)
            XCTAssertEqual(result.count, 20, result)
            for length in 4...token.count {
                XCTAssertFalse(result.contains(token.prefix(length)), "offset \(offset): \(result)")
            }
        }
        // A secret redacted early shortens the text: a second one near the cut must not slide into view.
        let two = TextSanitizer(maximumLength: 30, secrets: [token]).sanitize(
            token + String(repeating: "-", count: 15) + token)
        XCTAssertFalse(two.contains("ghp_"), two)
    }

    func testRegisteredSecretsAreRedactedByDefault() {
        let secret = "registered-\(UInt32.random(in: 0...UInt32.max))"
        TextSanitizer.registerSecret(secret + "\n")
        TextSanitizer.registerSecret(nil)
        TextSanitizer.registerSecret("ab")
        XCTAssertTrue(TextSanitizer.registeredSecrets.contains(secret))
        XCTAssertFalse(TextSanitizer.registeredSecrets.contains("ab"))
        XCTAssertEqual(TextSanitizer.sanitize("key=\(secret)"), "key=[redacted]")
        var frame = Frame(width: 40, height: 1)
        frame.put("key=\(secret)", row: 0, column: 0)
        XCTAssertEqual(frame.lines, ["key=[redacted]"], "the full-screen UI draws through the same function")
    }

    func testRandomInputNeverLeavesAControlSequenceOrBidiCharacter() {
        var generator = SplitMix64(seed: 0x5EED_7E47)
        let alphabet: [UInt32] = [
            0x1B, 0x9B, 0x9D, 0x90, 0x9C, 0x07, 0x5B, 0x5D, 0x5C, 0x50, 0x3B, 0x30, 0x41, 0x6D,
            0x0A, 0x0D, 0x09, 0x202E, 0x2066, 0x200D, 0x301, 0x1F600, 0xE0041, 0x20, 0x61,
        ]
        for _ in 0..<3_000 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int(generator.next() % 40) {
                let value =
                    Int(generator.next() % 3) == 0
                    ? UInt32(generator.next() % 0x3000) : alphabet[Int(generator.next() % UInt64(alphabet.count))]
                if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
            }
            let input = String(scalars)
            let result = TextSanitizer(maximumLength: 30, secrets: []).sanitize(input)
            XCTAssertLessThanOrEqual(result.count, 30)
            for scalar in result.unicodeScalars {
                let value = scalar.value
                XCTAssertFalse(
                    value < 0x20 || (0x7F...0x9F).contains(value),
                    "\(input.debugDescription) → \(result.debugDescription)")
                XCTAssertFalse(
                    [
                        0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F,
                        0x061C,
                    ].contains(value), "\(input.debugDescription) → \(result.debugDescription)")
            }
            XCTAssertEqual(TextSanitizer(maximumLength: 30, secrets: []).sanitize(result), result, "idempotent")
        }
    }

    func testTheFullScreenUIDrawsNoEscapeSequenceFromItsText() {
        let terminal = MemoryTerminal(columns: 40, rows: 3)
        let list = ListView()
        let hostile = ListCell(title: "a\u{1B}]0;owned\u{07}\u{1B}[2Jb", detail: "\u{9B}31m\u{202E}txt.exe\r\nnext")
        list.setCells([hostile], models: [0])
        let screen = Screen(terminal: terminal, content: list, scheduler: MainScheduler.instance)
        screen.render()
        XCTAssertEqual(terminal.lines.first, "› ab  txt.exe next")
        XCTAssertFalse(
            terminal.output.contains("]0;") || terminal.output.contains("[2J") || terminal.output.contains("\u{9B}")
                || terminal.output.contains("\u{202E}") || terminal.output.contains("owned"),
            terminal.output.debugDescription)
    }
}
