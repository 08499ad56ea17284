import Rx
import RxHTTP
import RxMVC

extension ErrorTracker {
    /// Each error tracked, as the sentence to show: worded when it comes, on `scheduler`'s clock, with its waits as
    /// times of day ("try again at 14:05:31"). A view model's failure may stay on screen (a list's text, a label),
    /// where "try again in 30 s" would go stale.
    func messages(on scheduler: SchedulerType) -> Signal<String> {
        asObservable()
            .map { WeatherError.message(for: $0, now: scheduler.now, waits: .timeOfDay) }
            .asSignal(onErrorSignalWith: .empty())
    }
}
