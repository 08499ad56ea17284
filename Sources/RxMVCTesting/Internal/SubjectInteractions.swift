import Rx
import RxMVC

/// User events from a subject or a recorded schedule.
struct SubjectInteractions<Event>: UserInteractable {
    let events: Observable<Event>

    func interact() -> Observable<Event> {
        events
    }
}
