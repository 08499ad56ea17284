import Dispatch
import Rx

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a full-screen terminal UI on the main queue until the user quits.
///
/// Use it from an executable's entry point after building the widgets (with `MainScheduler.instance` for their
/// timers). Check `TerminalSession.isInteractive` first, or catch `TerminalError.notATerminal`, to offer a
/// non-interactive mode when the program is piped.
public enum TerminalApp {
    /// Opens the terminal, shows `content`, lets `configure` bind the screen, then runs the main queue forever.
    ///
    /// Ctrl-C restores the terminal and exits with status 130; end of input restores it and exits with 0. The
    /// terminal is also restored on SIGTERM, SIGHUP and crashes (see `TerminalSession`).
    /// - Parameters:
    ///   - content: The root widget.
    ///   - configure: Called once with the screen before the first frame, to bind `screen.rx.keys` and such.
    /// - Throws: `TerminalError` when the terminal cannot be opened; nothing has been written to it then.
    public static func run(content: Widget, configure: (Screen) -> Void = { _ in }) throws -> Never {
        let session = try TerminalSession()
        let screen = Screen(terminal: session, content: content, scheduler: MainScheduler.instance)
        screen.onInterrupt = {
            session.restore()
            exit(130)
        }
        configure(screen)
        let running = screen.start()
        let endOfInput = session.input.subscribe(onCompleted: {
            session.restore()
            exit(0)
        })
        withExtendedLifetime((session, screen, running, endOfInput)) {
            dispatchMain()
        }
    }
}
