/// A sink fed by several sources at once (merge, combineLatest, zip, …): one recursive lock serializes its state
/// and every delivery downstream.
///
/// Terminal events are decided and delivered under the lock, but the subscription is released after the lock is
/// left, so tearing down sources never runs under it (a source's teardown may take locks of its own). Recursive,
/// because delivery may legally re-enter the sink on the same thread.
class SerializingSink<Input, Output>: Sink<Input, Output> {
    final let lock = RxLock(recursive: true)

    /// Delivers `error` once. Call with `lock` held; when it returns `true`, call `releaseResources()` after
    /// unlocking.
    final func deliverError(_ error: Swift.Error) -> Bool {
        guard markTerminated() else { return false }
        downstream.onError(error)
        return true
    }

    /// Delivers completion once. Call with `lock` held; when it returns `true`, call `releaseResources()` after
    /// unlocking.
    final func deliverCompleted() -> Bool {
        guard markTerminated() else { return false }
        downstream.onCompleted()
        return true
    }

    /// Forwards `element` under the lock.
    final func synchronizedNext(_ element: Output) {
        lock.lock()
        forwardNext(element)
        lock.unlock()
    }

    /// Delivers `error` under the lock, then releases the subscription.
    final func synchronizedError(_ error: Swift.Error) {
        lock.lock()
        let release = deliverError(error)
        lock.unlock()
        if release { releaseResources() }
    }

    /// Delivers completion under the lock, then releases the subscription.
    final func synchronizedCompleted() {
        lock.lock()
        let release = deliverCompleted()
        lock.unlock()
        if release { releaseResources() }
    }
}
