import Foundation
import GitHubSearch
import Rx
import RxMVC

/// A recording's events at their recorded times on a scheduler; the stream then stays open, as a user would.
struct RecordedEvents: UserInteractable {
    let recording: Recording<GitHubAppEvent>
    let scheduler: SchedulerType

    func interact() -> Observable<GitHubAppEvent> {
        var previous: TimeInterval = 0
        let delayed = recording.events.map { recorded -> Observable<GitHubAppEvent> in
            let wait = max(0, recorded.time - previous)
            previous = max(previous, recorded.time)
            return Observable.just(recorded.event).delaySubscription(
                .microseconds(Int(wait * 1_000_000)), scheduler: scheduler)
        }
        return Observable.concat(delayed).concat(Observable.never())
    }
}
