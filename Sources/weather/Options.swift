import Foundation
import RxTerminal
import Weather

/// The command line of `weather`.
struct Options: Equatable {
    /// `--city NAME`: print that city's weather once and exit, no terminal UI.
    var city: String?
    /// `--json`: with `--city`, print JSON instead of a line of text.
    var json = false
    /// `--offline`: the bundled gazetteer and demo weather, no network.
    var offline = false
    /// `--units metric|imperial`.
    var units = Units.metric
    /// `--help`.
    var help = false
    /// `--saved`: print the saved places with their weather once and exit.
    var saved = false
    /// `--record FILE`: write the session's events to FILE as JSON lines.
    var record: String?
    /// `--replay FILE`: replay a recorded session headlessly on the offline data and print the final state.
    var replay: String?
    /// `--trace FILE`: write a trace of the loop (events, actions, the state fields each changed) to FILE.
    var trace: String?
    /// `--api`: with `--replay`, replay against the live services (their endpoints from the environment).
    var api = false
    /// `--version`: print the version and exit.
    var version = false

    static let usage = """
        usage: weather [--offline] [--units metric|imperial] [--record FILE] [--trace FILE]
               weather [--offline] [--units metric|imperial] (--city NAME | --saved) [--json]
               weather --replay FILE [--api] [--json] [--trace FILE]

          (no option)       full screen: your saved places with their weather; a adds a place (type, Up/Down,
                            Enter saves), d or Delete removes one, Enter shows its detail, r refreshes, Esc goes
                            back (and quits on the list)
          --city NAME       print the current weather in NAME once and exit
          --saved           print the saved places with their weather once and exit
          --json            with --city, --saved or --replay: print JSON (indented, keys sorted)
          --record FILE     write the session's key events to FILE (JSON lines) for --replay
          --replay FILE     replay a recorded session headlessly on the offline data, print the saved places and
                            the screens, and exit
          --trace FILE      with the full screen or --replay: write each key event, each action and the state
                            fields it changed to FILE (JSON lines; virtual times in an offline replay)
          --api             with --replay: send the events at their recorded times to the live services (the
                            endpoints below) instead, and print the state once their requests have ended
          Saved places: $XDG_CONFIG_HOME/rxmvc-weather/locations.json (~/.config/… when unset).
          --offline         use the bundled place list and demo weather (not a forecast); no network
          --units imperial  temperatures in °F (default: metric, °C)

        Live data: Open-Meteo (no key). Set OPENWEATHER_API_KEY to get the weather from OpenWeatherMap instead.
        Endpoints: OPEN_METEO_GEOCODING_URL, OPEN_METEO_FORECAST_URL, OPENWEATHER_API_URL.
          -h, --help        show this help
          --version         print the version
        """ + "\n" + ToolConventions.exitStatusHelp

    /// Why the command line was not understood.
    struct ParseError: Error, CustomStringConvertible {
        let description: String
    }

    private static func units(_ text: String) throws -> Units {
        guard let units = Units(rawValue: text.lowercased()) else {
            throw ParseError(description: "--units must be metric or imperial, not \(text)")
        }
        return units
    }

    /// Reads the arguments (without the program name).
    static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        var rest = arguments[...]
        func value(for flag: String) throws -> String {
            guard let value = rest.popFirst(), !value.hasPrefix("--") else {
                throw ParseError(description: "\(flag) needs a value")
            }
            return value
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--city":
                options.city = try value(for: "--city")
            case "--json":
                options.json = true
            case "--offline":
                options.offline = true
            case "--units":
                options.units = try units(try value(for: "--units"))
            case "--saved":
                options.saved = true
            case "--record":
                options.record = try value(for: "--record")
            case "--replay":
                options.replay = try value(for: "--replay")
            case "--trace":
                options.trace = try value(for: "--trace")
            case "--api":
                options.api = true
            case "--help", "-h":
                options.help = true
            case "--version":
                options.version = true
            case _ where argument.hasPrefix("--city="):
                options.city = String(argument.dropFirst("--city=".count))
            case _ where argument.hasPrefix("--units="):
                options.units = try units(String(argument.dropFirst("--units=".count)))
            default:
                throw ParseError(description: "unknown argument \(argument)")
            }
        }
        if options.json && options.city == nil && !options.saved && options.replay == nil {
            throw ParseError(description: "--json needs --city, --saved or --replay")
        }
        let modes = [options.city != nil, options.saved, options.replay != nil, options.record != nil]
        if modes.filter({ $0 }).count > 1 {
            throw ParseError(description: "use only one of --city, --saved, --record and --replay")
        }
        if options.trace != nil && (options.city != nil || options.saved) {
            throw ParseError(description: "--trace traces the full screen or a --replay, not --city or --saved")
        }
        if options.api && options.replay == nil {
            throw ParseError(description: "--api goes with --replay (the other modes are live unless --offline)")
        }
        if options.api && options.offline {
            throw ParseError(description: "--offline and --api cannot be used together")
        }
        if let city = options.city, city.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ParseError(description: "--city needs a city name")
        }
        return options
    }
}
