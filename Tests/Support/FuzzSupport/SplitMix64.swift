/// A small, fast, deterministic pseudo-random generator (SplitMix64) for fuzz tests with fixed seeds.
///
/// Use it instead of `SystemRandomNumberGenerator` so a failing fuzz case is the same on every run and machine:
/// the helpers below map the 64-bit outputs to ranges themselves, without the standard library's algorithms,
/// which are free to change between Swift versions.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose whole sequence is fixed by `seed`.
    ///
    /// - Parameter seed: Any value; equal seeds give equal sequences.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 pseudo-random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0..<bound` (`bound` must be positive); the tiny modulo bias does not matter for fuzzing.
    ///
    /// - Parameter bound: One past the largest result.
    /// - Returns: The number.
    public mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0, "SplitMix64.below needs a positive bound, not \(bound)")
        return Int(next() % UInt64(bound))
    }

    /// A number in `range`.
    ///
    /// - Parameter range: The allowed values; must not be empty.
    /// - Returns: The number.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound))
        if width == UInt64.max { return Int(truncatingIfNeeded: next()) }
        return range.lowerBound &+ Int(truncatingIfNeeded: next() % (width + 1))
    }

    /// `true` with probability `percent` / 100.
    ///
    /// - Parameter percent: How often, in percent.
    /// - Returns: The coin toss.
    public mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }

    /// One element of `elements`, which must not be empty.
    ///
    /// - Parameter elements: The choices.
    /// - Returns: One of them.
    public mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[below(elements.count)]
    }

    /// `count` random bytes.
    ///
    /// - Parameter count: How many.
    /// - Returns: The bytes.
    public mutating func bytes(_ count: Int) -> [UInt8] {
        (0..<count).map { _ in UInt8(truncatingIfNeeded: next()) }
    }

    /// `bytes` cut into consecutive chunks of random lengths between 1 and `maximumLength` (empty chunks too, when
    /// `allowsEmpty`); joining the chunks gives `bytes` back.
    ///
    /// - Parameters:
    ///   - bytes: What to cut.
    ///   - maximumLength: The longest chunk.
    ///   - allowsEmpty: Whether a chunk may be empty.
    /// - Returns: The chunks, in order.
    public mutating func chunks(of bytes: [UInt8], maximumLength: Int, allowsEmpty: Bool = true) -> [[UInt8]] {
        var chunks: [[UInt8]] = []
        var start = 0
        while start < bytes.count {
            let length = min(int(in: (allowsEmpty ? 0 : 1)...max(1, maximumLength)), bytes.count - start)
            chunks.append(Array(bytes[start..<(start + length)]))
            start += length
        }
        return chunks
    }
}
