import Rx
import RxMVC

/// A view that renders nothing.
struct SilentView<State>: View {
    func update(stateStream: Observable<State>) -> Disposable {
        Disposables.create()
    }
}
