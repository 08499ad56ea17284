extension ObservableType {
    /// Resubscribes to the source each time it fails, until it completes.
    ///
    ///     source (cold):  --1--#
    ///     retry():        --1----1----1-…
    /// This can run forever on a source that always fails.
    /// - Returns: The elements of every attempt, ending when one completes.
    public func retry() -> Observable<Element> {
        let source = asObservable()
        return CatchSequenceProducer(retrying: source) { AnyIterator { source } }
    }

    /// Subscribes to the source at most `maxAttemptCount` times, resubscribing after each failure.
    ///
    ///     source (cold):  --1--#
    ///     retry(2):       --1----1--#
    /// `retry(1)` is a single attempt: to retry once after an error, use `retry(2)`.
    /// - Parameter maxAttemptCount: How many subscriptions to make in all.
    /// - Returns: The elements of every attempt; the last attempt's error if all of them fail.
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        let source = asObservable()
        return CatchSequenceProducer(retrying: source) {
            AnyIterator(Swift.repeatElement(source, count: Swift.max(maxAttemptCount, 0)).makeIterator())
        }
    }
}
