extension Resources {
    /// Whether subscriptions are recorded, with the chain they observe and where they were made, for
    /// `liveSubscriptions()` and `graph()`. Off by default; `RX_TRACK_SUBSCRIPTIONS=1` in the environment turns it
    /// on when the program starts.
    ///
    /// Only subscriptions made while it is on are recorded; each stays listed until it is disposed or ends, even if
    /// tracking is turned off in between. Off, a subscription costs one extra load and branch. On, each
    /// subscription is described when it is made (the operator names and the chain's shape, found by reflection),
    /// which costs microseconds: for finding leaks and in tests, not in production.
    ///
    /// An error that reaches `Hooks.defaultErrorHandler` from a subscription made while tracking is on comes with
    /// that subscription's description as the first line of its call stack.
    public static var isTracking: Bool {
        get { isTrackingSubscriptions() }
        set { setTrackingSubscriptions(newValue) }
    }

    /// The subscriptions running now that were made while `isTracking` was on, oldest first.
    ///
    /// ```swift
    /// Resources.isTracking = true
    /// let subject = PublishSubject<Int>()
    /// let subscription = subject.map { $0 * 2 }.filter { $0 > 2 }.subscribe(onNext: { print($0) })
    /// print(Resources.liveSubscriptions())
    /// // [PublishSubject<Int> → map → filter → subscribe(onNext:) at App/Main.swift:3]
    /// ```
    public static func liveSubscriptions() -> [LiveSubscription] {
        SubscriptionRegistry.shared.live()
    }

    /// The live subscriptions whose chain includes `observable` (a subject, a relay's subject, any operator's
    /// result): who is still observing it.
    public static func liveSubscriptions(observing observable: AnyObject) -> [LiveSubscription] {
        SubscriptionRegistry.shared.live(observing: observable)
    }

    /// The live subscriptions as a Graphviz DOT graph, sources to subscribers: a source or operator shared by
    /// several subscriptions is drawn once, each subscriber is a box labelled with where it was made.
    /// `dot -Tsvg` draws it.
    public static func graph() -> String {
        graph(of: liveSubscriptions())
    }

    /// The DOT graph of some live subscriptions (those of a `DisposeBag`, or the ones observing a subject).
    public static func graph(of subscriptions: [LiveSubscription]) -> String {
        SubscriptionGraph(subscriptions).dot
    }
}

/// The DOT text of `Resources.graph()`.
struct SubscriptionGraph {
    private(set) var dot = ""

    init(_ subscriptions: [LiveSubscription]) {
        var nodes: [String] = []
        var names: [ChainNode.Identity: String] = [:]
        var edges: [String] = []
        var drawn: Set<String> = []
        var count = 0
        func add(_ node: ChainNode) -> String {
            // A live observable is one node however many chains share it; a freed one is its chain's own.
            let identity = node.liveIdentity
            if let identity, let name = names[identity] {
                return name
            }
            count += 1
            let name = "n\(count)"
            if let identity { names[identity] = name }
            nodes.append("  \(name) [label=\(Self.quoted(node.name))];")
            for source in node.sources {
                let sourceName = add(source)
                let edge = "  \(sourceName) -> \(name);"
                if drawn.insert(edge).inserted { edges.append(edge) }
            }
            return name
        }
        for subscription in subscriptions {
            let subscriber = "s\(subscription.sequenceNumber)"
            nodes.append(
                "  \(subscriber) [shape=box, label=\(Self.quoted(subscription.chain.name + "\n" + subscription.place))];"
            )
            for source in subscription.chain.sources {
                edges.append("  \(add(source)) -> \(subscriber);")
            }
        }
        dot =
            (["digraph subscriptions {", "  rankdir=LR;", "  node [shape=ellipse];"] + nodes + edges + ["}"])
            .joined(separator: "\n") + "\n"
    }

    /// `text` as a DOT string: quoted, with quotes and backslashes escaped and line breaks as `\n`.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
