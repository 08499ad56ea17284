/// A malformed marble string: what is wrong and where. Reported through `preconditionFailure`.
struct MarbleSyntaxError: Error, Equatable, CustomStringConvertible {
    let marbles: String
    let column: Int
    let message: String

    var description: String {
        "Invalid marbles \"\(marbles)\" at column \(column): \(message)"
    }
}
