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
