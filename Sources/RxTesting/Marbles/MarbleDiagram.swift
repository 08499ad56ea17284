/// A parsed marble string: which symbol happens at which frame. Internal; the public entry points are the marble
/// overloads of `createHotObservable`, `createColdObservable`, `Recorded.events(marbles:…)` and `XCTAssertEqual`.
///
/// Grammar (one character is one frame unless noted):
/// - `-` a frame where nothing happens; ` ` (space) is ignored entirely and takes no time;
/// - any other character is a symbol looked up in `values` (a `next` event) or `errors` (an `error` event);
/// - `|` completed, `#` an error (`errors["#"]`, or `MarbleError()` when absent);
/// - `^` the anchor: the frame that maps to the `subscribed` tick (at most one; only where allowed);
/// - `(ab|)` a group: all its events happen at the frame of `(`; the group takes as many frames as it has
///   characters, parentheses included, so the columns of the string stay the frames of time.
/// Without `^`, the first character is frame 0. No event may follow `|` or `#`.
struct MarbleDiagram: Equatable {
    enum Symbol: Equatable {
        case value(Character)
        case completed
        case error
    }

    struct Entry: Equatable {
        /// Frames after the anchor (negative before it).
        let frame: Int
        let symbol: Symbol
        /// The character's position in the string, for messages.
        let column: Int
    }

    let entries: [Entry]
    let hasAnchor: Bool

    /// Parses `marbles`, or throws a message naming the problem and its column.
    static func parse(_ marbles: String, allowsAnchor: Bool) throws(MarbleSyntaxError) -> MarbleDiagram {
        var entries: [Entry] = []
        var frame = 0
        var anchorFrame: Int?
        var groupStart: (frame: Int, column: Int)?
        var groupIsEmpty = true
        var terminated = false

        func fail(_ column: Int, _ message: String) -> MarbleSyntaxError {
            MarbleSyntaxError(marbles: marbles, column: column, message: message)
        }

        for (column, character) in marbles.enumerated() {
            if character == " " {
                if groupStart != nil { throw fail(column, "spaces are not allowed inside a group") }
                continue
            }
            defer { frame += 1 }
            switch character {
            case "-":
                if groupStart != nil { throw fail(column, "`-` is not allowed inside a group `(…)`") }
            case "^":
                if groupStart != nil { throw fail(column, "`^` is not allowed inside a group `(…)`") }
                guard allowsAnchor else {
                    throw fail(
                        column,
                        "`^` marks the subscription point of a hot observable; a cold observable's time already starts at its subscription"
                    )
                }
                guard anchorFrame == nil else { throw fail(column, "only one `^` is allowed") }
                anchorFrame = frame
            case "(":
                if groupStart != nil { throw fail(column, "groups cannot be nested") }
                groupStart = (frame, column)
                groupIsEmpty = true
            case ")":
                guard groupStart != nil else { throw fail(column, "`)` without a matching `(`") }
                if groupIsEmpty { throw fail(column, "empty group `()`") }
                groupStart = nil
            default:
                if terminated {
                    throw fail(column, "`\(character)` comes after the sequence already ended with `|` or `#`")
                }
                let symbol: Symbol
                switch character {
                case "|":
                    symbol = .completed
                    terminated = true
                case "#":
                    symbol = .error
                    terminated = true
                default:
                    symbol = .value(character)
                }
                entries.append(Entry(frame: groupStart?.frame ?? frame, symbol: symbol, column: column))
                groupIsEmpty = false
            }
        }
        if let groupStart {
            throw fail(groupStart.column, "group `(` is never closed with `)`")
        }
        let offset = anchorFrame ?? 0
        return MarbleDiagram(
            entries: entries.map { Entry(frame: $0.frame - offset, symbol: $0.symbol, column: $0.column) },
            hasAnchor: anchorFrame != nil)
    }

    /// Parses `marbles` or stops the program with the syntax error (a programming error in the test).
    static func parseOrTrap(_ marbles: String, allowsAnchor: Bool) -> MarbleDiagram {
        do {
            return try parse(marbles, allowsAnchor: allowsAnchor)
        } catch {
            preconditionFailure(error.description)
        }
    }
}
