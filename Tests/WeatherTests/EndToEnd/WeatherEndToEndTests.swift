import Foundation
import TmuxHarness
import XCTest

/// Runs the built `weather` executable as a person would: one-shot from a shell, and full-screen in tmux.
final class WeatherEndToEndTests: XCTestCase {
    func testOneShotOfflinePrintsALabelledLine() throws {
        let run = try WeatherBinary.run(["--offline", "--city", "Berlin"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("Berlin: "), run.stdout)
        XCTAssertTrue(run.stdout.contains("°C"), run.stdout)
        XCTAssertTrue(run.stdout.hasSuffix("(offline demo; demo data, not a forecast)\n"), run.stdout)
    }

    /// Results that cannot be written (a full disk) are an error on standard error and exit status 1, not a silent
    /// exit 0 with nothing written.
    func testAFullDiskIsAnErrorNotASilentSuccess() throws {
        guard let full = FileHandle(forWritingAtPath: "/dev/full") else { throw XCTSkip("no /dev/full here") }
        for arguments in [["--offline", "--city", "Berlin"], ["--offline", "--saved", "--json"]] {
            let run = try WeatherBinary.run(arguments, standardOutput: full)
            XCTAssertEqual(run.status, 1, "\(arguments): \(run.stderr)")
            XCTAssertTrue(
                run.stderr.contains("weather: cannot write to standard output: No space left on device"), run.stderr)
        }
    }

    func testOneShotJSONInFahrenheit() throws {
        let run = try WeatherBinary.run(["--offline", "--city", "sao paulo", "--json", "--units", "imperial"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["place"] as? String, "São Paulo")
        XCTAssertEqual(object["units"] as? String, "imperial")
        XCTAssertEqual(object["demoData"] as? Bool, true)
        XCTAssertTrue((object["degrees"] as? String)?.hasSuffix("°F") == true)
    }

    func testOneShotFailuresSayWhatHappened() throws {
        let unknown = try WeatherBinary.run(["--offline", "--city", "Xyzzyville"])
        XCTAssertEqual(unknown.status, 1)
        XCTAssertEqual(unknown.stdout, "")
        XCTAssertTrue(unknown.stderr.contains("No place called \"Xyzzyville\" was found"), unknown.stderr)

        let unreachable = try WeatherBinary.run(
            ["--city", "Berlin"],
            environment: [
                "OPEN_METEO_GEOCODING_URL": "http://127.0.0.1:9/v1/search",
                "OPEN_METEO_FORECAST_URL": "http://127.0.0.1:9/v1/forecast",
            ])
        XCTAssertEqual(unreachable.status, 1)
        XCTAssertTrue(unreachable.stderr.contains("Could not connect to the server"), unreachable.stderr)

        let usage = try WeatherBinary.run(["--units", "kelvin"])
        XCTAssertEqual(usage.status, 2)
        XCTAssertTrue(usage.stderr.contains("--units must be metric or imperial"), usage.stderr)
        XCTAssertEqual(
            usage.stderr,
            "weather: --units must be metric or imperial, not kelvin\nRun weather --help for the options.\n",
            "a one-line hint, not the whole usage")
    }

    /// The same --version, --help's exit statuses and JSON style as github-search.
    func testVersionHelpAndJSONStyleAreGitHubSearchs() throws {
        let version = try WeatherBinary.run(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertTrue(version.stdout.hasPrefix("weather 3."), version.stdout)
        let help = try WeatherBinary.run(["--help"])
        XCTAssertTrue(help.stdout.contains("Exit status: 0 done, 1 failed"), help.stdout)
        let json = try WeatherBinary.run(["--offline", "--city", "Berlin", "--json"])
        XCTAssertEqual(json.status, 0, json.stderr)
        XCTAssertTrue(json.stdout.hasPrefix("{\n  \""), "indented JSON: \(json.stdout.prefix(40))")
    }

    func testWithoutATerminalTheInteractiveModeExplains() throws {
        let run = try WeatherBinary.run(["--offline"])
        XCTAssertEqual(run.status, 2, "a usage error, as in github-search")
        XCTAssertTrue(run.stderr.contains("pass --city NAME (or --saved)"), run.stderr)
        XCTAssertFalse(run.stderr.contains("pipe text in"), "there is no such mode")
        XCTAssertFalse(run.stdout.contains("\u{1B}"), "no escape sequences without a terminal")
    }

    func testAddBerlinSeeItsTemperatureAndQuit() throws {
        let app = try WeatherInTmux(name: "weather")
        defer { app.close() }
        try app.launch()
        try app.waitForList("the first frame") { $0.has("No saved places yet: press a to add one") }

        try app.tmux.keys("a")
        try app.tmux.waitFor("the add screen") { $0.contains { $0.hasPrefix("City: city name, e.g. Berlin") } }
        try app.tmux.type("berl")
        let listed = try app.tmux.waitFor("Berlin in the list") { screen in
            screen.contains("City: berl") && screen.contains { $0.contains("Berlin") && $0.contains("Germany") }
        }
        XCTAssertTrue(listed.contains { $0.contains("52.52°N 13.41°E") }, listed.joined(separator: "\n"))

        try app.tmux.keys("Enter")
        let list = try app.waitForList("Berlin's weather on the list") { screen in
            screen.contains { $0.hasPrefix("› Berlin, State of Berlin, Germany") } && screen.showsTemperature
        }
        XCTAssertTrue(list.has("(demo data, not a forecast)"), list.joined(separator: "\n"))
        XCTAssertFalse(list.has("loading weather"), list.joined(separator: "\n"))

        try app.quit()
        let shell = try app.tmux.screen()
        XCTAssertFalse(shell.has("Esc quit"), shell.joined(separator: "\n"))
        XCTAssertEqual(try app.tmux.display("#{alternate_on}"), "0", "back on the main screen")
        XCTAssertEqual(try app.tmux.display("#{cursor_flag}"), "1", "cursor shown again")
    }
}
