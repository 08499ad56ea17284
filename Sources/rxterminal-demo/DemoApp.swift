import Rx
import RxTerminal

/// The demo's screen: a text field whose words echo into a list, a spinner while typing, a toast on selection.
final class DemoApp {
    let title = Label("RxTerminal demo: type words, they echo into the list", style: .bold)
    let field = TextField(placeholder: "Type something...", prompt: "> ")
    let spinner: Spinner
    let list = ListView(emptyText: "Nothing typed yet")
    let toast: Toast
    let status = StatusBar(left: "Up/Down move  Enter select  Ctrl-C quit", right: "0 words")
    let content: Widget

    private let scheduler: SchedulerType
    private let bag = DisposeBag()

    init(scheduler: SchedulerType) {
        self.scheduler = scheduler
        spinner = Spinner(title: "typing", scheduler: scheduler)
        toast = Toast(duration: .seconds(3), scheduler: scheduler)
        content = VStack([title, field, spinner, list, toast, status])
    }

    /// The words of `text`, in order.
    static func words(in text: String) -> [String] {
        text.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// Wires the widgets together.
    func bind(to screen: Screen) {
        let words = field.rx.text.orEmpty.map(DemoApp.words)

        words
            .bind(to: list.rx.items) { _, word, cell in
                cell.title = word
                cell.detail = word.count == 1 ? "1 letter" : "\(word.count) letters"
            }
            .disposed(by: bag)

        words
            .map { $0.count == 1 ? "1 word" : "\($0.count) words" }
            .bind(to: status.rx.right)
            .disposed(by: bag)

        // Spin from each edit until the typing pauses.
        let edits = field.rx.text.changed.asObservable()
        Observable.merge(
            edits.map { _ in true }, edits.debounce(.milliseconds(600), scheduler: scheduler).map { _ in false }
        )
        .bind(to: spinner.rx.isAnimating)
        .disposed(by: bag)

        list.rx.modelSelected(String.self)
            .map { "Selected \"\($0)\"" }
            .bind(to: toast.rx.message)
            .disposed(by: bag)

        list.rx.reachedBottom
            .map { "That is the last word" }
            .bind(to: toast.rx.message)
            .disposed(by: bag)

        screen.rx.keys
            .filter { $0 == .escape }
            .subscribe(onNext: { [unowned self] _ in toast.hide() })
            .disposed(by: bag)
    }
}
