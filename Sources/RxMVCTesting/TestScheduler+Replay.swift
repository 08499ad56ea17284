import Rx
import RxMVC
import RxTesting

extension TestScheduler {
    /// Replays a recorded session headlessly, in virtual time, through `model` and `controller`, and records the
    /// states.
    ///
    /// The loop starts at `subscribed`, as in `run(_:controller:events:)`, and each event is sent at `subscribed`
    /// plus its recorded time, converted to ticks with this scheduler's resolution (an event at time 0 comes just
    /// after the loop started). With the controller over offline or stub services on this scheduler, the states
    /// are those the user saw:
    ///
    ///     let recording = try Recording<SearchEvent>(contentsOf: reportURL)
    ///     let states = scheduler.replay(recording, model: SearchModel(), controller: SearchController(api: stub))
    ///
    /// With `trace`, the run is traced too (give it `clock: .scheduler(self)` for virtual times).
    /// - Returns: The observer that recorded every state.
    public func replay<M: Model, C: Controller>(
        _ recording: Recording<C.Event>, model: M, controller: C,
        subscribed: TestTime = Defaults.subscribed, disposed: TestTime = Defaults.disposed, trace: LoopTrace? = nil
    ) -> TestableObserver<M.State> where C.Action == M.Action {
        let observer = createObserver(M.State.self)
        let events = PublishSubject<C.Event>()
        var loop: ModelLoop<M.State>?
        scheduleAt(subscribed) {
            loop = combineModel(
                model, withView: ObservingView(observer: observer), controller: controller,
                andUserInteractable: SubjectInteractions(events: events.asObservable()), trace: trace)
        }
        for recorded in recording.events {
            scheduleAt(subscribed + converter.convertToVirtualTimeInterval(recorded.time)) {
                events.onNext(recorded.event)
            }
        }
        scheduleAt(disposed) {
            loop?.dispose()
            loop = nil
        }
        start()
        return observer
    }
}

/// A view that hands every state to an observer.
private struct ObservingView<State>: View {
    let observer: TestableObserver<State>

    func update(stateStream: Observable<State>) -> Disposable {
        stateStream.subscribe(observer)
    }
}
