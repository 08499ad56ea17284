import Foundation
import GitHubSearch
import Rx
import RxMVC
import RxTerminal

// Whatever the server sends back, these never reach the terminal.
for name in ["GITHUB_TOKEN", "OPENWEATHER_API_KEY"] {
    TextSanitizer.registerSecret(ProcessInfo.processInfo.environment[name])
}

let options: Options
do {
    options = try Options.parse(CommandLine.arguments.dropFirst())
} catch {
    StandardError.print("github-search: \(TextSanitizer.sanitize(error.description))")
    StandardError.print("Run github-search --help for the options.")
    exit(ToolConventions.usage)
}
if options.help {
    print(Options.usage)
    exit(ToolConventions.success)
}
if options.version {
    print("github-search \(ToolConventions.version)")
    exit(ToolConventions.success)
}

// A replay runs offline, in virtual time, unless --api names a server.
if let replay = options.replay, options.apiURL == nil {
    ReplayCommand.run(path: replay, options: options, liveAPI: nil)
}

let api: GitHubAPI
if options.offline {
    do {
        api = OfflineGitHubAPI(catalog: try OfflineCatalog.bundled(), scheduler: MainScheduler.instance)
    } catch {
        QueryCommand.fail("the bundled catalog could not be read: \(error)")
    }
} else {
    do {
        var environment = ProcessInfo.processInfo.environment
        if options.apiURL != nil { environment["GITHUB_API_URL"] = nil } // --api wins over the variable
        var configuration = try GitHubConfiguration.fromEnvironment(environment)
        if let url = options.apiURL { configuration.baseURL = url }
        // Answers on the main queue, where the keys and the loop run (see `delivering(on:)`).
        api = LiveGitHubAPI(configuration: configuration).delivering(on: MainScheduler.instance)
    } catch {
        QueryCommand.fail(error.description)
    }
}

if options.query != nil || options.user != nil {
    QueryCommand.run(api: api, options: options)
}
if let replay = options.replay {
    ReplayCommand.run(path: replay, options: options, liveAPI: api)
}

guard TerminalSession.isInteractive else {
    StandardError.print(
        """
        github-search: standard input and output must be a terminal for the interactive search.
        Run it in a terminal, or pass --query "…" (or --user LOGIN) to print results without one.
        """)
    exit(ToolConventions.usage)
}

let recorder: SessionRecorder<GitHubAppEvent>?
if let path = options.record {
    do {
        recorder = try SessionRecorder(fileURL: URL(fileURLWithPath: path), scheduler: MainScheduler.instance) {
            error in
            // A recording that stopped (a full disk) is reported at exit, on the normal screen (below).
            switch error {
            case .cannotWrite, .diskFull: return
            default: StandardError.print("github-search: \(error.description)")
            }
        }
    } catch {
        QueryCommand.fail((error as? RecordingError)?.description ?? "\(error)")
    }
} else {
    recorder = nil
}

let trace = options.trace.map { TraceFile.open($0, clock: .wall) }
let userMode = UserRepositoriesViewModel(api: api, scheduler: MainScheduler.instance, offline: options.offline)
let searchView = GitHubSearchView(
    userMode: userMode, offline: options.offline, catalog: (api as? OfflineGitHubAPI)?.facts ?? .all)
let view = GitHubAppView(search: searchView, api: api, offline: options.offline)
// Registered before the terminal session, so it runs after the session has put the terminal back (exit handlers run
// in reverse order): a recording that stopped is said on the normal screen, whichever way the app ends.
atexit {
    if let failure = recorder?.failure {
        StandardError.print("github-search: the recording stopped: \(failure.description)")
    }
    if let failure = trace?.writeFailure {
        StandardError.print("github-search: \(failure)")
    }
}
// Esc on the search; the terminal is restored at exit. A recording or trace that stopped makes it a failure.
view.onFinish = { exit(recorder?.failure == nil && trace?.writeFailure == nil ? 0 : 1) }
let opener = SystemURLOpener()
var searchController = GitHubSearchController(api: api, scheduler: MainScheduler.instance, opener: opener)
searchController.perPage = options.perPage ?? 30
if !options.offline {
    searchController.retryPolicy = GitHubSearchController.transientRetries
}
let controller = GitHubAppController.composed(search: searchController, opener: opener)
let bag = DisposeBag()
do {
    try TerminalApp.run(content: view.content) { screen in
        screen.rx.keys.bind(to: view.keyPresses).disposed(by: bag)
        let loop: ModelLoop<GitHubAppState>
        if let recorder {
            loop = combineModel(
                GitHubAppModel(), withView: view, controller: controller,
                andUserInteractable: view.recorded(by: recorder),
                observeOn: MainScheduler.instance, trace: trace)
        } else {
            loop = combineModel(
                GitHubAppModel(), withView: view, controller: controller, observeOn: MainScheduler.instance,
                trace: trace)
        }
        loop.disposed(by: bag)
    }
} catch {
    QueryCommand.fail("the terminal could not be opened: \(error)")
}
