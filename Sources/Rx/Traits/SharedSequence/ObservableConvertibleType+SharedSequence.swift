extension ObservableConvertibleType {
    /// The sequence as a `SharedSequence` of strategy `S` that emits `onErrorJustReturn` and completes in place of
    /// an error; `asDriver(onErrorJustReturn:)` and `asSignal(onErrorJustReturn:)` for any strategy.
    ///
    ///     --1--#  asSharedSequence(onErrorJustReturn: 0)  --1--(0|)
    /// - Parameters:
    ///   - sharingStrategy: The strategy; usually inferred from the result type.
    ///   - onErrorJustReturn: The last element, sent in place of an error.
    /// - Returns: The shared sequence, delivered on `S.scheduler`.
    public func asSharedSequence<S>(sharingStrategy: S.Type = S.self, onErrorJustReturn: Element)
        -> SharedSequence<S, Element>
    {
        SharedSequence(
            asObservable()
                .observe(on: S.scheduler)
                .catchAndReturn(onErrorJustReturn))
    }

    /// The sequence as a `SharedSequence` of strategy `S` that continues with `onErrorDriveWith` in place of an
    /// error.
    ///
    ///     --1--#  asSharedSequence(onErrorDriveWith: --7--|)  --1----7--|
    /// - Parameters:
    ///   - sharingStrategy: The strategy; usually inferred from the result type.
    ///   - onErrorDriveWith: The sequence that takes over after an error.
    /// - Returns: The shared sequence, delivered on `S.scheduler`.
    public func asSharedSequence<S>(sharingStrategy: S.Type = S.self, onErrorDriveWith: SharedSequence<S, Element>)
        -> SharedSequence<S, Element>
    {
        SharedSequence(
            asObservable()
                .observe(on: S.scheduler)
                .catch { _ in onErrorDriveWith.asObservable() })
    }

    /// The sequence as a `SharedSequence` of strategy `S` that continues with the sequence `onErrorRecover`
    /// returns for an error.
    ///
    ///     --1--#  asSharedSequence(onErrorRecover: { _ in --7--| })  --1----7--|
    /// - Parameters:
    ///   - sharingStrategy: The strategy; usually inferred from the result type.
    ///   - onErrorRecover: Makes the sequence that takes over after an error.
    /// - Returns: The shared sequence, delivered on `S.scheduler`.
    public func asSharedSequence<S>(
        sharingStrategy: S.Type = S.self,
        onErrorRecover: @escaping (_ error: Swift.Error) -> SharedSequence<S, Element>
    ) -> SharedSequence<S, Element> {
        SharedSequence(
            asObservable()
                .observe(on: S.scheduler)
                .catch { onErrorRecover($0).asObservable() })
    }
}
