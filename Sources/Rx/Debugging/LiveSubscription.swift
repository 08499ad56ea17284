/// A subscription that is running now, as `Resources.liveSubscriptions()` lists it: the chain it observes and
/// where it was made.
///
/// Recorded only while `Resources.isTracking` is on, for subscriptions made then.
public struct LiveSubscription: CustomStringConvertible, Sendable {
    /// The chain, source first, ending with the call that subscribed:
    /// `["PublishSubject<Int>", "map", "filter", "subscribe(onNext:)"]`. Operators have RxSwift's names; fused
    /// `map`/`filter`/`compactMap` stages appear as the operators they are.
    public let operators: [String]
    /// The `#fileID` of the call that subscribed (`subscribe`, `bind`, `drive`, `emit`; for a
    /// `subscribe(_ observer:)`, which cannot take a call site, the `disposed(by:)` that kept it), or `""` when
    /// neither said.
    public let file: String
    /// The line of that call, or 0 when unknown.
    public let line: Int

    /// Numbers the subscriptions in the order they were made (1 for the first one recorded in this process).
    public var id: Int {
        sequenceNumber
    }

    /// The chain as recorded (for `Resources.graph()`), and the order the subscription was made in.
    let chain: ChainNode
    let sequenceNumber: Int

    /// `"PublishSubject<Int> → map → filter → subscribe(onNext:) at App/SearchView.swift:44"`.
    public var description: String {
        operators.joined(separator: " → ") + " at " + place
    }

    /// `"App/SearchView.swift:44"`, or "an unknown place".
    var place: String {
        file.isEmpty ? "an unknown place" : "\(file):\(line)"
    }
}
