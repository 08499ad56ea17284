import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing a command's results to standard output, with the errors a full disk or a closed pipe give.
///
/// Use it instead of `print` or `FileHandle.write(_:)` for a command-line mode's output: `print` buffers and drops
/// a failed write without a word (a full disk gets nothing and the command still exits 0), and
/// `FileHandle.write(_:)` stops the program on one. Each call writes everything it is given, at once.
public enum StandardOutput {
    /// Writes `text`, then a line break.
    /// - Throws: `StandardOutputError` when the output cannot take it.
    public static func writeLine(_ text: String) throws {
        try write(Data((text + "\n").utf8))
    }

    /// Writes all of `data`, retrying interrupted and partial writes.
    /// - Throws: `StandardOutputError` with the system's reason ("No space left on device").
    public static func write(_ data: Data) throws {
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            guard var next = buffer.baseAddress else { return }
            var left = buffer.count
            while left > 0 {
                let written = systemWrite(STDOUT_FILENO, next, left)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw StandardOutputError(reason: String(cString: strerror(errno)))
                }
                next += written
                left -= written
            }
        }
    }
}

/// `write(2)` (the name `write` is taken inside `StandardOutput`).
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
    #elseif canImport(Musl)
    Musl.write(descriptor, bytes, count)
    #else
    Darwin.write(descriptor, bytes, count)
    #endif
}

/// Standard output could not take a command's results.
public struct StandardOutputError: Error, CustomStringConvertible, Sendable {
    /// The system's reason ("No space left on device").
    public let reason: String

    /// "cannot write to standard output: <reason>".
    public var description: String {
        "cannot write to standard output: \(reason)"
    }
}
