import Rx

extension MarbleDiagram {
    /// The recorded events of the diagram: frame `f` happens at tick `subscribed + f * frameSize`.
    func events<Element>(
        values: [Character: Element], errors: [Character: Swift.Error], frameSize: TestTime, subscribed: TestTime,
        marbles: String
    ) -> [Recorded<Event<Element>>] {
        precondition(frameSize > 0, "Invalid marbles \"\(marbles)\": frameSize must be positive, not \(frameSize)")
        return entries.map { entry in
            let time = subscribed + entry.frame * frameSize
            switch entry.symbol {
            case .completed:
                return Recorded(time: time, value: .completed)
            case .error:
                return Recorded(time: time, value: .error(errors["#"] ?? MarbleError()))
            case .value(let character):
                if let value = values[character] {
                    return Recorded(time: time, value: .next(value))
                }
                if let error = errors[character] {
                    return Recorded(time: time, value: .error(error))
                }
                preconditionFailure(
                    MarbleSyntaxError(
                        marbles: marbles, column: entry.column,
                        message: "`\(character)` is in neither `values` nor `errors`"
                    ).description)
            }
        }
    }

    /// The most frames a rendered diagram reaches on either side of the subscription; farther events are not drawn.
    static let maximumRenderedFrames = 10_000

    /// Marble-string rendering of `events`, or `nil` when they cannot be drawn with the given map and frame size
    /// (a time off the frame grid or more than `maximumRenderedFrames` away, an unknown value, events too close
    /// behind a group, a group over the frame that `^` needs).
    static func render<Element: Equatable>(
        _ events: [Recorded<Event<Element>>], values: [Character: Element], frameSize: TestTime, subscribed: TestTime
    ) -> String? {
        guard frameSize > 0 else { return nil }
        var symbolsByFrame: [(frame: Int, symbols: [Character])] = []
        for recorded in events {
            let (offset, overflow) = recorded.time.subtractingReportingOverflow(subscribed)
            guard !overflow, offset % frameSize == 0 else { return nil }
            let frame = offset / frameSize
            guard (-maximumRenderedFrames...maximumRenderedFrames).contains(frame) else { return nil }
            let symbol: Character
            switch recorded.value {
            case .completed: symbol = "|"
            case .error: symbol = "#"
            case .next(let element):
                guard let key = values.filter({ $0.value == element }).keys.sorted().first else { return nil }
                symbol = key
            }
            if let last = symbolsByFrame.last, last.frame == frame {
                symbolsByFrame[symbolsByFrame.count - 1].symbols.append(symbol)
            } else {
                guard symbolsByFrame.last.map({ $0.frame < frame }) ?? true else { return nil }
                symbolsByFrame.append((frame, [symbol]))
            }
        }
        let firstFrame = min(0, symbolsByFrame.first?.frame ?? 0)
        let needsAnchor = firstFrame < 0
        var output = ""
        var frame = firstFrame
        for (target, symbols) in symbolsByFrame {
            while frame < target {
                output.append(needsAnchor && frame == 0 ? "^" : "-")
                frame += 1
            }
            guard frame == target, !(needsAnchor && frame == 0) else { return nil }
            if symbols.count == 1 {
                output.append(symbols[0])
                frame += 1
            } else {
                output += "(" + String(symbols) + ")"
                frame += symbols.count + 2
                // The group covers the frame where `^` has to be drawn.
                if needsAnchor && target < 0 && frame > 0 { return nil }
            }
        }
        if needsAnchor && frame <= 0 {
            while frame < 0 {
                output.append("-")
                frame += 1
            }
            output.append("^")
        }
        return output
    }
}
