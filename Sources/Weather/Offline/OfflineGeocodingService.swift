import Foundation
import Rx

/// Forward geocoding over the bundled `Gazetteer`, with a little simulated latency so the app's activity
/// indicator and cancellation behave as they do online.
///
/// Use it for `weather --offline` and for demos without a network.
public final class OfflineGeocodingService: GeocodingService {
    private let gazetteer: Gazetteer
    private let latency: RxTimeInterval
    private let scheduler: SchedulerType

    /// Makes the service.
    ///
    /// - Parameters:
    ///   - gazetteer: The places to search (the bundled list by default).
    ///   - latency: How long each answer takes.
    ///   - scheduler: Where the latency is timed (a `TestScheduler` in tests).
    public init(
        gazetteer: Gazetteer = .bundled, latency: RxTimeInterval = .milliseconds(150),
        scheduler: SchedulerType = MainScheduler.instance
    ) {
        self.gazetteer = gazetteer
        self.latency = latency
        self.scheduler = scheduler
    }

    /// Places matching `query` (see `Gazetteer.search(_:limit:)`), after the latency.
    ///
    /// - Parameters:
    ///   - query: The name to look for.
    ///   - count: The most places to return.
    /// - Returns: The matches, best first.
    public func search(_ query: String, count: Int) -> Single<[Location]> {
        let gazetteer = gazetteer
        return Single.deferred { .just(gazetteer.search(query, limit: count)) }
            .delay(latency, scheduler: scheduler)
    }
}
