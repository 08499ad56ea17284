/// Runs a closure once, on the first `dispose()` (`Disposables.create(with:)`).
// Sendable: `action` is taken by the one caller that flips `disposed`.
final class AnonymousDisposable: Cancelable, @unchecked Sendable {
    private var atomicWord = RxAtomicWord(false)
    private var action: (() -> Void)?

    @inline(__always)
    private var disposed: RxAtomic<Bool> { RxAtomic(wordOf: self) }

    init(_ action: @escaping () -> Void) {
        self.action = action
        atomicWord.checkIsFirstStoredProperty(of: self)
    }

    var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    func dispose() {
        if !disposed.exchange(true, ordering: .acquiringAndReleasing), let action {
            self.action = nil
            action()
        }
    }
}

/// Disposes two disposables together (`Disposables.create(_:_:)`).
// Sendable: the pair is taken by the one caller that flips `disposed`.
final class BinaryDisposable: Cancelable, @unchecked Sendable {
    private var atomicWord = RxAtomicWord(false)
    private var first: Disposable?
    private var second: Disposable?

    @inline(__always)
    private var disposed: RxAtomic<Bool> { RxAtomic(wordOf: self) }

    init(_ first: Disposable, _ second: Disposable) {
        self.first = first
        self.second = second
        atomicWord.checkIsFirstStoredProperty(of: self)
    }

    var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    func dispose() {
        if !disposed.exchange(true, ordering: .acquiringAndReleasing) {
            let (first, second) = (self.first, self.second)
            self.first = nil
            self.second = nil
            first?.dispose()
            second?.dispose()
        }
    }
}
