import Foundation
import RxMVC
import TmuxHarness
import Weather
import XCTest

/// An endpoint variable that is not an http(s) URL with a host is refused with a sentence naming it and what is
/// wrong; the public service it would replace is never asked instead. The runs go through a proxy on a closed
/// loopback port, so even a build that fell back to the public service could reach nothing but 127.0.0.1.
final class WeatherMalformedEndpointEndToEndTests: XCTestCase {
    private let noInternet = [
        "http_proxy": "http://127.0.0.1:9", "https_proxy": "http://127.0.0.1:9", "HTTPS_PROXY": "http://127.0.0.1:9",
        "ALL_PROXY": "http://127.0.0.1:9", "all_proxy": "http://127.0.0.1:9", "no_proxy": "", "NO_PROXY": "",
    ]

    func testTheOneShotModesExitWithTheVariableAndWhatIsWrong() throws {
        let session = FileManager.default.temporaryDirectory
            .appendingPathComponent("weather-malformed-\(UUID().uuidString).jsonl")
        let launched = RecordedUserEvent(time: 0, event: PlacesEvent.launched(places: [], notice: nil))
        try JSONEncoder().encode(launched).write(to: session)
        defer { try? FileManager.default.removeItem(at: session) }
        let cases: [(arguments: [String], variable: String, value: String, problem: String)] = [
            (["--city", "Berlin"], "OPEN_METEO_GEOCODING_URL", "127.0.0.1:18080/ok/geo", "has no scheme"),
            (["--city", "Berlin", "--json"], "OPEN_METEO_GEOCODING_URL", "htp:/127.0.0.1:18080/ok/geo", "\"htp\""),
            (["--saved"], "OPEN_METEO_FORECAST_URL", "http:/127.0.0.1:18080/ok/forecast", "has no host"),
            (["--replay", session.path, "--api"], "OPEN_METEO_FORECAST_URL", "127.0.0.1:18080/f", "has no scheme"),
        ]
        for (arguments, variable, value, problem) in cases {
            let run = try WeatherBinary.run(arguments, environment: noInternet.merging([variable: value]) { $1 })
            XCTAssertEqual(run.status, 1, "\(arguments) \(variable)=\(value): \(run.stderr)")
            XCTAssertEqual(run.stdout, "", "\(arguments)")
            XCTAssertTrue(run.stderr.hasPrefix("weather: \(variable) is \"\(value)\""), run.stderr)
            XCTAssertTrue(run.stderr.contains(problem), run.stderr)
        }
        let offline = try WeatherBinary.run(
            ["--offline", "--city", "Berlin"], environment: ["OPEN_METEO_GEOCODING_URL": "127.0.0.1:18080/ok/geo"])
        XCTAssertEqual(offline.status, 0, "offline, the endpoints are not used: \(offline.stderr)")
    }

    func testTheFullScreenSaysWhichVariableIsWrong() throws {
        let app = try WeatherInTmux(name: "weather-malformed-endpoint", columns: 120)
        defer { app.close() }
        let environment = noInternet.merging(["OPEN_METEO_GEOCODING_URL": "127.0.0.1:18080/ok/geo"]) { $1 }
        try app.launch("", environment: environment)
        try app.waitForList("the list saying the variable is malformed") { screen in
            screen.has("OPEN_METEO_GEOCODING_URL is \"127.0.0.1:18080/ok/geo\", which has no scheme")
        }
        try app.tmux.keys("a")
        try app.tmux.type("berl")
        try app.tmux.waitFor("the search failing with the same reason") { screen in
            screen.contains { $0.hasPrefix("OPEN_METEO_GEOCODING_URL is") } && screen.has("City: berl")
        }
        try app.tmux.keys("Escape")
        try app.waitForList("the list again")
        try app.quit()
    }
}
