import Foundation

extension ObservableType {
    /// Prints every event, each subscription and each disposal to standard output, passing events on unchanged.
    ///
    /// Each line reads `<timestamp>: <identifier> -> <what happened>`, where what happened is `subscribed`,
    /// `Event next(1)`, `Event completed`, … or `isDisposed`. Without an identifier, the call site
    /// (`File.swift:12 (function)`) is used.
    ///
    ///     --1--|  debug("xs")  --1--|   (prints "… xs -> subscribed", "… xs -> Event next(1)", …)
    /// - Parameters:
    ///   - identifier: Names the sequence in the output; defaults to the call site.
    ///   - trimOutput: Whether event descriptions longer than 40 characters are shortened around an ellipsis.
    ///   - file: The call site's file, used when `identifier` is `nil`.
    ///   - line: The call site's line, used when `identifier` is `nil`.
    ///   - function: The call site's function, used when `identifier` is `nil`.
    /// - Returns: The source sequence, logged.
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false,
        file: String = #file, line: UInt = #line, function: String = #function
    ) -> Observable<Element> {
        let name: String
        if let identifier {
            name = identifier
        } else {
            let fileName = file.split(separator: "/").last.map(String.init) ?? file
            name = "\(fileName):\(line) (\(function))"
        }
        return DebugProducer(source: asObservable(), identifier: name, trimOutput: trimOutput)
    }
}

private final class DebugSink<Element>: Sink<Element, Element> {
    private static var maximumEventLength: Int { 40 }

    private let identifier: String
    private let trimOutput: Bool
    private let formatter: DateFormatter

    init(identifier: String, trimOutput: Bool, downstream: ObserverNode<Element>) {
        self.identifier = identifier
        self.trimOutput = trimOutput
        formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
        super.init(downstream: downstream)
        log("subscribed")
    }

    private func log(_ content: String) {
        print("\(formatter.string(from: Date())): \(identifier) -> \(content)")
    }

    private func logEvent(_ event: Event<Element>) {
        guard !isDisposed else { return }
        var text = event.debugDescription
        let limit = Self.maximumEventLength
        if trimOutput && text.count > limit {
            text = String(text.prefix(limit / 2)) + "..." + String(text.suffix(limit / 2))
        }
        log("Event \(text)")
    }

    override func onNext(_ element: Element) {
        logEvent(.next(element))
        forwardNext(element)
    }

    override func onError(_ error: Swift.Error) {
        logEvent(.error(error))
        forwardError(error)
    }

    override func onCompleted() {
        logEvent(.completed)
        forwardCompleted()
    }

    override func disposeResources() {
        log("isDisposed")
    }
}

private final class DebugProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let identifier: String
    private let trimOutput: Bool

    init(source: Observable<Element>, identifier: String, trimOutput: Bool) {
        self.source = source
        self.identifier = identifier
        self.trimOutput = trimOutput
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = DebugSink(identifier: identifier, trimOutput: trimOutput, downstream: observer)
        sink.setUpstream(source.subscribe(node: sink))
        return sink
    }
}
