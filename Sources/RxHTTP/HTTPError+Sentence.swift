extension HTTPError {
    /// `text` ending its sentence: as it is when it already ends in ".", "!" or "?", otherwise with "." added, so a
    /// server's message that ends its own sentence gets no second stop ("Given: 100.0..").
    ///
    /// An empty `text` gives ".", for a sentence whose message is optional ("The server answered 404.").
    public static func endingSentence(_ text: String) -> String {
        text.hasSuffix(".") || text.hasSuffix("!") || text.hasSuffix("?") ? text : text + "."
    }
}
