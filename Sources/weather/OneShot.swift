import Dispatch
import Foundation
import Rx
import RxTerminal
import Weather

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `weather --city NAME [--json]`: asks once, prints one line (or JSON) on standard output, exits.
///
/// Exit status 0 with the weather, 1 with a sentence on standard error when it could not be had (a failed request,
/// an unknown city, a number from the service that cannot be true). Every text from the service is sanitised
/// (`WeatherText`), in the line and in the JSON alike.
enum OneShot {
    static func run(city: String, json: Bool, units: Units, services: WeatherServices) -> Never {
        let subscription = services.weather.currentWeather(city: city, units: units)
            .observe(on: MainScheduler.instance)
            .subscribe(
                onSuccess: { weather in
                    let weather = WeatherText.sanitized(weather)
                    if json {
                        guard let data = try? weather.jsonData() else {
                            printError("weather: the report could not be written as JSON.")
                            exit(1)
                        }
                        printResult(String(decoding: data, as: UTF8.self))
                    } else {
                        printResult(TextSanitizer.sanitize(weather.summary))
                    }
                    exit(0)
                },
                onFailure: { error in
                    printError("weather: \(WeatherText.message(for: error))")
                    exit(1)
                })
        withExtendedLifetime(subscription) {
            dispatchMain()
        }
    }
}

/// Writes a line to standard error.
/// Writes one line of results to standard output; when it cannot (a full disk, a closed pipe), says why on standard
/// error and exits with 1, so nothing is lost without a word.
func printResult(_ line: String) {
    do {
        try StandardOutput.writeLine(line)
    } catch {
        printError("weather: \(error)")
        exit(1)
    }
}

func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
