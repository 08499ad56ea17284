import RxTerminal
import RxTesting

/// A `Screen` on a `MemoryTerminal`, driven in virtual time (1 tick = 1 ms) as a person at a terminal would drive
/// it: keys are sent one at a time, time is advanced by hand, and the lines drawn are read back. The apps' headless
/// harnesses subclass it, wiring their own view, model and controller to `screen`.
open class HeadlessScreen {
    public let scheduler: TestScheduler
    public let terminal: MemoryTerminal
    public let screen: Screen
    private let keyGap: TestTime
    private let typingSettle: TestTime
    private let pressSettle: TestTime

    /// - Parameters:
    ///   - keyGap: The milliseconds between two keys of `press`.
    ///   - typingSettle: The milliseconds `type` lets pass after the text, unless told otherwise.
    ///   - pressSettle: The milliseconds `press` lets pass after the keys, unless told otherwise.
    public init(
        scheduler: TestScheduler, terminal: MemoryTerminal, screen: Screen, keyGap: TestTime, typingSettle: TestTime,
        pressSettle: TestTime
    ) {
        self.scheduler = scheduler
        self.terminal = terminal
        self.screen = screen
        self.keyGap = keyGap
        self.typingSettle = typingSettle
        self.pressSettle = pressSettle
    }

    /// Lets `milliseconds` of virtual time pass.
    public final func advance(by milliseconds: TestTime) {
        scheduler.advanceTo(scheduler.clock + milliseconds)
    }

    /// Types `text`, one key a millisecond, then lets `settle` milliseconds pass (`typingSettle` by default).
    public final func type(_ text: String, settle: TestTime? = nil) {
        for character in text {
            screen.send(.character(character))
            advance(by: 1)
        }
        advance(by: settle ?? typingSettle)
    }

    /// Presses `keys` one after another, `keyGap` apart, then lets `settle` milliseconds pass (`pressSettle` by
    /// default).
    public final func press(_ keys: Key..., settle: TestTime? = nil) {
        for key in keys {
            screen.send(key)
            advance(by: keyGap)
        }
        advance(by: settle ?? pressSettle)
    }

    /// Sends `keys` in one burst, as a fast typist or a script does: no time passes between them.
    public final func burst(_ keys: [Key]) {
        for key in keys { screen.send(key) }
    }

    /// Sends the characters of `text`, then `keys`, in one burst.
    public final func burst(_ text: String, then keys: Key...) {
        burst(text.map { .character($0) } + keys)
    }

    /// The terminal's lines after a fresh frame, trailing spaces removed.
    public final var lines: [String] {
        screen.render()
        return terminal.lines.map { line in
            String(line.reversed().drop(while: { $0 == " " }).reversed())
        }
    }

    /// The highlighted row's line (the one a list marks with "› "), if any.
    public final var highlighted: String? { lines.first { $0.hasPrefix("› ") } }

    /// The screen as text, for failure messages.
    public final var shown: String { lines.joined(separator: "\n") }
}
