import Rx
import RxTerminal

/// Drawing a focused one-line text field holding a long text, cursor at the end, on an 80-column row: the cost of
/// one frame of the search field after a huge paste. Few operations per round, so the old quadratic drawing
/// still finishes.
let terminalBenches: [Bench] = [1_000, 4_000, 8_000].map { length in
    Bench(name: "t TextField draw, \(length) characters, per draw", rxSwiftNanoseconds: nil,
          operationsPerRound: length >= 4_000 ? 2 : 10) { count in
        let field = TextField(prompt: "Search: ")
        field.text = String(repeating: "abcdefghij", count: length / 10)
        let terminal = MemoryTerminal(columns: 80, rows: 1)
        let screen = Screen(terminal: terminal, content: field, scheduler: MainScheduler.instance)
        for _ in 0..<count {
            let canvas = Canvas(width: 80, height: 1)
            field.draw(in: canvas)
            blackHole.value &+= canvas.frame.cursor?.column ?? 0
        }
        withExtendedLifetime(screen) {}
    }
}
