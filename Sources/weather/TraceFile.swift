import Foundation
import RxMVC

/// `--trace FILE`: the loop trace written to FILE; exits 1 with a clear message when FILE cannot be written.
enum TraceFile {
    static func open(_ path: String, clock: LoopTrace.Clock) -> LoopTrace {
        do {
            return try LoopTrace.jsonLines(toFile: path, clock: clock)
        } catch {
            printError("weather: the trace cannot be written to \(path): check that its folder exists and is writable.")
            exit(1)
        }
    }
}
