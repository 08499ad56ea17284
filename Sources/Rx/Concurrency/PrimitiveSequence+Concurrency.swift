extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A `Single` of the result of `work`, run in a new task per subscription; disposing cancels the task.
    ///
    /// - Parameters:
    ///   - detached: Runs the task detached from the current task's priority and task-locals.
    ///   - priority: The priority of the task.
    ///   - work: Produces the element or throws the error.
    /// - Returns: The single.
    @_disfavoredOverload
    public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        work: @Sendable @escaping () async throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        .create { single in
            // Sendable: called once, from the task; the Rx sink is thread-safe.
            let observer = UncheckedSendable(single)
            let operation: @Sendable () async -> Void = {
                do {
                    let element = try await work()
                    observer.value(.success(element))
                } catch {
                    observer.value(.failure(error))
                }
            }
            let task =
                detached
                ? Task.detached(priority: priority, operation: operation)
                : Task(priority: priority, operation: operation)
            return Disposables.create { task.cancel() }
        }
    }

    /// Awaits the element; throws the error, or `CancellationError` when the subscription ends first.
    /// Cancelling the awaiting task disposes the subscription.
    public var value: Element {
        get async throws {
            let single = primitiveSequence
            return try await awaitFirstOutcome { once in
                single.subscribe(
                    onSuccess: { once.resume(returning: $0) },
                    onFailure: { once.resume(throwing: $0) },
                    onDisposed: { once.resume(throwing: CancellationError()) })
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Awaits the element, or `nil` when the `Maybe` completes empty; throws the error, or `CancellationError`
    /// when the subscription ends first. Cancelling the awaiting task disposes the subscription.
    public var value: Element? {
        get async throws {
            let maybe = primitiveSequence
            return try await awaitFirstOutcome { once in
                maybe.subscribe(
                    onSuccess: { once.resume(returning: $0) },
                    onError: { once.resume(throwing: $0) },
                    onCompleted: { once.resume(returning: nil) },
                    onDisposed: { once.resume(throwing: CancellationError()) })
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Awaits completion; throws the error, or `CancellationError` when the subscription ends first.
    /// Cancelling the awaiting task disposes the subscription.
    public var value: Void {
        get async throws {
            let completable = primitiveSequence
            return try await awaitFirstOutcome { once in
                completable.subscribe(
                    onCompleted: { once.resume(returning: ()) },
                    onError: { once.resume(throwing: $0) },
                    onDisposed: { once.resume(throwing: CancellationError()) })
            }
        }
    }
}

/// Subscribes with `subscribe`, resuming with the first outcome it reports; task cancellation disposes.
private func awaitFirstOutcome<Value>(
    _ subscribe: @escaping (ContinuationOnce<Value>) -> Disposable
) async throws -> Value {
    let subscription = SingleAssignmentDisposable()
    let body = UncheckedSendable(subscribe) // Sendable: called once, synchronously, by the continuation body.
    let result: UncheckedSendable<Value> = try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation {
            (continuation: CheckedContinuation<UncheckedSendable<Value>, Swift.Error>) in
            subscription.setDisposable(body.value(ContinuationOnce(continuation)))
        }
    } onCancel: {
        subscription.dispose()
    }
    return result.value
}
