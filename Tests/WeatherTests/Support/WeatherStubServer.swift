import Foundation
import XCTest

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `stub_weather.py` (Open-Meteo and OpenWeatherMap stand-ins) running in a child `python3` on 127.0.0.1.
///
/// One per test class: start it in `setUp()` (class), stop it in `tearDown()`. Same approach as the RxHTTP tests'
/// stub server, with weather scenarios.
final class WeatherStubServer: @unchecked Sendable { // Sendable: fields are set once in init; Process is only stopped.
    struct StartError: Error, CustomStringConvertible {
        let description: String
    }

    let port: Int
    private let process: Process
    private let input: Pipe

    /// Starts the server and waits (at most `timeout` seconds) for the port it prints.
    init(timeout: TimeInterval = 10) throws {
        guard let script = Bundle.module.url(forResource: "stub_weather", withExtension: "py") else {
            throw StartError(description: "stub_weather.py is missing from the test bundle")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        try process.run()

        let reported = DispatchSemaphore(value: 0)
        let firstLine = FirstLine()
        output.fileHandleForReading.readabilityHandler = { handle in
            let chunk = handle.availableData
            if firstLine.append(chunk) || chunk.isEmpty {
                handle.readabilityHandler = nil
                reported.signal()
            }
        }
        guard reported.wait(timeout: .now() + timeout) == .success,
              let line = firstLine.line, line.hasPrefix("PORT "), let port = Int(line.dropFirst(5))
        else {
            process.terminate()
            throw StartError(description: "the stub weather server did not report its port (is python3 installed?)")
        }
        self.port = port
        self.process = process
        self.input = input
    }

    /// Stops the process and waits for it to exit.
    func stop() {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    /// `http://127.0.0.1:<port>/<scenario><path>`.
    func url(_ scenario: String, _ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)/\(scenario)\(path)")!
    }

    /// The paths (with queries) of every request seen so far.
    func requests() -> [String] {
        guard let data = get("/__requests", timeout: 5) else { return [] }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String] ?? []
    }

    /// Blocks until the server has seen a request whose path contains `path`; `false` on timeout.
    func waitForRequest(pathContaining path: String, timeout: TimeInterval = 5) -> Bool {
        wait("__wait_request", path: path, timeout: timeout)
    }

    /// Blocks until the client hung up on a `slow` request whose path contains `path`; `false` on timeout.
    func waitForCancellation(pathContaining path: String, timeout: TimeInterval = 5) -> Bool {
        wait("__wait_cancelled", path: path, timeout: timeout)
    }

    private func wait(_ endpoint: String, path: String, timeout: TimeInterval) -> Bool {
        var components = URLComponents()
        components.queryItems = [URLQueryItem(name: "path", value: path), URLQueryItem(name: "timeout", value: "\(timeout)")]
        guard let data = get("/\(endpoint)?\(components.percentEncodedQuery ?? "")", timeout: timeout + 5),
              let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        else { return false }
        return object["found"] as? Bool ?? false
    }

    private func get(_ pathAndQuery: String, timeout: TimeInterval) -> Data? {
        guard let url = URL(string: "http://127.0.0.1:\(port)\(pathAndQuery)") else { return nil }
        var request = URLRequest(url: url)
        request.timeoutInterval = timeout
        let done = DispatchSemaphore(value: 0)
        let box = DataBox()
        URLSession.shared.dataTask(with: request) { data, _, _ in
            box.data = data
            done.signal()
        }.resume()
        _ = done.wait(timeout: .now() + timeout)
        return box.data
    }

    /// Starts a server for a test class, or explains why not: under CI a missing python3 is a failure, locally a skip.
    static func startOrSkip() throws -> WeatherStubServer {
        do {
            return try WeatherStubServer()
        } catch {
            if ProcessInfo.processInfo.environment["CI"] != nil {
                XCTFail("the stub weather server is needed under CI: \(error)")
                throw error
            }
            throw XCTSkip("python3 is needed for the stub weather server: \(error)")
        }
    }
}

private final class DataBox: @unchecked Sendable { // Sendable: written before the semaphore signal, read after.
    var data: Data?
}

private final class FirstLine: @unchecked Sendable { // Sendable: only the pipe's handler appends, before the signal.
    private var buffer = Data()
    var line: String?

    func append(_ chunk: Data) -> Bool {
        buffer.append(chunk)
        guard let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) else { return false }
        line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
        return true
    }
}
