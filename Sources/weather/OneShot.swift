#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation
import Rx
import Weather

/// `weather --city NAME [--json]`: asks once, prints one line (or JSON) on standard output, exits.
///
/// Exit status 0 with the weather, 1 with a sentence on standard error when it could not be had.
enum OneShot {
    static func run(city: String, json: Bool, units: Units, services: WeatherServices) -> Never {
        let subscription = services.weather.currentWeather(city: city, units: units)
            .observe(on: MainScheduler.instance)
            .subscribe(
                onSuccess: { weather in
                    if json, let data = try? weather.jsonData() {
                        print(String(decoding: data, as: UTF8.self))
                    } else {
                        print(weather.summary)
                    }
                    exit(0)
                },
                onFailure: { error in
                    printError("weather: \(WeatherError.message(for: error))")
                    exit(1)
                })
        withExtendedLifetime(subscription) {
            dispatchMain()
        }
    }
}

/// Writes a line to standard error.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
