extension AsyncStream {
    /// The stream as an `Infallible`: each subscription iterates it in a new task, which disposing cancels.
    ///
    /// An `AsyncStream` cannot throw, so the result cannot fail; the stream's end (or the task's cancellation)
    /// completes it. Use it to feed a stream into RxSwift-style UI: `stream.asInfallible().asDriver()`. Beyond
    /// RxSwift, which offers only `asObservable()`.
    ///
    ///     yield 1, yield 2, finish   →   --1--2--|
    /// - Parameter priority: The priority of the iterating task.
    /// - Returns: The elements of the stream, then completion.
    public func asInfallible(priority: TaskPriority? = nil) -> Infallible<Element> {
        Infallible(asObservable(priority: priority))
    }
}
