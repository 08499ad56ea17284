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

if let replay = options.replay {
    // Live answers on the main queue, where the replayed events and the loop run (see `delivering(on:)`).
    let live = options.api ? WeatherServices.live().delivering(on: MainScheduler.instance) : nil
    Replay.run(path: replay, json: options.json, units: options.units, live: live, tracePath: options.trace)
}

let services: WeatherServices
if options.offline {
    guard !Gazetteer.bundled.locations.isEmpty else {
        printError("weather: the bundled place list could not be read; reinstall the app.")
        exit(1)
    }
    services = .offline(scheduler: MainScheduler.instance)
} else {
    // Answers on the main queue, where the keys and the loop run (see `delivering(on:)`).
    services = .live().delivering(on: MainScheduler.instance)
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
let app = PlacesApp(services: services, store: store, units: options.units, recorder: recorder, trace: trace)
do {
    try TerminalApp.run(content: app.view.content) { screen in app.start(on: screen) }
} catch {
    printError("weather: the terminal could not be opened: \(error).")
    exit(ToolConventions.failure)
}
