import Rx
import RxTerminal

/// A focused one-line text field holding `length` characters, cursor at the end, on an 80-column screen.
private func focusedField(length: Int) -> (field: TextField, screen: Screen) {
    let field = TextField(prompt: "Search: ")
    field.text = String(repeating: "abcdefghij", count: length / 10)
    let screen = Screen(
        terminal: MemoryTerminal(columns: 80, rows: 1), content: field, scheduler: MainScheduler.instance)
    return (field, screen)
}

/// Drawing the field: the cost of one frame of the search field after a huge paste. The field is built once,
/// outside the timed rounds; few operations per round, so a quadratic drawing still finishes.
let terminalBenches: [Bench] = [1_000, 4_000, 8_000].map { length in
    let (field, screen) = focusedField(length: length)
    return Bench(
        name: "t TextField draw, \(length) characters, per draw", rxSwiftNanoseconds: nil,
        operationsPerRound: length >= 4_000 ? 2 : 10
    ) { count in
        for _ in 0..<count {
            let canvas = Canvas(width: 80, height: 1)
            field.draw(in: canvas)
            blackHole.value &+= canvas.frame.cursor?.column ?? 0
        }
        withExtendedLifetime(screen) {}
    }
}

/// Decoding a bracketed paste of `length` characters read in 1 KiB chunks, then an Esc press: per byte, so a
/// decoder that rescans what it has buffered shows up as a cost growing with the length.
let keyDecoderBenches: [Bench] = [10_000, 100_000, 1_000_000].map { length in
    let bytes = Array("\u{1B}[200~\(String(repeating: "pasted text ", count: length / 12))\u{1B}[201~\u{1B}".utf8)
    let chunks = stride(from: 0, to: bytes.count, by: 1_024).map { Array(bytes[$0..<min($0 + 1_024, bytes.count)]) }
    return Bench(
        name: "t' KeyDecoder, \(length)-character paste in 1 KiB reads, per byte", rxSwiftNanoseconds: nil,
        operationsPerRound: bytes.count
    ) { count in
        var decoder = KeyDecoder()
        var keys = 0
        for chunk in chunks { keys += decoder.feed(chunk).count }
        keys += decoder.flush().count
        blackHole.value &+= keys
        _ = count
    }
}
