import Foundation

/// A URL path in the one spelling the server will see, so a prefix check on it cannot be fooled.
///
/// Follows RFC 3986's normalisation: percent-encoded unreserved characters are decoded (`%2e` is `.`, `%41` is `A`),
/// then `.` and `..` segments are removed (§5.2.4). Encodings that servers disagree about are refused outright
/// rather than guessed: an encoded `/` (`%2F`), `\` (`%5C`), `%` (`%25`, a double encoding) or control character, a
/// malformed `%` escape, and a raw `\`.
struct NormalizedPath: Equatable {
    /// The path's segments after normalisation (`/a/b/` is `["a", "b", ""]`; the root is `[]`).
    let segments: [String]

    /// Normalises a percent-encoded path (`URLComponents.percentEncodedPath`); `nil` when it must be refused.
    init?(percentEncoded path: String) {
        guard let decoded = NormalizedPath.decodeUnreserved(path) else { return nil }
        var output: [String] = []
        var parts = decoded.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if parts.first == "" { parts.removeFirst() }
        for (index, part) in parts.enumerated() {
            let isLast = index == parts.count - 1
            switch part {
            case ".":
                if isLast { output.append("") }
            case "..":
                if !output.isEmpty { output.removeLast() }
                if isLast { output.append("") }
            default:
                output.append(part)
            }
        }
        segments = output
    }

    /// The path as a percent-encoded string, starting with `/` (the root is `/`).
    var percentEncoded: String {
        "/" + segments.joined(separator: "/")
    }

    /// `true` when this path is `base` or lies below it (`/api/v3/search` below `/api/v3` and `/api/v3/`).
    func isWithin(_ base: NormalizedPath) -> Bool {
        var prefix = base.segments
        if prefix.last == "" { prefix.removeLast() }
        return segments.starts(with: prefix)
    }

    /// Decodes `%XX` escapes of unreserved characters, upper-cases the hex of the others; `nil` for refused input.
    private static func decodeUnreserved(_ path: String) -> String? {
        let bytes = Array(path.utf8)
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") || byte < 0x20 || byte == 0x7F { return nil }
            guard byte == UInt8(ascii: "%") else {
                result.append(byte)
                index += 1
                continue
            }
            guard index + 2 < bytes.count, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
            else { return nil }
            let value = high << 4 | low
            switch value {
            case UInt8(ascii: "/"), UInt8(ascii: "\\"), UInt8(ascii: "%"), 0..<0x20, 0x7F:
                return nil
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                result.append(value)
            default:
                let digits = Array("0123456789ABCDEF".utf8)
                result += [UInt8(ascii: "%"), digits[Int(value >> 4)], digits[Int(value & 0xF)]]
            }
            index += 3
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
