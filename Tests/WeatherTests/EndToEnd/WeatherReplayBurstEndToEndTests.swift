import Foundation
import RxMVC
import Weather
import XCTest

/// `weather --replay` of a session where "aBerlin⏎aMadrid⏎" was typed in one burst: the keys held after the first
/// Enter are recorded a fraction of a millisecond apart (or at the very same time), and the replay saves both places,
/// as the live session did.
final class WeatherReplayBurstEndToEndTests: XCTestCase {
    /// The burst as the app records it: Berlin's keys, its Enter, then (once Berlin is saved) `a` and Madrid's keys
    /// released together, `gap` seconds apart; Esc on the list at the end.
    private func writeSession(gap: Double) throws -> URL {
        var events: [RecordedUserEvent<PlacesEvent>] = [
            RecordedUserEvent(time: 0, event: .launched(places: [], notice: nil)),
            RecordedUserEvent(time: 0.1, event: .add),
        ]
        func typed(_ word: String, on screen: Int, from start: Double) -> Double {
            var time = start
            for length in 1...word.count {
                let text = String(word.prefix(length))
                events.append(
                    RecordedUserEvent(
                        time: time, event: .screen(id: StackElementID(rawValue: screen), event: .queryChanged(text))))
                time += gap
            }
            events.append(
                RecordedUserEvent(time: time, event: .screen(id: StackElementID(rawValue: screen), event: .enter)))
            return time
        }
        _ = typed("Berlin", on: 0, from: 0.2) // searched at 0.5, found (and saved) 150 ms later
        events.append(RecordedUserEvent(time: 0.70234, event: .add))
        let end = typed("Madrid", on: 1, from: 0.70234 + gap)
        events.append(RecordedUserEvent(time: end + 2, event: .back))
        let lines = try events.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("weather-burst-\(UUID().uuidString).jsonl")
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: file)
        return file
    }

    func testAReplayedBurstSavesEveryPlaceTyped() throws {
        for gap in [0.00017, 0] {
            let session = try writeSession(gap: gap)
            defer { try? FileManager.default.removeItem(at: session) }
            let run = try WeatherBinary.run(["--replay", session.path, "--json"])
            XCTAssertEqual(run.status, 0, run.stderr)
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            let places = try XCTUnwrap(object["places"] as? [[String: Any]], run.stdout)
            XCTAssertEqual(places.map { $0["name"] as? String }, ["Berlin", "Madrid"], "events \(gap) s apart")
            XCTAssertEqual((object["screens"] as? [[String: Any]])?.count, 1, run.stdout)
            XCTAssertEqual(object["quit"] as? Bool, true, run.stdout)
        }
    }
}
