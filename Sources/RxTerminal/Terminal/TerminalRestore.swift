import Rx

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Process-wide state for putting the terminal back, readable from a signal handler: only async-signal-safe
/// calls (`write`, `tcsetattr`, `signal`, `raise`) happen on the restore path.
enum TerminalRestore {
    /// The settings before raw mode; written once before `active` is set, read only after it is cleared.
    nonisolated(unsafe) private static var savedAttributes = termios()
    private static let active = RxAtomicBox<Bool>(false)
    private static let installed = RxAtomicBox<Bool>(false)

    private static let enterSequence: StaticString = "\u{1B}[?1049h\u{1B}[H\u{1B}[2J\u{1B}[?2004h"
    private static let leaveSequence: StaticString = "\u{1B}[?2026l\u{1B}[0m\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"
    private static let signals: [Int32] = [
        SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE,
    ]

    /// Saves the settings, switches to raw mode and the alternate screen, and arms the restore hooks.
    static func enter() throws {
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { throw TerminalError.settingsFailed(errno: errno) }
        var raw = original
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        savedAttributes = original
        installHooks()
        // TCSANOW, not TCSAFLUSH: keys typed before raw mode (while the program was starting) are kept, not dropped.
        guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else { throw TerminalError.settingsFailed(errno: errno) }
        active.store(true, ordering: .sequentiallyConsistent)
        writeAll(enterSequence)
    }

    /// Puts the terminal back if it is still in raw mode; later calls do nothing.
    static func restore() {
        guard active.exchange(false, ordering: .sequentiallyConsistent) else { return }
        writeAll(leaveSequence)
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedAttributes)
    }

    private static func installHooks() {
        guard !installed.exchange(true, ordering: .sequentiallyConsistent) else { return }
        _ = active.load(ordering: .relaxed) // initialises the lazy global before a signal handler can read it
        atexit { TerminalRestore.restore() }
        for number in signals {
            _ = signal(number) { received in
                TerminalRestore.restore()
                _ = signal(received, SIG_DFL)
                _ = raise(received)
            }
        }
    }

    private static func writeAll(_ text: StaticString) {
        text.withUTF8Buffer { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = write(STDOUT_FILENO, base + offset, buffer.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }
}
