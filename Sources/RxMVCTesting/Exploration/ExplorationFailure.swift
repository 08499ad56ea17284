import RxTesting

/// What `explore` found: the shrunk sequence of timed events after which the invariant fails, the state it fails on
/// and why, and (`description`) a `LoopTester` test that reproduces it.
public struct ExplorationFailure<Event, State>: CustomStringConvertible {
    /// The seed of the failing run: `explore(…, runs: 1, seed: seed)` draws the same events at the same times.
    public let seed: UInt64
    /// The events, each with the tick it is sent at, shrunk: removing any of them, sending any of them earlier or
    /// replacing any with an event listed earlier in `events` makes the invariant hold.
    public let steps: [(time: TestTime, event: Event)]
    /// The first state on which the invariant failed, after `steps`.
    public let state: State
    /// What the invariant said was wrong.
    public let message: String
    /// The tick at which the invariant failed.
    public let time: TestTime
    /// How many events the run had before shrinking.
    public let originalStepCount: Int
    /// The test schedulers' seconds per tick.
    let resolution: Double

    init(
        seed: UInt64, steps: [(time: TestTime, event: Event)], state: State, message: String, time: TestTime,
        originalStepCount: Int, resolution: Double
    ) {
        self.resolution = resolution
        self.seed = seed
        self.steps = steps
        self.state = state
        self.message = message
        self.time = time
        self.originalStepCount = originalStepCount
    }

    /// A ready `LoopTester` test repeating the failure; `model`, `controller` and `invariant` stand for the values
    /// given to `explore`.
    public var description: String {
        var lines = [
            "// explore: the invariant failed at tick \(time): \(message)",
            "// seed \(seed), shrunk from \(originalStepCount) to \(steps.count) event(s)",
            "func testExploredFailureSeed\(seed)() {",
            resolution == 1
                ? "    let scheduler = TestScheduler(initialClock: 0)"
                : "    let scheduler = TestScheduler(initialClock: 0, resolution: \(resolution))",
            "    let tester = LoopTester(",
            "        model: model, controller: controller(scheduler), scheduler: scheduler, exhaustivity: .off)",
        ]
        for step in steps {
            lines.append("    tester.advance(to: \(step.time))")
            lines.append("    tester.send(\(String(reflecting: step.event)))")
        }
        lines += [
            "    tester.advance(to: \(time))",
            "    tester.skipReceivedActions()",
            "    XCTAssertNil(invariant(tester.state))  // fails: \(message)",
            "}",
        ]
        return lines.joined(separator: "\n")
    }
}
