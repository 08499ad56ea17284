extension SharedSequence {
    /// The elements as an `AsyncStream`, for `for await` loops on the main actor.
    ///
    /// Iterating subscribes; the stream finishes on completion or disposal. Cancelling the iterating task, or
    /// leaving the loop, disposes the subscription.
    @MainActor public var values: AsyncStream<Element> {
        asInfallible().values
    }
}
