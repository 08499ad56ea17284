import Foundation
import FuzzSupport
import Rx
import RxHTTP
import RxTesting
import Weather
import XCTest

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Hostile Open-Meteo and OpenWeatherMap answers with fixed seeds, served in-process through the live services'
/// real request and decoding path: truncated bodies, wrong types, `1e400`, `-0`, huge integers, deep nesting,
/// invalid UTF-8. Every answer ends in a value or a typed error (the Weather or RxHTTP module's): no crash, no hang.
final class WeatherDecodingFuzzTests: InProcessSessionTestCase {
    override class var host: String { "fuzz-weather.test" }
    private static let endpoint = URL(string: "https://\(host)/v1/endpoint")!
    private let berlin = Location(name: "Berlin", country: "Germany", latitude: 52.52, longitude: 13.41)

    private static let geocodingBody = FuzzJSON.object([
        (
            "results",
            .array([
                .object([
                    ("id", .number("2950159")), ("name", .string("Berlin")), ("latitude", .number("52.52437")),
                    ("longitude", .number("13.41053")), ("elevation", .number("74.0")), ("country_code", .string("DE")),
                    ("timezone", .string("Europe/Berlin")), ("country", .string("Germany")),
                    ("admin1", .string("Land Berlin")),
                ]),
                .object([("name", .string("Berlin")), ("latitude", .number("-0")), ("longitude", .number("0"))]),
            ])
        ),
        ("generationtime_ms", .number("0.53")),
    ])
    private static let forecastBody = FuzzJSON.object([
        ("latitude", .number("52.52")), ("longitude", .number("13.419998")),
        ("current_units", .object([("time", .string("unixtime")), ("temperature_2m", .string("°C"))])),
        (
            "current",
            .object([
                ("time", .number("1748779200")), ("interval", .number("900")),
                ("temperature_2m", .number("21.4")),
                ("weather_code", .number("3")),
            ])
        ),
    ])
    private static let openWeatherBody = FuzzJSON.object([
        ("coord", .object([("lon", .number("13.41")), ("lat", .number("52.52"))])),
        (
            "weather",
            .array([
                .object([
                    ("id", .number("804")), ("main", .string("Clouds")), ("description", .string("overcast clouds")),
                ])
            ])
        ),
        ("main", .object([("temp", .number("21.4")), ("humidity", .number("40"))])),
        ("dt", .number("1748779200")), ("name", .string("Berlin")), ("cod", .number("200")),
    ])
    private static let openMeteoErrorBody = FuzzJSON.object([
        ("error", .bool(true)), ("reason", .string("Latitude must be in range of -90 to 90°. Given: 91.0.")),
    ])
    private static let openWeatherErrorBody = FuzzJSON.object([
        ("cod", .string("404")), ("message", .string("city not found")),
    ])

    private var geocoder: OpenMeteoGeocodingService {
        OpenMeteoGeocodingService(endpoint: Self.endpoint, session: session)
    }

    private var forecast: OpenMeteoWeatherService {
        OpenMeteoWeatherService(endpoint: Self.endpoint, geocoder: geocoder, session: session)
    }

    private var openWeather: OpenWeatherMapService {
        OpenWeatherMapService(apiKey: "fuzz-key", endpoint: Self.endpoint, session: session)
    }

    func testUnchangedAnswersDecode() throws {
        serve(200, Self.geocodingBody.bytes)
        XCTAssertEqual(try XCTUnwrap(Outcome(geocoder.search("Berlin", count: 5)).value()).first?.countryCode, "DE")
        serve(200, Self.forecastBody.bytes)
        XCTAssertEqual(
            try XCTUnwrap(Outcome(forecast.currentWeather(at: berlin, units: .metric)).value()).conditionCode, 3)
        serve(200, Self.openWeatherBody.bytes)
        XCTAssertEqual(
            try XCTUnwrap(Outcome(openWeather.currentWeather(city: "Berlin", units: .metric)).value()).placeName,
            "Berlin")
    }

    func testHostileGeocodingAnswers() {
        fuzz(seed: 0x3E47_0001, count: 500, base: Self.geocodingBody) { [unowned self] in
            geocoder.search("Berlin", count: 5).map { _ in () }
        }
    }

    func testHostileForecastAnswers() {
        fuzz(seed: 0x3E47_0002, count: 500, base: Self.forecastBody) { [unowned self] in
            forecast.currentWeather(at: berlin, units: .metric).map { _ in () }
        }
    }

    func testHostileOpenWeatherMapAnswers() {
        fuzz(seed: 0x3E47_0003, count: 500, base: Self.openWeatherBody) { [unowned self] in
            openWeather.currentWeather(city: "Berlin", units: .imperial).map { _ in () }
        }
    }

    func testHostileErrorBodies() {
        var random = SplitMix64(seed: 0x3E47_0004)
        let openMeteo = JSONMutator(base: Self.openMeteoErrorBody)
        let openWeatherMap = JSONMutator(base: Self.openWeatherErrorBody)
        for iteration in 0..<350 {
            let status = random.pick([400, 401, 404, 429, 500, 503])
            let useOpenMeteo = random.chance(50)
            let body = (useOpenMeteo ? openMeteo : openWeatherMap).next(using: &random)
            serve(status, body)
            let request: Single<Void> =
                useOpenMeteo
                ? forecast.currentWeather(at: berlin, units: .metric).map { _ in () }
                : openWeather.currentWeather(city: "Berlin", units: .metric).map { _ in () }
            guard case .failure(let error) = Outcome(request, timeout: 10) else {
                return XCTFail("iteration \(iteration): status \(status) did not fail with one error")
            }
            guard check(error, iteration: iteration, body: body) else { return }
            XCTAssertFalse(WeatherError.message(for: error).contains("fuzz-key"), "iteration \(iteration)")
        }
    }

    func testHostileWholeBodies() {
        let bodies: [[UInt8]] = [
            [], Array("null".utf8), Array("[]".utf8), Array("1e400".utf8), Array("\"\u{FF}\"".utf8),
            [0xFF, 0xFE, 0x00],
            JSONMutator.deepNesting(10_000, open: "["), JSONMutator.deepNesting(10_000, open: "{\"a\":"),
            Array("{\"results\":".utf8) + JSONMutator.deepNesting(10_000, open: "[") + [0x7D],
            Array("{\"current\":{\"temperature_2m\":1e400,\"weather_code\":3}}".utf8),
            Array("{\"current\":{\"temperature_2m\":-0,\"weather_code\":18446744073709551616}}".utf8),
            Array("{\"name\":\"x\",\"main\":{\"temp\":123456789012345678901234567890}}".utf8),
            Array("{\"results\":[{\"name\":\"x\",\"latitude\":1e400,\"longitude\":0}]}".utf8),
        ]
        for (index, body) in bodies.enumerated() {
            let requests: [Single<Void>] = [
                geocoder.search("Berlin", count: 5).map { _ in () },
                forecast.currentWeather(at: berlin, units: .metric).map { _ in () },
                openWeather.currentWeather(city: "Berlin", units: .metric).map { _ in () },
            ]
            for request in requests {
                serve(200, body)
                guard check(Outcome(request, timeout: 10), iteration: index, body: body) else { return }
            }
        }
    }

    // MARK: - Helpers

    private func serve(_ status: Int, _ body: [UInt8]) {
        StubURLProtocol.answer(host: Self.host, with: .init(status: status, body: body))
    }

    private func fuzz(
        seed: UInt64, count: Int, base: FuzzJSON, request: () -> Single<Void>,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        var random = SplitMix64(seed: seed)
        let mutator = JSONMutator(base: base)
        var values = 0
        var errors = 0
        for iteration in 0..<count {
            let body = mutator.next(using: &random)
            serve(200, body)
            let outcome = Outcome(request(), timeout: 10)
            guard check(outcome, iteration: iteration, body: body, file: file, line: line) else { return }
            if case .value = outcome { values += 1 } else { errors += 1 }
        }
        // Both paths were exercised: some variants still decode, most do not.
        XCTAssertGreaterThan(values, 0, file: file, line: line)
        XCTAssertGreaterThan(errors, 0, file: file, line: line)
    }

    private func check(
        _ outcome: Outcome<Void>, iteration: Int, body: [UInt8], file: StaticString = #filePath, line: UInt = #line
    ) -> Bool {
        switch outcome {
        case .value: return true
        case .failure(let error): return check(error, iteration: iteration, body: body, file: file, line: line)
        case .nothing(let what):
            XCTFail("iteration \(iteration): \(what) for \(Self.preview(body))", file: file, line: line)
            return false
        }
    }

    /// A typed error is one of the Weather or RxHTTP module's own error types, never a raw `DecodingError`, an
    /// `NSError` or `RxError.timeout` (a hang).
    private func check(
        _ error: Error, iteration: Int, body: [UInt8], file: StaticString = #filePath, line: UInt = #line
    ) -> Bool {
        let type = String(reflecting: Swift.type(of: error))
        guard type.hasPrefix("Weather.") || type.hasPrefix("RxHTTP.") else {
            XCTFail(
                "iteration \(iteration): untyped error \(type): \(error) for \(Self.preview(body))", file: file,
                line: line)
            return false
        }
        return true
    }

    private static func preview(_ body: [UInt8]) -> String {
        String(decoding: body.prefix(300), as: UTF8.self).debugDescription + " (\(body.count) bytes)"
    }
}
