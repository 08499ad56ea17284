/// An observable as chain descriptions show it: its operator's name and the sequences it subscribes to.
///
/// `Observable` implements it (`debugName`, `debugSources`); a relay, a `ControlProperty` or another
/// `ObservableType` that wraps an observable describes itself through it too.
protocol ChainDescribing: AnyObject {
    /// RxSwift's name for the operator ("map", "flatMapLatest", "observe(on:)") or the source's type
    /// ("PublishSubject<Int>").
    var debugName: String { get }
    /// The sequences it subscribes to, first the one it is applied to; none for a source.
    var debugSources: [ChainDescribing] { get }
    /// The object that stands for it in `Resources.graph()` and its position in that object: itself and 0, but for
    /// the operators of a fused stage's tail, which are positions in their stage (a stage grows in place, so the
    /// object alone does not say which of its operators a chain recorded earlier ended in).
    var debugIdentity: (object: AnyObject, position: Int) { get }
}

/// One observable of a chain, as recorded when a subscription was made: name, the observable itself held weakly
/// (to draw a shared source once in `Resources.graph()`, and to find who observes a subject), and the nodes it
/// subscribes to.
///
/// Weakly, not by `ObjectIdentifier`: an operator's observable is often freed once subscribed to, and its address
/// then reused by another; a weak reference to a freed object reads `nil` instead of standing for the newcomer.
struct ChainNode: Sendable {
    let name: String
    private let reference: WeakObject?
    /// The position in `reference` (`ChainDescribing.debugIdentity`).
    private let position: Int
    let sources: [ChainNode]

    /// What stands for a live node in `Resources.graph()`: its object and its position in it.
    struct Identity: Hashable {
        let object: ObjectIdentifier
        let position: Int
    }

    /// The chain ending at `observable`, at most `depth` operators deep (a cycle, or a chain that deep, ends in
    /// "…").
    init(_ observable: ChainDescribing, depth: Int = 64) {
        name = depth > 0 ? observable.debugName : "…"
        let identity = observable.debugIdentity
        reference = WeakObject(identity.object)
        position = identity.position
        sources = depth > 0 ? observable.debugSources.map { ChainNode($0, depth: depth - 1) } : []
    }

    /// A node for the subscriber at the end of a chain (it has no observable of its own).
    init(subscriber: String, sources: [ChainNode]) {
        name = subscriber
        reference = nil
        position = 0
        self.sources = sources
    }

    /// The observable's identity while it is alive; `nil` once it was freed, or for a subscriber.
    var liveIdentity: Identity? {
        reference?.object.map { Identity(object: ObjectIdentifier($0), position: position) }
    }

    /// Whether `object` is this node's observable or a source's.
    func contains(_ object: AnyObject) -> Bool {
        reference?.object === object || sources.contains { $0.contains(object) }
    }

    /// The operators source first, along the first source: `["PublishSubject<Int>", "map", "filter"]`. An
    /// operator with several sources that are all alike (`combineLatest`, `zip`, `merge`, `concat`, `amb`) starts
    /// the list with all of them in parentheses; one applied to a sequence with others as arguments
    /// (`withLatestFrom`, `take(until:)`) follows its first source and names the others in parentheses.
    var operators: [String] {
        guard let first = sources.first else { return [name] }
        if sources.count == 1 {
            return first.operators + [name]
        }
        let inner = { (nodes: ArraySlice<ChainNode>) in
            nodes.map { $0.operators.joined(separator: " → ") }.joined(separator: ", ")
        }
        if ChainNode.symmetricOperators.contains(name) {
            return ["\(name)(\(inner(sources[...])))"]
        }
        return first.operators + [ChainNode.applying(name, to: inner(sources.dropFirst()))]
    }

    /// `"withLatestFrom(A)"`, or `"take(until: A)"` for a name that ends in a label.
    private static func applying(_ name: String, to arguments: String) -> String {
        if name.hasSuffix(":)") {
            return name.dropLast() + " " + arguments + ")"
        }
        return name + "(" + arguments + ")"
    }

    /// Operators whose sources play one role each, none "the" source.
    private static let symmetricOperators: Set<String> = ["combineLatest", "zip", "merge", "concat", "amb"]
}

/// Operator names derived from class names: the class name without its generic arguments and its `Producer`,
/// `Stage` or `Observable` suffix, first letter lowercased (`DistinctUntilChangedProducer` → `distinctUntilChanged`),
/// except where RxSwift's name differs (`TakeCountProducer` → `take`).
enum OperatorNames {
    /// Names already derived, by type: a type's name is demangled once, not per subscription.
    private static let cache = RxLockedBox([ObjectIdentifier: String]())

    /// The RxSwift name for an instance of `type`.
    static func name(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let known = cache.withLock({ $0[key] }) {
            return known
        }
        let name = derivedName(of: type)
        cache.withLock { $0[key] = name }
        return name
    }

    private static func derivedName(of type: Any.Type) -> String {
        let full = String(describing: type)
        let base = full.firstIndex(of: "<").map { String(full[..<$0]) } ?? full
        if let renamed = exceptions[base] {
            return renamed
        }
        for suffix in ["Producer", "Stage", "Observable"] where base.hasSuffix(suffix) && base != suffix {
            let stem = base.dropLast(suffix.count)
            return stem.prefix(1).lowercased() + stem.dropFirst()
        }
        // Subjects and other sources keep their type, generic arguments included: "PublishSubject<Int>".
        return full
    }

    private static let exceptions: [String: String] = [
        "TakeCountProducer": "take", "SkipCountProducer": "skip",
        "TakeForProducer": "take(for:)", "SkipForProducer": "skip(for:)",
        "TakeUntilProducer": "take(until:)", "SkipUntilProducer": "skip(until:)",
        "TakeWhileProducer": "take(while:)", "SkipWhileProducer": "skip(while:)",
        "TakeBehaviorProducer": "take(while:)",
        "ObserveOnProducer": "observe(on:)", "ObserveOnSerialProducer": "observe(on:)",
        "SubscribeOnProducer": "subscribe(on:)", "DelaySubscriptionProducer": "delaySubscription",
        "SwitchProducer": "flatMapLatest", "MergeArrayProducer": "merge",
        "MergeLimitedProducer": "merge(maxConcurrent:)",
        "RetryWhenProducer": "retry(when:)",
        "JustScheduledProducer": "just", "SequenceProducer": "from", "ElementAtProducer": "element(at:)",
        "SingleElementProducer": "single", "DefaultIfEmptyProducer": "ifEmpty(default:)",
        "SwitchIfEmptyProducer": "ifEmpty(switchTo:)", "ConcatCompletableProducer": "andThen",
        "ShareWhileConnected": "share", "ConnectableObservableAdapter": "multicast", "GroupSource": "groupBy(group)",
        "WindowObservable": "window(group)", "DoProducer": "do", "TimerProducer": "timer",
    ]
}

/// The observables a `Producer` holds, found by reflection: stored properties that are observables, or arrays,
/// tuples, optionals or enum payloads of them. Only `Producer`s are reflected: their stored properties are set
/// once, in `init`, so reading them races with nothing (a subject's or a connection's state is never read).
enum ChainReflection {
    static func sources(of producer: AnyObject) -> [ChainDescribing] {
        var found: [ChainDescribing] = []
        var mirror: Mirror? = Mirror(reflecting: producer)
        while let current = mirror, current.subjectType != Producer<Never>.self {
            for child in current.children {
                collect(child.value, into: &found, depth: 3)
            }
            mirror = current.superclassMirror
            if let next = mirror, String(describing: next.subjectType).hasPrefix("Producer<") { break }
        }
        return found
    }

    private static func collect(_ value: Any, into found: inout [ChainDescribing], depth: Int) {
        if let observable = value as? ChainDescribing {
            found.append(observable)
            return
        }
        guard depth > 0 else { return }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .collection?, .tuple?, .optional?, .enum?:
            for child in mirror.children {
                collect(child.value, into: &found, depth: depth - 1)
            }
        default:
            return
        }
    }
}

/// A weak reference, shareable across threads (a weak load is atomic).
private final class WeakObject: @unchecked Sendable {
    weak var object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
    }
}
