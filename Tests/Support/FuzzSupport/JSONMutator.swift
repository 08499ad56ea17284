/// Makes hostile variants of a well-formed JSON answer for decoder fuzz tests: wrong types, absurd numbers
/// (`1e400`, `-0`, huge integers), deep nesting, invalid UTF-8, missing and duplicated members, truncation and
/// random byte damage.
///
/// Each call to `next(using:)` gives one body; with a fixed seed the sequence is the same on every run.
public struct JSONMutator: Sendable {
    /// Numbers a server should never send, or that do not fit the types apps decode into.
    public static let hostileNumbers = [
        "1e400", "-1e400", "1e-400", "-0", "-0.0", "0e0", "1e300", "-1e300", "9.3e17", "9.3e16", "9223372036854775807",
        "9223372036854775808", "-9223372036854775809", "18446744073709551616", "123456789012345678901234567890",
        "1.7976931348623157e308", "4.9e-324", "0.1", "-1", "2147483648", "NaN", "Infinity", "-Infinity", "0x10",
        "01", "1.", ".5", "+1", "-", "1e", "1e+", "--1",
    ]

    /// The well-formed answer the variants start from.
    public let base: FuzzJSON

    /// A mutator of `base`.
    ///
    /// - Parameter base: A realistic answer.
    public init(base: FuzzJSON) {
        self.base = base
    }

    /// One hostile body: the base with one to three value mutations, then sometimes byte damage or truncation.
    ///
    /// - Parameter random: The generator.
    /// - Returns: The body.
    public func next(using random: inout SplitMix64) -> [UInt8] {
        var document = base
        for _ in 0...random.below(3) {
            let index = random.below(document.nodeCount)
            let replacement = Self.hostileValue(using: &random)
            document = document.replacing(at: index) { original in
                Self.mutate(original, replacement: replacement, using: &random)
            }
        }
        var bytes = document.bytes
        switch random.below(10) {
        case 0:
            bytes = Array(bytes.prefix(random.below(bytes.count + 1)))
        case 1 where !bytes.isEmpty:
            for _ in 0...random.below(4) {
                bytes[random.below(bytes.count)] = UInt8(truncatingIfNeeded: random.next())
            }
        case 2:
            let position = random.below(bytes.count + 1)
            bytes.insert(contentsOf: random.bytes(random.int(in: 1...8)), at: position)
        default:
            break
        }
        return bytes
    }

    /// A value of any type, often a hostile one.
    ///
    /// - Parameter random: The generator.
    /// - Returns: The value.
    public static func hostileValue(using random: inout SplitMix64) -> FuzzJSON {
        switch random.below(12) {
        case 0, 1, 2: return .number(random.pick(hostileNumbers))
        case 3: return .string(random.pick(["", "x", "é日😀", "\u{1B}]0;title\u{7}", "\u{202E}abc", "null", "1e400"]))
        case 4:
            return .raw(
                Array("\"".utf8) + random.pick([[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xF4, 0x90]]) + Array("\"".utf8))
        case 5: return .raw(Array(#""\uD800""#.utf8))
        case 6: return .bool(random.chance(50))
        case 7: return .null
        case 8: return .array(random.chance(50) ? [] : [.number("1"), .string("a")])
        case 9: return .object(random.chance(50) ? [] : [("a", .number("1"))])
        case 10: return .raw(deepNesting(random.pick([64, 600, 10_000]), open: random.chance(50) ? "[" : "{\"a\":"))
        default: return .string(String(repeating: random.pick(["a", "é", "😀"]), count: random.pick([300, 20_000])))
        }
    }

    /// `depth` nested arrays (`[[[…]]]`) or objects (`{"a":{"a":…}}`), closed, with `0` innermost.
    ///
    /// - Parameters:
    ///   - depth: How many levels.
    ///   - open: The text that opens one level: `"["` or `"{\"a\":"`.
    /// - Returns: The JSON text.
    public static func deepNesting(_ depth: Int, open: String) -> [UInt8] {
        let close = open == "[" ? "]" : "}"
        return Array((String(repeating: open, count: depth) + "0" + String(repeating: close, count: depth)).utf8)
    }

    private static func mutate(_ original: FuzzJSON, replacement: FuzzJSON, using random: inout SplitMix64) -> FuzzJSON
    {
        switch original {
        case .object(var members) where !members.isEmpty && random.chance(40):
            let index = random.below(members.count)
            if random.chance(50) {
                members.remove(at: index)
            } else {
                members.append((members[index].0, replacement))
            }
            return .object(members)
        case .array(var elements) where random.chance(30):
            elements.append(random.chance(50) ? replacement : elements.first ?? replacement)
            return .array(elements)
        default:
            return replacement
        }
    }
}
