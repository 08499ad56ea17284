import GitHubSearch
import Rx
import RxMVC

/// A view that shows nothing: a replay reads the loop's state instead.
struct HeadlessView: View {
    func update(stateStream: Observable<GitHubAppState>) -> Disposable {
        Disposables.create()
    }
}
