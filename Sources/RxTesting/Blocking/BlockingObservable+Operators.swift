import Foundation
import Rx

extension BlockingObservable {
    /// Waits until the sequence ends and returns all its elements.
    ///
    /// - Returns: Every element, in order.
    /// - Throws: The sequence's error, or `RxError.timeout`.
    public func toArray() throws -> [Element] {
        try elementsOrThrow(collect())
    }

    /// Waits for the first element, then disposes the subscription.
    ///
    /// - Returns: The first element, or `nil` when the sequence completes empty.
    /// - Throws: The sequence's error if it fails first, or `RxError.timeout`.
    public func first() throws -> Element? {
        try elementsOrThrow(collect(max: 1)).first
    }

    /// Waits until the sequence ends and returns its last element.
    ///
    /// - Returns: The last element, or `nil` when the sequence completes empty.
    /// - Throws: The sequence's error, or `RxError.timeout`.
    public func last() throws -> Element? {
        try elementsOrThrow(collect()).last
    }

    /// Waits until the sequence ends and returns its only element.
    ///
    /// - Returns: The one element.
    /// - Throws: `RxError.noElements` when it completes empty, `RxError.moreThanOneElement` as soon as a second
    ///   element arrives, the sequence's error, or `RxError.timeout`.
    public func single() throws -> Element {
        try single { _ in true }
    }

    /// Waits until the sequence ends and returns its only element that satisfies `predicate`.
    ///
    /// - Parameter predicate: Selects the elements that count; an error it throws ends the wait with that error.
    /// - Returns: The one matching element.
    /// - Throws: `RxError.noElements`, `RxError.moreThanOneElement` (as soon as a second match arrives), the
    ///   sequence's or the predicate's error, or `RxError.timeout`.
    public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
        let elements = try elementsOrThrow(collect(max: 2, predicate: predicate))
        guard elements.count <= 1 else { throw RxError.moreThanOneElement }
        guard let element = elements.first else { throw RxError.noElements }
        return element
    }

    /// Waits until the sequence ends and returns how it ended, never throwing.
    ///
    /// - Returns: `.completed(elements:)`, or `.failed(elements:error:)` for an error or a timeout.
    public func materialize() -> MaterializedSequenceResult<Element> {
        collect()
    }

    private func elementsOrThrow(_ result: MaterializedSequenceResult<Element>) throws -> [Element] {
        switch result {
        case .completed(let elements): return elements
        case .failed(_, let error): throw error
        }
    }

    /// Subscribes, keeps the elements that pass `predicate` until `max` of them arrived or the sequence ended,
    /// and waits for that on the calling thread.
    private func collect(
        max: Int? = nil, predicate: @escaping (Element) throws -> Bool = { _ in true }
    ) -> MaterializedSequenceResult<Element> {
        let waiter = BlockingWaiter<Element>(timeout: timeout)
        let subscription = SingleAssignmentDisposable()
        let observer = AnyObserver<Element> { event in
            // Once the wait is decided, later events (a synchronous source keeps emitting until its subscribe
            // returns) are ignored: the predicate is not asked about them.
            guard !subscription.isDisposed else { return }
            switch event {
            case .next(let element):
                do {
                    if try predicate(element) {
                        if waiter.append(element, max: max) {
                            subscription.dispose()
                        }
                    }
                } catch {
                    waiter.finish(error: error)
                    subscription.dispose()
                }
            case .error(let error):
                waiter.finish(error: error)
                subscription.dispose()
            case .completed:
                waiter.finish(error: nil)
                subscription.dispose()
            }
        }
        subscription.setDisposable(source.subscribe(observer))
        let result = waiter.wait()
        subscription.dispose()
        return result
    }
}
