extension ObservableType {
    /// Passes on the source's only element and completes; fails if the source has no element or more than one.
    ///
    /// The element goes out as soon as it arrives; a second element fails the sequence with
    /// `RxError.moreThanOneElement` at once, and completion without an element with `RxError.noElements`.
    ///
    ///     --1--|     single()  --1--|
    ///     --1--2--|  single()  --1--#moreThanOneElement
    ///     -----|     single()  -----#noElements
    /// - Returns: The sequence of exactly one element.
    public func single() -> Observable<Element> {
        SingleElementProducer(source: asObservable(), predicate: nil)
    }

    /// Passes on the only element that satisfies `predicate` and completes; fails if no element or more than one
    /// satisfies it.
    ///
    /// An error thrown by `predicate` ends the sequence with that error.
    ///
    ///     --1--2--3--|  single { $0 % 2 == 0 }  -----2-----|
    /// - Parameter predicate: Selects the elements that count.
    /// - Returns: The sequence of exactly one matching element.
    public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        SingleElementProducer(source: asObservable(), predicate: predicate)
    }
}

private final class SingleElementSink<Element>: Sink<Element, Element> {
    private let predicate: ((Element) throws -> Bool)?
    private var seenElement = false

    init(predicate: ((Element) throws -> Bool)?, downstream: ObserverNode<Element>) {
        self.predicate = predicate
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard !isDisposed else { return }
        if let predicate {
            do {
                guard try predicate(element) else { return }
            } catch {
                forwardError(error)
                return
            }
        }
        if seenElement {
            forwardError(RxError.moreThanOneElement)
            return
        }
        seenElement = true
        forwardNext(element)
    }

    override func onCompleted() {
        if seenElement {
            forwardCompleted()
        } else {
            forwardError(RxError.noElements)
        }
    }
}

private final class SingleElementProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let predicate: ((Element) throws -> Bool)?

    init(source: Observable<Element>, predicate: ((Element) throws -> Bool)?) {
        self.source = source
        self.predicate = predicate
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = SingleElementSink(predicate: predicate, downstream: observer)
        sink.setUpstream(source.subscribe(node: sink))
        return sink
    }
}
