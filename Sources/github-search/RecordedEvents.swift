import Foundation
import GitHubSearch
import Rx
import RxMVC

/// A recording's events at their recorded times on a scheduler; the stream then stays open, as a user would.
///
/// A recorded "load more" step follows the link of the replay's own server for the page recorded
/// (`RecordedPageLink`), so a session replayed against another server than it was recorded on (another port,
/// host or path, or offline) loads the pages it loaded.
struct RecordedEvents: StateReadingInteractable {
    let recording: Recording<GitHubAppEvent>
    let scheduler: SchedulerType
    /// The API root of the replay's server; `nil` offline.
    let base: URL?

    func interact(stateStream: Observable<GitHubAppState>) -> Observable<GitHubAppEvent> {
        var previous: TimeInterval = 0
        let delayed = recording.events.map { recorded -> Observable<GitHubAppEvent> in
            let wait = max(0, recorded.time - previous)
            previous = max(previous, recorded.time)
            return Observable.just(recorded.event).delaySubscription(
                .microseconds(Int(wait * 1_000_000)), scheduler: scheduler)
        }
        return Observable.concat(delayed).withLatestFrom(stateStream) { [base] event, state in
            guard case .search(.scrolledToBottom(let recorded)) = event else { return event }
            let link = RecordedPageLink.followed(recorded, linked: state.search.nextPageURL, base: base)
            return .search(.scrolledToBottom(nextPage: link))
        }
        .concat(Observable.never())
    }
}
