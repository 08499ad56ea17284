import RxAtomicsC

/// The live subscriptions recorded while `Resources.isTracking` is on: one entry per subscription, added when it is
/// made and removed when it is disposed or ends. Entries are found by the subscription's disposable too, so that a
/// `DisposeBag` can say what it holds and `disposed(by:)` can name the place of a subscription made without one.
final class SubscriptionRegistry: @unchecked Sendable { // Sendable: all state is in `state`, behind its lock.
    static let shared = SubscriptionRegistry()

    private struct State {
        var nextNumber = 0
        var entries: [Int: SubscriptionEntry] = [:]
        /// Entry numbers by the identity of the disposable their subscription returned.
        var byDisposable: [ObjectIdentifier: Int] = [:]
    }

    private let state = RxLockedBox(State())

    /// Records a subscription being made to `source` by `subscriber` at `file`:`line` (`nil`: not known yet).
    func begin(source: ChainDescribing, subscriber: String, file: StaticString?, line: UInt) -> TrackedSubscription {
        // The chain is described outside the lock: describing may reflect over many producers.
        let node = ChainNode(source)
        let chain = ChainNode(subscriber: subscriber, sources: [node])
        let entry = SubscriptionEntry(
            chain: chain, file: file.map { "\($0)" } ?? "", line: file == nil ? 0 : Int(clamping: line),
            disposable: nil)
        let number = state.withLock { state in
            state.nextNumber += 1
            state.entries[state.nextNumber] = entry
            return state.nextNumber
        }
        return TrackedSubscription(number: number)
    }

    /// Entry `number` as `LiveSubscription.description` shows it (place included, as `disposed(by:)` may have
    /// named it since), or `nil` once it ended: only an unhandled error needs it, so it is built then.
    func description(of number: Int) -> String? {
        guard let entry = state.withLock({ $0.entries[number] }) else { return nil }
        return LiveSubscription(entry, number: number).description
    }

    /// Notes the disposable a subscription returned, so `DisposeBag`s and `disposed(by:)` can find the entry.
    func attach(_ disposable: Disposable, to number: Int) {
        guard type(of: disposable) is AnyClass else { return }
        let key = ObjectIdentifier(disposable as AnyObject)
        state.withLock { state in
            guard state.entries[number] != nil else { return } // ended already (a source that completed at once)
            state.entries[number]?.disposable = key
            state.byDisposable[key] = number
        }
    }

    /// Removes the entry: its subscription was disposed or ended.
    func end(_ number: Int) {
        state.withLock { state in
            if let entry = state.entries.removeValue(forKey: number), let key = entry.disposable,
                state.byDisposable[key] == number
            {
                state.byDisposable[key] = nil
            }
        }
    }

    /// Gives the subscription that returned `disposable` the place `file`:`line`, if it has none yet.
    func name(_ disposable: Disposable, file: StaticString, line: UInt) {
        guard type(of: disposable) is AnyClass else { return }
        let key = ObjectIdentifier(disposable as AnyObject)
        state.withLock { state in
            guard let number = state.byDisposable[key], state.entries[number]?.file.isEmpty == true else { return }
            state.entries[number]?.file = "\(file)"
            state.entries[number]?.line = Int(clamping: line)
        }
    }

    /// The live subscriptions, oldest first; with `disposables`, only those that returned one of them.
    func live(returning disposables: [Disposable]? = nil) -> [LiveSubscription] {
        let keys = disposables.map { list in
            Set(list.compactMap { type(of: $0) is AnyClass ? ObjectIdentifier($0 as AnyObject) : nil })
        }
        let entries = state.withLock { state in
            state.entries.filter { _, entry in keys.map { entry.disposable.map($0.contains) ?? false } ?? true }
        }
        return entries.sorted { $0.key < $1.key }.map { LiveSubscription($1, number: $0) }
    }

    /// The live subscriptions whose chain includes `observable` (for a relay, its subject).
    func live(observing observable: AnyObject) -> [LiveSubscription] {
        var objects: [AnyObject] = [observable]
        if let convertible = observable as? any ObservableConvertibleType {
            objects.append(observableObject(convertible))
        }
        return live().filter { subscription in objects.contains { subscription.chain.contains($0) } }
    }

}

/// The observable `convertible` stands for.
private func observableObject<Convertible: ObservableConvertibleType>(_ convertible: Convertible) -> AnyObject {
    convertible.asObservable()
}

/// One live subscription's record.
struct SubscriptionEntry {
    let chain: ChainNode
    var file: String
    var line: Int
    var disposable: ObjectIdentifier?
}

extension LiveSubscription {
    /// Entry `number` as callers see it.
    init(_ entry: SubscriptionEntry, number: Int) {
        self.init(
            operators: entry.chain.operators, file: entry.file, line: entry.line, chain: entry.chain,
            sequenceNumber: number)
    }
}

/// The handle a tracked subscription keeps to its entry: ending it (or freeing it) removes the entry, once.
// Sendable: `ended` is atomic; the rest is constant.
final class TrackedSubscription: @unchecked Sendable {
    private var atomicWord = RxAtomicWord(false)
    let number: Int

    private var ended: RxAtomic<Bool> { RxAtomic(wordOf: self) }

    init(number: Int) {
        self.number = number
        atomicWord.checkIsFirstStoredProperty(of: self)
    }

    /// The subscription's objects hold this handle (its observer, or a closure its observer holds): when they are
    /// freed without a dispose or a terminal event (a dropped source frees its undisposed subscriptions), the
    /// subscription is gone all the same.
    deinit {
        end()
    }

    /// Whether `end()` was called.
    var hasEnded: Bool {
        ended.load(ordering: .acquiring)
    }

    /// Removes the entry (the subscription was disposed or ended); only the first call does anything.
    func end() {
        if !ended.exchange(true, ordering: .acquiringAndReleasing) {
            SubscriptionRegistry.shared.end(number)
        }
    }

    /// Notes the disposable the subscription returned.
    func attach(_ disposable: Disposable) {
        SubscriptionRegistry.shared.attach(disposable, to: number)
    }

    /// The subscription's `onDisposed`: the caller's, then the end of the record (dispose and terminal events both
    /// run it).
    func ending(after onDisposed: (() -> Void)?) -> () -> Void {
        { [self] in
            onDisposed?()
            end()
        }
    }

    /// The subscription's error handler: the caller's, or `Hooks.defaultErrorHandler` with the subscription's
    /// description as the first line of the call stack (and the captured stack after it, when
    /// `Hooks.recordCallStackOnError` is set).
    func errorHandler(or onError: ((Swift.Error) -> Void)?) -> (Swift.Error) -> Void {
        if let onError { return onError }
        let callStack =
            Hooks.recordsCallStack.load(ordering: .relaxed) ? Hooks.customCaptureSubscriptionCallstack() : []
        let number = self.number
        return { error in
            let description = SubscriptionRegistry.shared.description(of: number) ?? "a subscription that ended"
            Hooks.defaultErrorHandler(["subscription: " + description] + callStack, error)
        }
    }
}

/// Whether subscriptions are being recorded now (one relaxed load; see `Resources.isTracking`).
@usableFromInline
func isTrackingSubscriptions() -> Bool {
    rx_tracking_is_on() != 0
}

/// Turns the recording on or off.
func setTrackingSubscriptions(_ on: Bool) {
    rx_tracking_set(on ? 1 : 0)
}
