import FuzzSupport
import Rx
import XCTest

@testable import RxTesting

/// Marble diagrams with fixed seeds: random diagrams and random recorded event lists survive a render/parse round
/// trip, and no input traps or hangs the parser or the renderer.
final class MarbleFuzzTests: RxTestCase {
    private static let values: [Character: Int] = ["a": 1, "b": 2, "c": 3, "x": 4, "1": 5, "é": 6, "日": 7, "😀": 8]
    private static let symbols = Array(values.keys).sorted()

    func testRandomDiagramsRenderBackToTheSameEvents() {
        var random = SplitMix64(seed: 0x3A2B_0001)
        for iteration in 0..<3000 {
            let marbles = Self.randomDiagram(using: &random)
            let frameSize = random.pick([1, 5, 10])
            let subscribed = random.pick([0, 200, -70, 1_000_000])
            let events = Recorded.events(
                marbles: marbles, values: Self.values, frameSize: frameSize, subscribed: subscribed)
            guard
                let drawn = MarbleDiagram.render(
                    events, values: Self.values, frameSize: frameSize, subscribed: subscribed)
            else {
                XCTFail("iteration \(iteration): \(marbles.debugDescription) cannot be drawn back")
                return
            }
            let again = Self.parse(drawn, frameSize: frameSize, subscribed: subscribed)
            guard again == events else {
                XCTFail(
                    "iteration \(iteration): \(marbles.debugDescription) was drawn as \(drawn.debugDescription), which means \(String(describing: again)), not \(events)"
                )
                return
            }
        }
    }

    func testRandomEventListsRenderToTheirOwnDiagramOrToNothing() {
        var random = SplitMix64(seed: 0x3A2B_0002)
        for iteration in 0..<5000 {
            let frameSize = random.pick([1, 10])
            let subscribed = 200
            var time = subscribed + random.int(in: -6...3) * (random.chance(90) ? frameSize : 3)
            var events: [Recorded<Event<Int>>] = []
            for _ in 0..<random.int(in: 0...8) {
                time += random.pick([0, 0, 1, 2, 3, 5]) * (random.chance(95) ? frameSize : 7)
                events.append(Recorded(time: time, value: .next(random.pick([1, 2, 3, 4, 5, 6, 7, 8, 9]))))
            }
            if random.chance(50) {
                time += random.pick([0, 1, 2]) * frameSize
                events.append(Recorded(time: time, value: random.chance(50) ? .completed : .error(MarbleError())))
            }
            guard
                let drawn = MarbleDiagram.render(
                    events, values: Self.values, frameSize: frameSize, subscribed: subscribed)
            else { continue }
            let again = Self.parse(drawn, frameSize: frameSize, subscribed: subscribed)
            guard again == events else {
                XCTFail(
                    "iteration \(iteration): \(events) was drawn as \(drawn.debugDescription), which means \(String(describing: again))"
                )
                return
            }
        }
    }

    func testExtremeTimesNeitherTrapNorHang() {
        var random = SplitMix64(seed: 0x3A2B_0003)
        let extremes = [
            Int.min, Int.min + 1, -1_000_000_000_000, -1, 0, 1, 200, 1_000_000_000_000, Int.max - 1, Int.max,
        ]
        for iteration in 0..<2000 {
            let subscribed = random.pick(extremes)
            let frameSize = random.pick([1, 10, Int.max])
            let events: [Recorded<Event<Int>>] = (0..<random.int(in: 1...3)).map { _ in
                Recorded(time: random.pick(extremes), value: .next(1))
            }.sorted { $0.time < $1.time }
            guard
                let drawn = MarbleDiagram.render(
                    events, values: Self.values, frameSize: frameSize, subscribed: subscribed)
            else { continue }
            XCTAssertEqual(
                Self.parse(drawn, frameSize: frameSize, subscribed: subscribed), events, "iteration \(iteration)")
        }
    }

    func testRandomStringsEitherParseOrNameTheColumnOfTheMistake() {
        var random = SplitMix64(seed: 0x3A2B_0004)
        let alphabet: [Character] = ["-", "^", "(", ")", "|", "#", " ", "a", "b", "é", "😀", "\u{301}", "\n"]
        for _ in 0..<5000 {
            let marbles = String((0..<random.int(in: 0...20)).map { _ in random.pick(alphabet) })
            do {
                let diagram = try MarbleDiagram.parse(marbles, allowsAnchor: random.chance(50))
                XCTAssertEqual(
                    diagram.entries.map(\.frame), diagram.entries.map(\.frame).sorted(), marbles.debugDescription)
            } catch {
                XCTAssertTrue(error.description.contains("at column"), error.description)
            }
        }
    }

    // MARK: - Helpers

    /// A well-formed diagram: dashes, values, groups, spaces, at most one `^` and maybe a final `|` or `#`.
    private static func randomDiagram(using random: inout SplitMix64) -> String {
        var marbles = ""
        var anchored = false
        for _ in 0..<random.int(in: 0...12) {
            switch random.below(6) {
            case 0, 1: marbles += String(repeating: "-", count: random.int(in: 1...3))
            case 2: marbles.append(random.pick(symbols))
            case 3: marbles += "(" + String((0..<random.int(in: 1...3)).map { _ in random.pick(symbols) }) + ")"
            case 4: marbles += random.pick([" ", "  "])
            default:
                if !anchored {
                    anchored = true
                    marbles += "^"
                }
            }
        }
        switch random.below(4) {
        case 0: marbles += "|"
        case 1: marbles += "#"
        case 2: marbles += "(" + String(random.pick(symbols)) + random.pick(["|", "#"]) + ")"
        default: break
        }
        return marbles + String(repeating: "-", count: random.int(in: 0...2))
    }

    private static func parse(_ marbles: String, frameSize: TestTime, subscribed: TestTime) -> [Recorded<Event<Int>>]? {
        guard let diagram = try? MarbleDiagram.parse(marbles, allowsAnchor: true) else { return nil }
        return diagram.events(
            values: values, errors: [:], frameSize: frameSize, subscribed: subscribed, marbles: marbles)
    }
}
