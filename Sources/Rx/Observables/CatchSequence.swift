extension ObservableType {
    /// Subscribes to the sequences of `sequence` one after another, moving on each time one fails, until one
    /// completes.
    ///
    ///     a (cold):                    --1--#
    ///     b (cold):                         --2--#
    ///     c (cold):                              --3--|
    ///     catch(sequence: [a, b, c]):  --1----2----3--|
    /// When every sequence fails, the result fails with the last error; an empty `sequence` completes at once.
    /// - Parameter sequence: The sequences to try, in order.
    /// - Returns: The elements of each sequence tried, ending as the first successful one does.
    public static func `catch`<Sequence: Swift.Sequence>(sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        CatchSequenceProducer { AnyIterator(sequence.makeIterator()) }
    }

    /// Former name of `catch(sequence:)`.
    @available(*, deprecated, renamed: "catch(sequence:)")
    public static func catchError<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        `catch`(sequence: sequence)
    }
}

/// Subscribes to the sources an iterator yields, one at a time, moving on after every error.
///
/// Moving on is serialized without recursion: a source that fails while it is being subscribed makes the loop
/// take another turn instead of nesting a new subscription inside the old one. Shared by `catch(sequence:)` and
/// `retry`.
// Sendable: `pending` and `lastError` guarded by `lock`.
final class CatchSequenceSink<Element>: PassthroughSink<Element>, @unchecked Sendable {
    private var iterator: AnyIterator<Observable<Element>>
    private let lock = RxLock()
    private var pending = 0
    private var lastError: Swift.Error?
    private let subscription = SerialDisposable()

    init(iterator: AnyIterator<Observable<Element>>, downstream: ObserverNode<Element>) {
        self.iterator = iterator
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        forwardNext(element)
    }

    override func onError(_ error: Swift.Error) {
        lock.withLock { lastError = error }
        moveNext()
    }

    /// Subscribes to the next source, or ends when there is none.
    func moveNext() {
        let first: Bool = lock.withLock {
            pending += 1
            return pending == 1
        }
        guard first else { return }
        repeat {
            if isDisposed { return }
            guard let next = iterator.next() else {
                if let error = lock.withLock({ lastError }) {
                    forwardError(error)
                } else {
                    forwardCompleted()
                }
                return
            }
            let current = SingleAssignmentDisposable()
            subscription.disposable = current
            current.setDisposable(next.subscribe(node: self))
        } while lock.withLock({
            pending -= 1
            return pending > 0
        })
    }

    override func disposeResources() {
        subscription.dispose()
    }
}

/// The producer behind `catch(sequence:)`, `retry()` and `retry(_:)`.
final class CatchSequenceProducer<Element>: Producer<Element> {
    private let makeIterator: () -> AnyIterator<Observable<Element>>
    /// What chain descriptions show: `retry` over its source, or `catch` over sources made lazily (none shown).
    private let retried: Observable<Element>?

    init(retrying retried: Observable<Element>? = nil, makeIterator: @escaping () -> AnyIterator<Observable<Element>>) {
        self.makeIterator = makeIterator
        self.retried = retried
    }

    override var debugName: String {
        retried == nil ? "catch" : "retry"
    }

    override var debugSources: [ChainDescribing] {
        retried.map { [$0] } ?? []
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = CatchSequenceSink(iterator: makeIterator(), downstream: observer)
        sink.moveNext()
        return sink
    }
}
