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
    exit(2)
}
if options.help {
    print(Options.usage)
    exit(0)
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
        if options.apiURL != nil { environment["GITHUB_API_URL"] = nil }  // --api wins over the variable
        var configuration = try GitHubConfiguration.fromEnvironment(environment)
        if let url = options.apiURL { configuration.baseURL = url }
        api = LiveGitHubAPI(configuration: configuration)
    } catch {
        QueryCommand.fail(error.description)
    }
}

if options.query != nil || options.user != nil {
    QueryCommand.run(api: api, options: options)
}

guard TerminalSession.isInteractive else {
    StandardError.print("""
        github-search: standard input and output must be a terminal for the interactive search.
        Run it in a terminal, or pass --query "…" (or --user LOGIN) to print results without one.
        """)
    exit(2)
}

let userMode = UserRepositoriesViewModel(api: api, scheduler: MainScheduler.instance)
let view = GitHubSearchView(userMode: userMode, offline: options.offline)
var controller = GitHubSearchController(api: api, scheduler: MainScheduler.instance, opener: SystemURLOpener())
controller.perPage = options.perPage ?? 30
if !options.offline {
    controller.retryPolicy = GitHubSearchController.transientRetries
}
let bag = DisposeBag()
do {
    try TerminalApp.run(content: view.content) { screen in
        screen.rx.keys.subscribe(onNext: { key in
            if key == .escape { exit(0) }  // the terminal is restored at exit
            view.keyPresses.onNext(key)
        }).disposed(by: bag)
        combineModel(GitHubSearchModel(), withView: view, controller: controller, observeOn: MainScheduler.instance)
            .disposed(by: bag)
    }
} catch {
    QueryCommand.fail("the terminal could not be opened: \(error)")
}
