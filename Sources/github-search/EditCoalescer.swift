import Rx

/// Coalesces a text field's edits that arrive in one turn (a burst of keys: typed ahead, an unbracketed paste, or
/// sent together by a script) into one change, handed on at the next turn of `scheduler` — or at once when
/// something else the user did in the same burst must reach the loop after it (`flush()`), so the loop gets the
/// user's events in the order they were made.
///
/// Used on the main thread only, where keys, edits and the loop's events run.
final class EditCoalescer {
    private let scheduler: ImmediateSchedulerType
    private let settledTexts = PublishSubject<String?>()
    /// The text of the edits not handed on yet; `.none` when there are none.
    private var pending: String?? = .none

    /// Edits are handed on at the next turn of `scheduler` (the main queue, asynchronously, for an app).
    init(scheduler: ImmediateSchedulerType) {
        self.scheduler = scheduler
    }

    /// Each change once the edits of a turn are over (or flushed), the text as it then was.
    var settled: Observable<String?> {
        settledTexts.asObservable()
    }

    /// Whether the field holds edits not handed on yet: what is on screen beside it (a result list) is then the
    /// previous text's.
    var hasPendingEdits: Bool {
        pending != nil
    }

    /// Records an edit: the field's text is now `text`.
    func edited(_ text: String?) {
        let wasPending = hasPendingEdits
        pending = .some(text)
        if !wasPending {
            _ = scheduler.schedule(()) { [weak self] _ in
                self?.flush()
                return Disposables.create()
            }
        }
    }

    /// Hands on the pending edits now, if any (before an event of the same burst that must come after them).
    func flush() {
        guard case .some(let text) = pending else { return }
        pending = .none
        settledTexts.onNext(text)
    }
}
