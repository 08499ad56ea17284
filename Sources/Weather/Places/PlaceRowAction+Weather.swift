import Rx

extension PlaceRowAction {
    /// `weather`'s answer as an action: `loaded`, or `failed` with a sentence that stays on screen (the row's, the
    /// detail's), its waits worded as times of day counted from when the failure came on `scheduler`.
    static func weather(_ weather: Single<CurrentWeather>, scheduler: SchedulerType) -> Observable<PlaceRowAction> {
        weather.asObservable()
            .map { PlaceRowAction.loaded($0) }
            .catch { .just(.failed(WeatherError.message(for: $0, now: scheduler.now, waits: .timeOfDay))) }
    }
}
