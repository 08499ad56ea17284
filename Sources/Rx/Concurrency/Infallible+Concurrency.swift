extension InfallibleType {
    /// The elements as an `AsyncStream`, for `for await` loops.
    ///
    /// Iterating subscribes; the stream finishes on completion or disposal. Cancelling the iterating task, or
    /// leaving the loop, disposes the subscription.
    public var values: AsyncStream<Element> {
        AsyncStream<Element> { continuation in
            // Sendable: Rx serializes the events; the continuation is thread-safe.
            let continuationBox = UncheckedSendable(continuation)
            let disposable = subscribe(
                onNext: { element in _ = continuationBox.value.yield(UncheckedSendable(element).value) },
                onCompleted: { continuationBox.value.finish() },
                onDisposed: { continuationBox.value.finish() })
            let subscription = UncheckedSendable(disposable) // Sendable: disposing is thread-safe by contract.
            continuation.onTermination = { termination in
                if case .cancelled = termination {
                    subscription.value.dispose()
                }
            }
        }
    }
}
