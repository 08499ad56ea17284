import Dispatch
import Rx

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's real terminal in full-screen mode: raw input, the alternate screen and bracketed paste.
///
/// Open it once at startup. The terminal is put back as it was by `restore()`, on normal exit (`atexit`), and
/// when the process is killed by SIGINT, SIGTERM, SIGHUP or SIGQUIT or crashes (SIGSEGV, SIGBUS, SIGILL, SIGTRAP,
/// SIGABRT, SIGFPE); restoring is idempotent. Input and size changes are delivered on the main queue, so the app
/// must run it (`dispatchMain()`). Ctrl-C arrives as the key `.ctrl("c")` (raw mode turns off the signal keys).
public final class TerminalSession: TerminalDevice {
    private let inputSubject = PublishSubject<[UInt8]>()
    private let resizeSubject = PublishSubject<TerminalSize>()
    private var readSource: DispatchSourceRead?
    private var resizeSource: DispatchSourceSignal?
    /// The current size, updated on SIGWINCH.
    public private(set) var size: TerminalSize

    /// Opens the terminal attached to standard input and output.
    ///
    /// - Throws: `TerminalError.notATerminal` when either is not a TTY (piped or redirected), so the caller can
    ///   fall back to a non-interactive mode instead of garbling the output; `TerminalError.settingsFailed` when
    ///   raw mode cannot be set.
    public init() throws {
        guard isatty(STDIN_FILENO) == 1 else { throw TerminalError.notATerminal(fileDescriptor: STDIN_FILENO) }
        guard isatty(STDOUT_FILENO) == 1 else { throw TerminalError.notATerminal(fileDescriptor: STDOUT_FILENO) }
        size = Self.currentSize()
        try TerminalRestore.enter()
        startSources()
    }

    deinit {
        readSource?.cancel()
        resizeSource?.cancel()
        inputSubject.onCompleted()
        resizeSubject.onCompleted()
    }

    /// `true` when standard input and output are both terminals.
    public static var isInteractive: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    /// Bytes read from the terminal, on the main queue. Completes when input reaches end of file.
    public var input: Observable<[UInt8]> { inputSubject.asObservable() }

    /// Each new size after SIGWINCH, on the main queue.
    public var resized: Observable<TerminalSize> { resizeSubject.asObservable() }

    /// Writes `text` to standard output at once (no buffering).
    public func write(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = Self.systemWrite(STDOUT_FILENO, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    return
                }
                offset += written
            }
        }
    }

    /// Puts the terminal back as it was (main screen, cursor shown, cooked mode) and stops reading input.
    /// Safe to call more than once.
    public func restore() {
        readSource?.cancel()
        readSource = nil
        resizeSource?.cancel()
        resizeSource = nil
        TerminalRestore.restore()
    }

    private func startSources() {
        let reader = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
        reader.setEventHandler { [weak self] in
            guard let self else { return }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { Self.systemRead(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count > 0 {
                inputSubject.onNext(Array(buffer[0..<count]))
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                readSource?.cancel()
                readSource = nil
                inputSubject.onCompleted()
            }
        }
        reader.resume()
        readSource = reader

        let resizer = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
        resizer.setEventHandler { [weak self] in
            guard let self else { return }
            let newSize = Self.currentSize()
            guard newSize != size else { return }
            size = newSize
            resizeSubject.onNext(newSize)
        }
        resizer.resume()
        resizeSource = resizer
    }

    /// The window size from `TIOCGWINSZ`, or 80×24 when it cannot be read.
    public static func currentSize() -> TerminalSize {
        var window = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
            return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
        }
        return TerminalSize(columns: 80, rows: 24)
    }

    private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
        #if canImport(Darwin)
        return Darwin.write(descriptor, bytes, count)
        #elseif canImport(Musl)
        return Musl.write(descriptor, bytes, count)
        #else
        return Glibc.write(descriptor, bytes, count)
        #endif
    }

    private static func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Darwin)
        return Darwin.read(descriptor, bytes, count)
        #elseif canImport(Musl)
        return Musl.read(descriptor, bytes, count)
        #else
        return Glibc.read(descriptor, bytes, count)
        #endif
    }
}
