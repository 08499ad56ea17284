import Foundation
import Rx
import RxTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Without a terminal: explain on standard error, then echo each input line's words as the list would.
func runNonInteractive(reason: TerminalError) -> Never {
    var standardError = StandardError()
    print("rxterminal-demo: \(reason.description).", to: &standardError)
    print("rxterminal-demo: reading lines from standard input instead.", to: &standardError)
    while let line = readLine() {
        let words = DemoApp.words(in: line)
        print(words.isEmpty ? "(no words)" : words.map { "\($0) (\($0.count))" }.joined(separator: ", "))
    }
    exit(0)
}

struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        FileHandle.standardError.write(Data(string.utf8))
    }
}

let app = DemoApp(scheduler: MainScheduler.instance)
do {
    try TerminalApp.run(content: app.content) { screen in app.bind(to: screen) }
} catch let error as TerminalError {
    if case .notATerminal = error { runNonInteractive(reason: error) }
    var standardError = StandardError()
    print("rxterminal-demo: \(error.description)", to: &standardError)
    exit(1)
} catch {
    exit(1)
}
