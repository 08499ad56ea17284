/// A source sink that emits by repeated steps, one event per step, on an immediate scheduler
/// (the engine of `of`, `from`, `range`, `generate`, `repeatElement`).
///
/// On `CurrentThreadScheduler` each step is one trampoline turn, exactly as a recursive schedule would be, but a
/// step whose turn comes straight back (nothing else queued) runs in a loop instead of being re-queued.
class SteppingSink<Element>: Sink<Never, Element> {
    /// Emits one event; returns `false` when the sequence has ended.
    func step() -> Bool { rxAbstractMethod() }

    override func onNext(_ element: Never) {}

    /// Starts stepping on `scheduler`. Call from the producer's `run`.
    final func start(on scheduler: ImmediateSchedulerType) {
        if scheduler is CurrentThreadScheduler,
            Trampoline.withCurrent({ trampoline in
                guard trampoline.isRunning else { return false }
                trampoline.enqueue(SteppingTrampolineItem(sink: self, trampoline: trampoline))
                return true
            })
        {
            return
        }
        setUpstream(
            scheduler.scheduleRecursive(()) { _, recurse in
                if !self.isDisposed && self.step() {
                    recurse(())
                }
            })
    }

    /// Ends the sequence with `completed`.
    final func complete() -> Bool {
        forwardCompleted()
        return false
    }
}

private final class SteppingTrampolineItem<Element>: TrampolineItem {
    private let sink: SteppingSink<Element>
    private let trampoline: Trampoline

    init(sink: SteppingSink<Element>, trampoline: Trampoline) {
        self.sink = sink
        self.trampoline = trampoline
    }

    override func run() {
        while !sink.isDisposed, sink.step() {
            if trampoline.hasPendingWork {
                trampoline.enqueue(self)
                return
            }
        }
    }
}
