/// How a sequence ended, with the elements it delivered: the result of `BlockingObservable.materialize()`.
@frozen
public enum MaterializedSequenceResult<T> {
    /// The sequence completed after delivering `elements`.
    case completed(elements: [T])
    /// The sequence failed with `error` (or timed out, with `RxError.timeout`) after delivering `elements`.
    case failed(elements: [T], error: Swift.Error)
}
