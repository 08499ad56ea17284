import Dispatch
import Foundation
import Rx
import RxTerminal
import Weather

/// `weather --saved [--json]`: prints the saved places with their weather and exits: 0 when every place's weather
/// came, 1 when one failed (its line says why). A notice about the file (moved aside) goes to standard error.
enum SavedOneShot {
    static func run(store: PlacesStore, json: Bool, units: Units, services: WeatherServices) -> Never {
        let loaded = store.load()
        if let notice = loaded.notice { printError("weather: " + TextSanitizer.sanitize(notice)) }
        let reports = loaded.places.map { place in
            services.weather.currentWeather(at: place, units: units).asObservable()
                .map { (place, Optional($0), String?.none) }
                .catch { .just((place, nil, WeatherError.message(for: $0))) }
        }
        let all: Observable<[(Location, CurrentWeather?, String?)]> =
            reports.isEmpty ? .just([]) : Observable.zip(reports)
        let subscription =
            all
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { results in
                if json {
                    let object = [
                        "places": results.map { PlacesReport.placeObject($0.0, weather: $0.1, failure: $0.2) }
                    ]
                    guard
                        let data = try? JSONSerialization.data(
                            withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
                    else {
                        printError("weather: the places could not be written as JSON.")
                        exit(1)
                    }
                    printResult(String(decoding: data, as: UTF8.self))
                } else if results.isEmpty {
                    printResult("No saved places yet: run weather and press a to add one.")
                } else {
                    // The places with their weather on standard output; a place whose weather failed on standard
                    // error (and the exit status says some failed).
                    for result in results {
                        let line = PlacesReport.line(result.0, weather: result.1, failure: result.2)
                        if result.2 == nil { printResult(line) } else { printError("weather: " + line) }
                    }
                }
                exit(results.contains { $0.2 != nil } ? 1 : 0)
            })
        withExtendedLifetime(subscription) {
            dispatchMain()
        }
    }
}
