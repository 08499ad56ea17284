/// The one cleaner for text that comes from outside the process (servers, files, pastes) on its way to a terminal,
/// standard output or standard error: what it returns is safe to print as one line and cannot act on the terminal.
///
/// Use `TextSanitizer.sanitize(_:)` on every outside string before printing it; `Frame.put` runs every string the
/// full-screen UI draws through it too. In order, it:
/// 1. removes C0 and C1 control characters, and escape sequences whole (CSI, OSC, DCS, SOS, PM, APC, 7-bit and
///    8-bit; an unterminated string sequence takes the rest of the text with it);
/// 2. turns line breaks (CR, LF, CR LF, NEL, U+2028, U+2029), tabs, vertical tabs and form feeds into one space
///    each: every result is a single line;
/// 3. removes bidi controls (U+202A–202E, U+2066–2069, U+200E, U+200F, U+061C) and every other invisible format
///    or default-ignorable character (zero-width space, word joiner, soft hyphen, BOM, Hangul fillers, …); joiners,
///    variation selectors and tags survive only inside the character they belong to (emoji sequences, scripts that
///    need them), and a character keeps at most `maximumScalarsPerCharacter` scalars (no "Zalgo" towers);
/// 4. replaces each secret the process holds (`TextSanitizer.registerSecret(_:)`) with `[redacted]`, wherever it
///    occurs, after the steps above, so controls hidden inside a secret do not smuggle it out;
/// 5. cuts the text to `maximumLength` characters, the last being `ellipsis`, when it is longer.
///
///     "repo \u{1B}]0;owned\u{07}\u{202E}txt.exe\u{9B}2J"  →  "repo txt.exe"
public struct TextSanitizer: Sendable {
    /// The length cap used by `sanitize(_:)`: 1,000 characters, more than any name, description or message needs.
    public static let defaultMaximumLength = 1_000
    /// What a secret is replaced with.
    public static let redactionMarker = "[redacted]"
    /// The most scalars one character keeps (a flag with tags or a family emoji needs about a dozen).
    public static let maximumScalarsPerCharacter = 32

    /// The most characters of the result, `ellipsis` included; `nil` for no cap.
    public var maximumLength: Int?
    /// Appended when the text was cut (`…` by default; `""` to cut silently, as a terminal row's clipping does).
    public var ellipsis: String
    /// The strings to redact; by default every secret registered with `registerSecret(_:)`.
    public var secrets: [String]

    /// Makes a sanitiser.
    ///
    /// - Parameters:
    ///   - maximumLength: The most characters of the result, `ellipsis` included; `nil` for no cap.
    ///   - ellipsis: Appended when the text was cut.
    ///   - secrets: The strings to redact (the registered secrets by default). Secrets shorter than
    ///     `minimumSecretLength` characters are ignored, so that a one-letter "token" does not blank out
    ///     every occurrence of its letter.
    public init(
        maximumLength: Int? = TextSanitizer.defaultMaximumLength, ellipsis: String = "…",
        secrets: [String] = TextSanitizer.registeredSecrets
    ) {
        self.maximumLength = maximumLength.map { max(0, $0) }
        self.ellipsis = ellipsis
        self.secrets = secrets
    }

    /// `text` cleaned with the default cap and the registered secrets.
    ///
    /// - Parameter text: Text from outside the process.
    /// - Returns: One line, safe to print.
    public static func sanitize(_ text: String) -> String {
        TextSanitizer().sanitize(text)
    }

    /// `text` cleaned by this sanitiser's rules (see the type's documentation).
    ///
    /// The work is bounded by `maximumLength` (plus the longest secret), not by the length of `text`.
    /// - Parameter text: Text from outside the process.
    /// - Returns: One line, safe to print.
    public func sanitize(_ text: String) -> String {
        let secrets = self.secrets.compactMap(SecretRegistry.cleaned)
        let longestSecret = secrets.map(\.count).max() ?? 0
        let keep = maximumLength.map { $0 + longestSecret }
        let budget = keep.map { ($0 + 1).multipliedReportingOverflow(by: Self.maximumScalarsPerCharacter + 1) }
        let stripper = ControlStripper(scalarBudget: budget.map { $0.overflow ? Int.max : $0.partialValue } ?? .max)
        let (scalars, strippedEarly) = stripper.strip(text)
        var (kept, truncated) = Self.characters(of: String(scalars), keeping: keep)
        truncated = truncated || strippedEarly
        if truncated { Self.dropPartialSecret(at: &kept, secrets: secrets) }
        for secret in secrets { Self.redact(secret, in: &kept) }
        var result = String(String.UnicodeScalarView(kept))
        if let maximumLength, truncated || result.count > maximumLength {
            let room = max(0, maximumLength - ellipsis.count)
            result = String(result.prefix(room)) + (room < maximumLength ? ellipsis : "")
        }
        return result
    }

    /// The second pass: whole characters, dropping attachable scalars that stand alone and capping each
    /// character's scalars; at most `limit` characters.
    private static func characters(of text: String, keeping limit: Int?) -> (scalars: [Unicode.Scalar], truncated: Bool)
    {
        var scalars: [Unicode.Scalar] = []
        var count = 0
        for character in text {
            if let limit, count >= limit { return (scalars, true) }
            var kept = 0
            let isTagBase = character.unicodeScalars.first?.value == 0x1F3F4 // 🏴, the base of flag tag sequences
            for scalar in character.unicodeScalars {
                guard kept < maximumScalarsPerCharacter else { break }
                if ControlStripper.isAttachable(scalar) {
                    if kept == 0 { continue } // nothing to attach to
                    if (0xE0020...0xE007F).contains(scalar.value), !isTagBase { continue }
                }
                scalars.append(scalar)
                kept += 1
            }
            if kept > 0 { count += 1 }
        }
        return (scalars, false)
    }

    /// When the text was cut, its end may hold the start of a secret whose rest was cut off: remove it.
    private static func dropPartialSecret(at scalars: inout [Unicode.Scalar], secrets: [[Unicode.Scalar]]) {
        var longest = 0
        for secret in secrets where secret.count > 1 {
            for length in stride(from: min(secret.count - 1, scalars.count), through: 1, by: -1)
            where length > longest && scalars.suffix(length).elementsEqual(secret.prefix(length)) {
                longest = length
                break
            }
        }
        scalars.removeLast(longest)
    }

    /// Replaces every occurrence of `secret` in `scalars` with the redaction marker.
    private static func redact(_ secret: [Unicode.Scalar], in scalars: inout [Unicode.Scalar]) {
        guard let first = secret.first, scalars.count >= secret.count else { return }
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(scalars.count)
        var index = 0
        var found = false
        while index < scalars.count {
            if scalars[index] == first, index + secret.count <= scalars.count,
                scalars[index..<(index + secret.count)].elementsEqual(secret)
            {
                result.append(contentsOf: redactionMarker.unicodeScalars)
                index += secret.count
                found = true
            } else {
                result.append(scalars[index])
                index += 1
            }
        }
        if found { scalars = result }
    }
}
