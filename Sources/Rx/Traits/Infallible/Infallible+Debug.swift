extension InfallibleType {
    /// Prints every event, each subscription and each disposal to standard output, passing events on unchanged.
    ///
    /// The same output as `ObservableType.debug(_:trimOutput:file:line:function:)`; use it to watch an `Infallible`
    /// without leaving the trait.
    ///
    ///     --1--|  debug("xs")  --1--|   (prints "… xs -> subscribed", "… xs -> Event next(1)", …)
    /// - Parameters:
    ///   - identifier: Names the sequence in the output; defaults to the call site.
    ///   - trimOutput: Whether event descriptions longer than 40 characters are shortened around an ellipsis.
    ///   - file: The call site's file, used when `identifier` is `nil`.
    ///   - line: The call site's line, used when `identifier` is `nil`.
    ///   - function: The call site's function, used when `identifier` is `nil`.
    /// - Returns: The source sequence, logged.
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false,
        file: String = #file, line: UInt = #line, function: String = #function
    ) -> Infallible<Element> {
        Infallible(asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}
