extension ObservableType {
    /// The elements of `self`; if it completes without any, the elements of `other` instead.
    ///
    /// `other` is subscribed to only when `self` completes empty.
    ///
    ///     ------|  ifEmpty(switchTo: -1-2|)  →  -------1-2|
    /// - Parameter other: The sequence to continue with when `self` is empty.
    /// - Returns: `self`'s elements, or `other`'s when `self` has none.
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        SwitchIfEmptyProducer(source: asObservable(), other: other)
    }
}

private final class SwitchIfEmptySink<Element>: Sink<Element, Element> {
    private let other: Observable<Element>
    private let sourceSubscription = SingleAssignmentDisposable()
    private let otherSubscription = SingleAssignmentDisposable()
    private var isEmpty = true

    init(other: Observable<Element>, downstream: ObserverNode<Element>) {
        self.other = other
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        isEmpty = false
        forwardNext(element)
    }

    override func onCompleted() {
        guard isEmpty else {
            forwardCompleted()
            return
        }
        sourceSubscription.dispose()
        otherSubscription.setDisposable(other.subscribe(node: SwitchIfEmptyOtherObserver(parent: self)))
    }

    func run(_ source: Observable<Element>) {
        sourceSubscription.setDisposable(source.subscribe(node: self))
    }

    override func disposeResources() {
        sourceSubscription.dispose()
        otherSubscription.dispose()
    }
}

private final class SwitchIfEmptyOtherObserver<Element>: ObserverNode<Element> {
    private let parent: SwitchIfEmptySink<Element>

    init(parent: SwitchIfEmptySink<Element>) {
        self.parent = parent
    }

    override func onNext(_ element: Element) { parent.forwardNext(element) }
    override func onError(_ error: Swift.Error) { parent.forwardError(error) }
    override func onCompleted() { parent.forwardCompleted() }
}

private final class SwitchIfEmptyProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let other: Observable<Element>

    init(source: Observable<Element>, other: Observable<Element>) {
        self.source = source
        self.other = other
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = SwitchIfEmptySink(other: other, downstream: observer)
        sink.run(source)
        return sink
    }
}
