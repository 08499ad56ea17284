import Rx
import RxMVC
import RxTesting

extension TestScheduler {
    /// Runs a model and a controller in virtual time, fed with timed user events, and records the states.
    ///
    /// The loop starts at `subscribed` (the view then sees the initial state) and is disposed at `disposed`, as
    /// `start` does for a single observable. `events` are relative to time 0, like a hot observable's:
    ///
    ///     let states = scheduler.run(model, controller: controller, events: [
    ///         .next(210, .searchTextChanged("rx")),
    ///     ])
    ///     XCTAssertEqual(states.events, [.next(200, initial), .next(210, searching), .next(310, loaded)])
    /// - Returns: The observer that recorded every state the view received.
    public func run<M: Model, C: Controller>(
        _ model: M, controller: C, events: [Recorded<Event<C.Event>>],
        subscribed: TestTime = Defaults.subscribed, disposed: TestTime = Defaults.disposed
    ) -> TestableObserver<M.State> where C.Action == M.Action {
        let input = createHotObservable(events)
        let observer = createObserver(M.State.self)
        let view = RecordingView(observer: observer)
        let source = RecordedInteractions(events: input.asObservable())
        var loop: ModelLoop<M.State>?
        scheduleAt(subscribed) {
            loop = combineModel(model, withView: view, controller: controller, andUserInteractable: source)
        }
        scheduleAt(disposed) {
            loop?.dispose()
            loop = nil
        }
        start()
        return observer
    }
}

/// A view that records every state it receives.
private struct RecordingView<State>: View {
    let observer: TestableObserver<State>

    func update(stateStream: Observable<State>) -> Disposable {
        stateStream.subscribe(observer)
    }
}

/// User events replayed from a recorded schedule.
private struct RecordedInteractions<Event>: UserInteractable {
    let events: Observable<Event>

    func interact() -> Observable<Event> {
        events
    }
}
