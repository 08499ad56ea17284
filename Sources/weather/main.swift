import Foundation
import Rx
import RxMVC
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
    printError("Run weather --help for the options.")
    exit(ToolConventions.usage)
}
if options.help {
    print(Options.usage)
    exit(ToolConventions.success)
}
if options.version {
    print("weather \(ToolConventions.version)")
    exit(ToolConventions.success)
}

/// The live services at the endpoints the environment gives, their answers on the main queue, where the keys (or the
/// replayed events) and the loop run (see `delivering(on:)`); or why an endpoint variable cannot be used.
func liveServices() -> Result<WeatherServices, WeatherError> {
    do {
        return .success(.live(configuration: try .fromEnvironment()).delivering(on: MainScheduler.instance))
    } catch {
        return .failure(error)
    }
}

/// Says why the live services cannot be used and exits 1: a malformed endpoint is never replaced by the public one.
func exitMisconfigured(_ error: WeatherError) -> Never {
    printError("weather: \(TextSanitizer.sanitize(error.description))")
    exit(ToolConventions.failure)
}

if let replay = options.replay {
    var live: WeatherServices?
    if options.api {
        switch liveServices() {
        case .success(let services): live = services
        case .failure(let error): exitMisconfigured(error)
        }
    }
    Replay.run(path: replay, json: options.json, units: options.units, live: live, tracePath: options.trace)
}

let services: WeatherServices
/// Why the live services cannot be used, for the full screen to say (the one-shot modes exit with it).
var misconfiguration: String?
if options.offline {
    guard !Gazetteer.bundled.locations.isEmpty else {
        printError("weather: the bundled place list could not be read; reinstall the app.")
        exit(1)
    }
    services = .offline(scheduler: MainScheduler.instance)
} else {
    switch liveServices() {
    case .success(let live):
        services = live
    case .failure(let error):
        if options.city != nil || options.saved { exitMisconfigured(error) }
        // The full screen opens and says so; every search and weather fails with the same sentence.
        misconfiguration = error.description
        services = .failing(error, name: "live services not configured")
    }
}

if let city = options.city {
    OneShot.run(city: city, json: options.json, units: options.units, services: services)
}

let store = SavedPlacesStore(fileURL: SavedPlacesStore.defaultFileURL())
if options.saved {
    SavedOneShot.run(store: store, json: options.json, units: options.units, services: services)
}

guard TerminalSession.isInteractive else {
    printError(
        """
        weather: standard input and output must be a terminal for the full screen.
        Run it in a terminal, or pass --city NAME (or --saved) to print the weather without one.
        """)
    exit(ToolConventions.usage)
}

let recorder: SessionRecorder<PlacesEvent>?
if let path = options.record {
    do {
        recorder = try SessionRecorder(fileURL: URL(fileURLWithPath: path), scheduler: MainScheduler.instance)
    } catch {
        printError("weather: \(TextSanitizer.sanitize("\(error)"))")
        exit(ToolConventions.failure)
    }
} else {
    recorder = nil
}
let trace = options.trace.map { TraceFile.open($0, clock: .wall) }
// Registered before the terminal session, so it runs after the session has put the terminal back (exit handlers run
// in reverse order): a recording or trace that stopped (a full disk) is said on the normal screen.
atexit {
    if let failure = recorder?.failure {
        printError("weather: the recording stopped: \(TextSanitizer.sanitize(failure.description))")
    }
    if let failure = trace?.writeFailure {
        printError("weather: \(TextSanitizer.sanitize(failure))")
    }
}
let app = PlacesApp(
    services: services, store: store, units: options.units, recorder: recorder, trace: trace,
    notice: misconfiguration)
do {
    try TerminalApp.run(content: app.view.content) { screen in app.start(on: screen) }
} catch {
    printError("weather: the terminal could not be opened: \(error).")
    exit(ToolConventions.failure)
}
