import Foundation
import Rx
import RxTerminal
import Weather

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

if let replay = options.replay {
    Replay.run(path: replay, json: options.json, units: options.units, live: options.api ? .live() : nil)
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

let store = SavedPlacesStore(fileURL: SavedPlacesStore.defaultFileURL())
if options.saved {
    SavedOneShot.run(store: store, json: options.json, units: options.units, services: services)
}

let app = PlacesApp(services: services, store: store, units: options.units, recordTo: options.record)
do {
    try TerminalApp.run(content: app.view.content) { screen in app.start(on: screen) }
} catch {
    printError("weather: \(error).")
    printError("weather: the interactive mode needs a terminal; use --city NAME (with --json for scripts) instead.")
    exit(1)
}
