import Foundation
import GitHubSearch

/// Opens URLs with the system's opener — `open` on macOS, `xdg-open` elsewhere — run directly with the URL as its
/// one argument (no shell, so nothing in a URL is ever interpreted).
///
/// On Linux without a display (`DISPLAY`/`WAYLAND_DISPLAY` unset, such as over SSH) it reports `.noOpener`, since
/// `xdg-open` would start a text browser inside this very terminal. `GITHUB_SEARCH_OPENER` names another program
/// to run instead (used by the end-to-end tests).
struct SystemURLOpener: URLOpener {
    /// The program to run, if any.
    let executable: URL?

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        if let custom = environment["GITHUB_SEARCH_OPENER"], !custom.isEmpty {
            executable = URL(fileURLWithPath: custom)
            return
        }
        #if os(macOS)
        executable = Self.find("open", in: environment)
        #else
        let hasDisplay = [environment["DISPLAY"], environment["WAYLAND_DISPLAY"]].contains { !($0 ?? "").isEmpty }
        executable = hasDisplay ? Self.find("xdg-open", in: environment) : nil
        #endif
    }

    func open(_ url: URL) -> URLOpenResult {
        guard let executable else { return .noOpener }
        let process = Process()
        process.executableURL = executable
        process.arguments = [url.absoluteString]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return .failed(reason: "\(executable.lastPathComponent) could not be started")
        }
        return .opened
    }

    private static func find(_ name: String, in environment: [String: String]) -> URL? {
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
