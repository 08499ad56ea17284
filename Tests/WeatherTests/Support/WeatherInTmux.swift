import Foundation
import TmuxHarness
import XCTest

/// The full-screen `weather` in a private tmux server, with its own config folder (`XDG_CONFIG_HOME`), so saved
/// places live in a temporary folder the test reads and removes.
final class WeatherInTmux {
    let tmux: Tmux
    let binary: URL
    let configHome: URL

    /// The saved places file the app uses.
    var placesFile: URL {
        configHome.appendingPathComponent("rxmvc-weather/locations.json")
    }

    init(name: String, columns: Int = 100, rows: Int = 30) throws {
        binary = try WeatherBinary.url()
        configHome = FileManager.default.temporaryDirectory
            .appendingPathComponent("weather-e2e-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: configHome, withIntermediateDirectories: true)
        tmux = try Tmux(name: name, columns: columns, rows: rows)
    }

    /// Runs `weather ARGUMENTS` in the shell with the variables of `environment` set, echoing its exit status when
    /// it ends.
    func launch(_ arguments: String = "--offline", environment: [String: String] = [:]) throws {
        let assignments = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quoted($0.value)) " }
        try tmux.type(
            "clear; XDG_CONFIG_HOME=\(Self.quoted(configHome.path)) \(assignments.joined())\(Self.quoted(binary.path)) "
                + "\(arguments); echo \"status=$?\"")
        try tmux.keys("Enter")
    }

    /// `text` as one shell word, in single quotes.
    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    /// Waits for the places list (its key help in the status bar) showing `condition`.
    @discardableResult
    func waitForList(
        _ what: String, file: StaticString = #filePath, line: UInt = #line,
        _ condition: ([String]) -> Bool = { _ in true }
    ) throws -> [String] {
        try tmux.waitFor(what, file: file, line: line) { screen in
            screen.has("a add  d delete  Enter detail  r refresh  Esc quit") && condition(screen)
        }
    }

    /// Esc on the list, then the shell's `status=0`.
    func quit(file: StaticString = #filePath, line: UInt = #line) throws {
        try tmux.keys("Escape")
        try tmux.waitFor("the shell again", file: file, line: line) { $0.has("status=0") }
    }

    /// Writes `json` as the saved places file.
    func writePlaces(_ json: String) throws {
        try FileManager.default.createDirectory(
            at: placesFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(json.utf8).write(to: placesFile)
    }

    func close() {
        tmux.close()
        try? FileManager.default.removeItem(at: configHome)
    }
}

extension Array where Element == String {
    /// `true` when some line shows a temperature such as "21.4°C".
    var showsTemperature: Bool {
        contains { $0.range(of: #"-?\d+\.\d°C"#, options: .regularExpression) != nil }
    }
}
