extension ObservableConvertibleType {
    /// The elements as an `AsyncThrowingStream`, for `for try await` loops.
    ///
    /// Iterating subscribes; the stream finishes on completion, throws the sequence's error, and throws
    /// `CancellationError` if the subscription is disposed first. Cancelling the iterating task, or leaving the
    /// loop, disposes the subscription. Elements are buffered without limit.
    public var values: AsyncThrowingStream<Element, Swift.Error> {
        AsyncThrowingStream<Element, Swift.Error> { continuation in
            let finished = RxAtomicBox<Bool>(false)
            // Sendable: Rx serializes the events; the continuation is thread-safe.
            let continuationBox = UncheckedSendable(continuation)
            let disposable = asObservable().subscribe(
                onNext: { element in
                    _ = continuationBox.value.yield(UncheckedSendable(element).value)
                },
                onError: { error in
                    finished.store(true, ordering: .releasing)
                    continuationBox.value.finish(throwing: error)
                },
                onCompleted: {
                    finished.store(true, ordering: .releasing)
                    continuationBox.value.finish()
                },
                onDisposed: {
                    if !finished.load(ordering: .acquiring) {
                        continuationBox.value.finish(throwing: CancellationError())
                    }
                })
            let subscription = UncheckedSendable(disposable) // Sendable: disposing is thread-safe by contract.
            continuation.onTermination = { termination in
                if case .cancelled = termination {
                    subscription.value.dispose()
                }
            }
        }
    }
}

extension AsyncSequence {
    /// The async sequence as an `Observable`: each subscription iterates it in a new task, which disposing
    /// cancels.
    ///
    /// The sequence's error becomes the error event; a `CancellationError` ends it with completion.
    /// - Parameter priority: The priority of the iterating task.
    /// - Returns: The observable.
    public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
        Observable.create { observer in
            // Erased to an existential so the task captures no generic metatype.
            let forwarder: any AsyncOperation = AsyncSequenceForwarder(sequence: self, observer: observer)
            let task = Task.detached(priority: priority) { await forwarder.run() }
            return Disposables.create { task.cancel() }
        }
    }
}

/// Work a task runs, erased so the task's closure captures no generic type.
protocol AsyncOperation: Sendable {
    func run() async
}

/// Iterates one async sequence into one observer: the body of `AsyncSequence.asObservable()`'s task.
private final class AsyncSequenceForwarder<Sequence: AsyncSequence>: AsyncOperation,
    @unchecked Sendable
{ // Sendable: used by the one task it was made for; `observer` is thread-safe.
    private let sequence: Sequence
    private let observer: AnyObserver<Sequence.Element>

    init(sequence: Sequence, observer: AnyObserver<Sequence.Element>) {
        self.sequence = sequence
        self.observer = observer
    }

    func run() async {
        do {
            for try await element in sequence {
                observer.onNext(element)
            }
            observer.onCompleted()
        } catch is CancellationError {
            observer.onCompleted()
        } catch {
            observer.onError(error)
        }
    }
}

extension ObservableType {
    /// A sequence produced by an async closure: each subscription runs `subscribe` in a new task, which
    /// disposing cancels.
    ///
    /// Returning from the closure completes the sequence; throwing ends it with that error (a
    /// `CancellationError` after disposal is dropped). Goes beyond RxSwift, which has no async `create`.
    ///
    ///     create { observer in observer.onNext(try await load()) }:  ----(x|)
    /// - Parameters:
    ///   - detached: Runs the task detached from the current task's priority and task-locals.
    ///   - priority: The priority of the task.
    ///   - subscribe: Emits to the observer; runs once per subscription.
    /// - Returns: The sequence.
    public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        _ subscribe: @escaping @Sendable (AnyObserver<Element>) async throws -> Void
    ) -> Observable<Element> {
        Observable.create { observer in
            let moved = UncheckedSendable(observer) // Sendable: moved into the one task below, unused here after.
            let operation: @Sendable () async -> Void = {
                let observer = moved.value
                do {
                    try await subscribe(observer)
                    observer.onCompleted()
                } catch {
                    observer.onError(error)
                }
            }
            let task =
                detached
                ? Task.detached(priority: priority, operation: operation)
                : Task(priority: priority, operation: operation)
            return Disposables.create { task.cancel() }
        }
    }
}
