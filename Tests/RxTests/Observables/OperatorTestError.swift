/// Errors the operator tests send and throw.
enum OperatorTestError: Swift.Error {
    case boom
    case other
}
