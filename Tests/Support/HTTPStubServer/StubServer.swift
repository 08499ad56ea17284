import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A stub HTTP server script running in a child `python3` process on 127.0.0.1, for tests: by default the stub
/// GitHub server (`stub_github.py`); other test targets pass their own script (it must print `PORT <n>` first).
///
/// Start one per test class, point clients at `baseURL(scenario:)`, and `stop()` it in tear-down. Control calls
/// (`waitForRequest`, `waitForCancellation`, `requests`, `getJSON`) block with a bounded timeout; nothing sleeps.
public final class StubServer: @unchecked Sendable { // Sendable: fields are set once in init, Process is only stopped.
    /// Why the server could not start.
    public struct StartError: Error, CustomStringConvertible {
        /// What went wrong.
        public let description: String

        /// An error saying `description`.
        public init(description: String) {
            self.description = description
        }
    }

    /// The port the server listens on.
    public let port: Int
    private let process: Process
    private let input: Pipe

    /// Starts `python3 stub_github.py` and waits (at most `timeout` seconds) for the port it prints.
    public convenience init(timeout: TimeInterval = 10) throws {
        guard let script = Bundle.module.url(forResource: "stub_github", withExtension: "py") else {
            throw StartError(description: "stub_github.py is missing from the test bundle")
        }
        try self.init(script: script, timeout: timeout)
    }

    /// Starts `python3 <script>` and waits (at most `timeout` seconds) for the port it prints.
    public init(script: URL, timeout: TimeInterval = 10) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        try process.run()

        let firstLine = DispatchSemaphore(value: 0)
        let reader = LineReader()
        output.fileHandleForReading.readabilityHandler = { handle in
            let chunk = handle.availableData
            if reader.append(chunk) || chunk.isEmpty {
                handle.readabilityHandler = nil
                firstLine.signal()
            }
        }
        guard firstLine.wait(timeout: .now() + timeout) == .success,
            let line = reader.line, line.hasPrefix("PORT "), let port = Int(line.dropFirst(5))
        else {
            process.terminate()
            throw StartError(
                description: "\(script.lastPathComponent) did not report its port (is python3 installed?)")
        }
        self.port = port
        self.process = process
        self.input = input
    }

    /// Stops the server process and waits for it to exit.
    public func stop() {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    /// The base URL of a scenario (`ok`, `slow`, `ratelimit`, …; see `stub_github.py`).
    public func baseURL(scenario: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)/\(scenario)")!
    }

    /// Blocks until the server has seen a request whose path contains `path`; `false` on timeout.
    public func waitForRequest(pathContaining path: String, timeout: TimeInterval = 5) -> Bool {
        control("__wait_request", path: path, timeout: timeout)?["seen"] as? Bool ?? false
    }

    /// Blocks until the client has hung up on a `slow` request whose path contains `path`; `false` on timeout.
    public func waitForCancellation(pathContaining path: String, timeout: TimeInterval = 5) -> Bool {
        control("__wait_cancelled", path: path, timeout: timeout)?["cancelled"] as? Bool ?? false
    }

    /// Sets values scenarios read (`redirect_to`, `drip_interval`, `huge_size`; see `stub_github.py`); `false` when
    /// the server did not confirm.
    @discardableResult
    public func configure(_ settings: [String: String]) -> Bool {
        var components = URLComponents()
        components.queryItems = settings.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
        return getJSON("/__configure?\(components.percentEncodedQuery ?? "")") != nil
    }

    /// The origin clients use for this server (`http://127.0.0.1:<port>`), for redirects from another stub.
    public var origin: String {
        "http://127.0.0.1:\(port)"
    }

    /// Every request the server has seen: method, path (with query) and lower-cased headers.
    public func requests() -> [(method: String, path: String, headers: [String: String])] {
        guard let list = getJSON("/__requests") as? [[String: Any]] else { return [] }
        return list.map {
            (
                method: $0["method"] as? String ?? "", path: $0["path"] as? String ?? "",
                headers: $0["headers"] as? [String: String] ?? [:]
            )
        }
    }

    /// Waits on a control endpoint that takes `path` and `timeout` (`__wait_request`, `__wait_cancelled`) and
    /// returns its JSON object; `nil` when the server does not answer in time.
    public func control(_ endpoint: String, path: String, timeout: TimeInterval) -> [String: Any]? {
        var components = URLComponents()
        components.queryItems = [
            URLQueryItem(name: "path", value: path), URLQueryItem(name: "timeout", value: "\(timeout)"),
        ]
        return getJSON("/\(endpoint)?\(components.percentEncodedQuery ?? "")", timeout: timeout + 5) as? [String: Any]
    }

    /// GETs `pathAndQuery` from the server and parses the body as JSON; `nil` on timeout or invalid JSON.
    public func getJSON(_ pathAndQuery: String, timeout: TimeInterval = 5) -> Any? {
        get(pathAndQuery, timeout: timeout).flatMap { try? JSONSerialization.jsonObject(with: $0) }
    }

    private func get(_ pathAndQuery: String, timeout: TimeInterval) -> Data? {
        guard let url = URL(string: "http://127.0.0.1:\(port)\(pathAndQuery)") else { return nil }
        var request = URLRequest(url: url)
        request.timeoutInterval = timeout
        let done = DispatchSemaphore(value: 0)
        let result = ResultBox()
        let task = URLSession.shared.dataTask(with: request) { data, _, _ in
            result.data = data
            done.signal()
        }
        task.resume()
        _ = done.wait(timeout: .now() + timeout)
        return result.data
    }
}

private final class ResultBox: @unchecked Sendable { // Sendable: written before the semaphore signal, read after.
    var data: Data?
}

private final class LineReader: @unchecked Sendable { // Sendable: only the pipe's handler thread appends before signal.
    private var buffer = Data()
    var line: String?

    /// Appends output; `true` once a whole line is in.
    func append(_ chunk: Data) -> Bool {
        buffer.append(chunk)
        guard let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) else { return false }
        line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
        return true
    }
}
