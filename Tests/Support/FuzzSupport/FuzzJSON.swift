/// A JSON document for fuzz tests that can also hold raw, possibly invalid, fragments (`1e400`, invalid UTF-8,
/// ten thousand nested arrays), so hostile answers are built from a realistic one by small mutations.
///
/// Start from a well-formed answer written with the cases below, then call `mutated(using:)` for variants and
/// `bytes` for the body to serve.
public indirect enum FuzzJSON: Sendable {
    /// `{ … }` with its members in order (duplicates allowed).
    case object([(String, FuzzJSON)])
    /// `[ … ]`.
    case array([FuzzJSON])
    /// A string, escaped as JSON requires.
    case string(String)
    /// A number written exactly as given (`"1e400"` is kept as it is).
    case number(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
    /// Bytes written unchanged: anything at all, valid JSON or not.
    case raw([UInt8])

    /// The document as JSON text (not valid JSON where `raw` fragments say so).
    public var bytes: [UInt8] {
        var output: [UInt8] = []
        write(into: &output)
        return output
    }

    private func write(into output: inout [UInt8]) {
        switch self {
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                FuzzJSON.string(key).write(into: &output)
                output.append(UInt8(ascii: ":"))
                value.write(into: &output)
            }
            output.append(UInt8(ascii: "}"))
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                element.write(into: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .string(let text):
            output.append(UInt8(ascii: "\""))
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": output += Array("\\\"".utf8)
                case "\\": output += Array("\\\\".utf8)
                case "\u{0}"..."\u{1F}":
                    let hex = String(scalar.value, radix: 16)
                    output += Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
                default: output += Array(String(scalar).utf8)
                }
            }
            output.append(UInt8(ascii: "\""))
        case .number(let text):
            output += Array(text.utf8)
        case .bool(let value):
            output += Array((value ? "true" : "false").utf8)
        case .null:
            output += Array("null".utf8)
        case .raw(let bytes):
            output += bytes
        }
    }

    /// How many values the document holds, itself included.
    public var nodeCount: Int {
        switch self {
        case .object(let members): return 1 + members.reduce(0) { $0 + $1.1.nodeCount }
        case .array(let elements): return 1 + elements.reduce(0) { $0 + $1.nodeCount }
        default: return 1
        }
    }

    /// The document with the value at depth-first position `index` (0 is the document itself) replaced.
    ///
    /// - Parameters:
    ///   - index: The position, as counted by `nodeCount`.
    ///   - transform: The replacement, given the value that was there.
    /// - Returns: The new document.
    public func replacing(at index: Int, with transform: (FuzzJSON) -> FuzzJSON) -> FuzzJSON {
        var remaining = index
        return replacing(remaining: &remaining, transform)
    }

    private func replacing(remaining: inout Int, _ transform: (FuzzJSON) -> FuzzJSON) -> FuzzJSON {
        if remaining == 0 {
            remaining = -1
            return transform(self)
        }
        remaining -= 1
        switch self {
        case .object(let members):
            var result: [(String, FuzzJSON)] = []
            for (key, value) in members {
                result.append((key, remaining >= 0 ? value.replacing(remaining: &remaining, transform) : value))
            }
            return .object(result)
        case .array(let elements):
            var result: [FuzzJSON] = []
            for element in elements {
                result.append(remaining >= 0 ? element.replacing(remaining: &remaining, transform) : element)
            }
            return .array(result)
        default:
            return self
        }
    }
}
