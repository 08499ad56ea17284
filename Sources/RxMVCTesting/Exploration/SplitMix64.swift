/// A small deterministic random generator (SplitMix64): the same seed draws the same numbers on every platform.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0...bound` (`bound` ≥ 0), without modulo bias.
    mutating func upTo(_ bound: Int) -> Int {
        Int(truncatingIfNeeded: UInt64(bound) == .max ? next() : next(upperBound: UInt64(bound) + 1))
    }
}
