import Rx

extension ObservableType {
    /// Resubscribes after a transient failure (timeout, lost connection, 5xx, 408), waiting as `policy` says
    /// between attempts; any other failure, or one past the last retry, ends the sequence at once.
    ///
    ///     attempts (cold):                              --#           (503)
    ///     retryTransient(initialDelay 2, multiplier 2): --#--<2>--#----<4>----#|…   then the last error
    ///     with a 4xx or a rate limit:                   --#                       no retry
    ///
    /// Waits run on `scheduler` (a `TestScheduler` makes them virtual), built from `retry(when:)` and `timer`.
    /// Rate limits are never retried: they need minutes, not seconds, and the user should see them. Not in RxSwift.
    /// - Parameters:
    ///   - policy: How many retries and how long to wait before each; only `TransientFailure`s whose
    ///     `isTransient` is `true` are retried.
    ///   - scheduler: Where the waits elapse.
    /// - Returns: The elements of every attempt; the last error when retrying stops.
    public func retryTransient(policy: RetryPolicy = .default, scheduler: SchedulerType) -> Observable<Element> {
        retry(when: { (errors: Observable<Swift.Error>) -> Observable<Int> in
            errors.enumerated().flatMap { index, error -> Observable<Int> in
                let retry = index + 1
                guard policy.shouldRetry(error, retry: retry), let delay = policy.delay(beforeRetry: retry) else {
                    return Observable.error(error)
                }
                return Observable<Int>.timer(delay, scheduler: scheduler)
            }
        })
    }
}
