import RxMVC
import RxTesting

/// Explores a whole loop with random user sessions and returns the simplest one found that breaks `invariant`, or
/// `nil` when every run kept it (property-based testing of a loop, with shrinking).
///
/// Each of `runs` runs builds a fresh controller on a fresh `TestScheduler` (tick 0, one second per tick), sends `steps` events drawn
/// from `events` at random gaps of 0…`maxGap` ticks, then lets pending work finish (at most `100 × maxGap` ticks
/// after the last event, as periodic timers never end), checking `invariant` on the initial state and after every
/// action. On the first run that fails, it shrinks the run — fewer events, shorter gaps, events listed earlier in
/// `events` — while the invariant still fails, and returns it:
///
///     let failure = explore(
///         model: GitHubSearchModel(),
///         controller: { scheduler in GitHubSearchController(api: StubAPI(scheduler: scheduler), scheduler: scheduler) },
///         events: [.queryChanged("rx"), .queryChanged("realm"), .openSelected],
///         invariant: { state in state.openable.allSatisfy { $0.query == state.query } ? nil : "opens another query's result" })
///     XCTAssertNil(failure, failure?.description ?? "")
///
/// The result's `description` is a `LoopTester` test repeating the failure. Runs are deterministic: the same seed
/// gives the same result, and run `n` of a seed `s` is run 0 of seed `s + n` (the failure's `seed`).
///
/// - Parameters:
///   - model: The model under test.
///   - controller: Makes the controller for one run, its services stubbed on the run's scheduler.
///   - events: The user events to draw from (not empty); list simpler events first, as shrinking prefers them.
///   - runs: How many random sessions to try.
///   - steps: How many events each session sends.
///   - maxGap: The longest pause between two events, in ticks.
///   - seed: Where the random sessions start.
///   - invariant: `nil` when a state is right, otherwise what is wrong with it.
/// - Complexity: `runs × steps` events when nothing fails; shrinking adds at most 2,000 runs.
public func explore<M: ReducerModel, C: Controller>(
    model: M,
    controller: @escaping (TestScheduler) -> C,
    events: [C.Event],
    runs: Int = 100, steps: Int = 20, maxGap: TestTime = 1_000, seed: UInt64 = 0,
    invariant: @escaping (M.State) -> String?
) -> ExplorationFailure<C.Event, M.State>? where M.Action == C.Action {
    explore(
        model: model, controller: controller, events: events, runs: runs, steps: steps, maxGap: maxGap, seed: seed,
        resolution: 1.0, invariant: invariant)
}

/// `explore(model:controller:events:runs:steps:maxGap:seed:invariant:)` on test schedulers of another resolution
/// (seconds per tick): `0.001` makes a tick a millisecond, for controllers that wait milliseconds.
public func explore<M: ReducerModel, C: Controller>(
    model: M,
    controller: @escaping (TestScheduler) -> C,
    events: [C.Event],
    runs: Int = 100, steps: Int = 20, maxGap: TestTime = 1_000, seed: UInt64 = 0, resolution: Double,
    invariant: @escaping (M.State) -> String?
) -> ExplorationFailure<C.Event, M.State>? where M.Action == C.Action {
    precondition(resolution > 0 && resolution.isFinite, "explore: the resolution must be a positive number of seconds")
    precondition(!events.isEmpty, "explore: give at least one event to draw from")
    precondition(runs >= 0, "explore: runs must not be negative")
    precondition(steps >= 0, "explore: steps must not be negative")
    precondition(maxGap >= 0, "explore: maxGap must not be negative")
    let runner = ExplorationRunner(
        model: model, controller: controller, events: events, maxGap: maxGap, resolution: resolution,
        invariant: invariant)
    for index in 0..<runs {
        let runSeed = seed &+ UInt64(index)
        let drawn = runner.draw(count: steps, seed: runSeed)
        guard let failure = runner.run(drawn) else { continue }
        let shrunk = runner.shrink(drawn, failure: failure)
        return ExplorationFailure(
            seed: runSeed, steps: shrunk.steps.map { (time: $0.time, event: events[$0.eventIndex]) },
            state: shrunk.failure.state, message: shrunk.failure.message, time: shrunk.failure.time,
            originalStepCount: drawn.count, resolution: resolution)
    }
    return nil
}
