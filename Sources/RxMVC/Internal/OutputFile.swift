import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Opens a file a tool writes its output to (a recording, a trace): created if missing, emptied if it exists.
///
/// Opened in place, as a shell's `>` opens it: a symbolic link is followed and a device or a named pipe is written
/// to. (`FileManager.createFile` writes a new file and renames it over the path, which would replace a link, a
/// pipe, or — run as root — a device such as `/dev/null` with a regular file.)
enum OutputFile {
    /// A handle that writes to `path`; throws the system's reason when the file cannot be opened for writing.
    static func openForWriting(_ path: String) throws -> FileHandle {
        let descriptor = path.withCString { open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644) }
        guard descriptor >= 0 else {
            let code = errno
            throw CocoaError(
                .fileWriteUnknown,
                userInfo: [
                    NSFilePathErrorKey: path,
                    NSLocalizedDescriptionKey: String(cString: strerror(code)),
                ])
        }
        return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }
}
