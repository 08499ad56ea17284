/// What the package's command-line tools (`github-search`, `weather`) share, so they behave as one family: their
/// version and their exit statuses.
public enum ToolConventions {
    /// The tools' version, printed by `--version`.
    public static let version = "3.0.0"

    /// The exit status of a run that did what was asked.
    public static let success: Int32 = 0
    /// The exit status of a run that failed (a network error, a file that could not be written).
    public static let failure: Int32 = 1
    /// The exit status of a command line that was not understood (an unknown option, a missing value, the full
    /// screen without a terminal).
    public static let usage: Int32 = 2

    /// The lines `--help` ends with: the exit statuses.
    public static let exitStatusHelp = """
        Exit status: 0 done, 1 failed (the reason is on standard error), 2 the command line was not understood
        (or the full screen was asked for without a terminal).
        """
}
