extension String {
    /// This text cut to at most `width` terminal columns, ending in "…" when something was cut (so a reader sees
    /// that it was); the whole text when it fits, nothing when `width` is 0 or less.
    public func truncated(toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        guard terminalWidth > width else { return self }
        var kept = ""
        var used = 0
        for character in self {
            let characterWidth = character.terminalWidth
            guard used + characterWidth <= width - 1 else { break }
            kept.append(character)
            used += characterWidth
        }
        return kept + "…"
    }
}

extension String {
    /// This text in rows of at most `width` columns, broken at spaces where it can and inside a word longer than a
    /// row; one empty row for an empty text.
    public func wrapped(toWidth width: Int) -> [String] {
        guard width > 0, terminalWidth > width else { return [self] }
        var rows: [String] = []
        var row = ""
        var rowWidth = 0
        for word in split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            var word = word
            var wordWidth = word.terminalWidth
            if rowWidth > 0, rowWidth + 1 + wordWidth <= width {
                row += " " + word
                rowWidth += 1 + wordWidth
                continue
            }
            if rowWidth > 0 {
                rows.append(row)
                row = ""
                rowWidth = 0
            }
            while wordWidth > width {
                var piece = ""
                var pieceWidth = 0
                while let first = word.first, pieceWidth + first.terminalWidth <= width {
                    piece.append(first)
                    pieceWidth += first.terminalWidth
                    word.removeFirst()
                }
                if piece.isEmpty, let first = word.first { // a character wider than the row
                    piece.append(first)
                    word.removeFirst()
                }
                rows.append(piece)
                wordWidth = word.terminalWidth
            }
            row = word
            rowWidth = wordWidth
        }
        rows.append(row)
        return rows
    }
}
