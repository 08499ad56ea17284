import Rx

extension WeatherServices {
    /// These services with every answer delivered on `scheduler` (an app's loop scheduler, such as
    /// `MainScheduler.instance`), not on the thread the network answered on.
    ///
    /// A loop whose events arrive on one thread and whose answers arrive on another can deadlock: the loop's
    /// controller merges both, and each thread holds one merge's lock while it waits for the other's (seen in a live
    /// replay: a row's answer on URLSession's thread, a recorded event on the main queue re-entering the rows).
    /// Delivering the answers on the events' scheduler keeps the whole loop on one thread.
    public func delivering(on scheduler: ImmediateSchedulerType) -> WeatherServices {
        WeatherServices(
            geocoder: GeocodingOnScheduler(base: geocoder, scheduler: scheduler),
            weather: WeatherOnScheduler(base: weather, scheduler: scheduler), isOffline: isOffline, name: name)
    }
}

/// A geocoder whose answers arrive on `scheduler` (see `WeatherServices.delivering(on:)`).
private struct GeocodingOnScheduler: GeocodingService {
    let base: GeocodingService
    let scheduler: ImmediateSchedulerType

    func search(_ query: String, count: Int) -> Single<[Location]> {
        base.search(query, count: count).observe(on: scheduler)
    }
}

/// A weather service whose answers arrive on `scheduler` (see `WeatherServices.delivering(on:)`).
private struct WeatherOnScheduler: WeatherService {
    let base: WeatherService
    let scheduler: ImmediateSchedulerType

    func currentWeather(at location: Location, units: Units) -> Single<CurrentWeather> {
        base.currentWeather(at: location, units: units).observe(on: scheduler)
    }

    func currentWeather(city: String, units: Units) -> Single<CurrentWeather> {
        base.currentWeather(city: city, units: units).observe(on: scheduler)
    }
}
