extension ObservableType {
    /// Creates a resource for each subscription and a sequence that depends on it; the resource is disposed
    /// when the sequence ends or the subscription is disposed.
    ///
    ///     using({ Resource() }, observableFactory: { $0.events }):  --1--2--|   (resource disposed at |)
    /// An error thrown by either factory fails the result (disposing the resource, if it exists).
    /// - Parameters:
    ///   - resourceFactory: Creates the resource, once per subscription.
    ///   - observableFactory: Creates the sequence from the resource.
    /// - Returns: The sequence, tied to the resource's lifetime.
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        UsingProducer(resourceFactory: resourceFactory, observableFactory: observableFactory)
    }
}

private final class UsingSink<Element>: PassthroughSink<Element> {
    var resource: Disposable?

    override func onNext(_ element: Element) {
        forwardNext(element)
    }

    override func disposeResources() {
        resource?.dispose()
        resource = nil
    }
}

private final class UsingProducer<Element, Resource: Disposable>: Producer<Element> {
    private let resourceFactory: () throws -> Resource
    private let observableFactory: (Resource) throws -> Observable<Element>

    init(
        resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) {
        self.resourceFactory = resourceFactory
        self.observableFactory = observableFactory
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = UsingSink<Element>(downstream: observer)
        do {
            let resource = try resourceFactory()
            sink.resource = resource
            let source = try observableFactory(resource)
            sink.setUpstream(source.subscribe(node: sink))
        } catch {
            sink.setUpstream(Disposables.create())
            sink.forwardError(error)
        }
        return sink
    }
}
