#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Rx
import RxTerminal
import Weather

// Whatever a server sends back, these never reach the terminal.
for name in ["OPENWEATHER_API_KEY", "GITHUB_TOKEN"] {
    TextSanitizer.registerSecret(ProcessInfo.processInfo.environment[name])
}

let options: Options
do {
    options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    printError("weather: \(TextSanitizer.sanitize("\(error)"))")
    printError(Options.usage)
    exit(2)
}
if options.help {
    print(Options.usage)
    exit(0)
}

let services: WeatherServices
if options.offline {
    guard !Gazetteer.bundled.locations.isEmpty else {
        printError("weather: the bundled place list could not be read; reinstall the app.")
        exit(1)
    }
    services = .offline(scheduler: MainScheduler.instance)
} else {
    services = .live()
}

if let city = options.city {
    OneShot.run(city: city, json: options.json, units: options.units, services: services)
}

let app = WeatherScreen(services: services, units: options.units, scheduler: MainScheduler.instance)
do {
    try TerminalApp.run(content: app.content) { screen in app.bind(to: screen) }
} catch {
    printError("weather: \(error).")
    printError("weather: the interactive mode needs a terminal; use --city NAME (with --json for scripts) instead.")
    exit(1)
}
