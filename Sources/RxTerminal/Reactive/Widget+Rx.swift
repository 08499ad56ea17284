import Foundation
import Rx

extension Widget: ReactiveCompatible {}
extension Screen: ReactiveCompatible {}

extension Reactive where Base: Screen {
    /// Every key typed, before widgets see it (RxTerminal's addition; RxCocoa has no keyboard stream).
    public var keys: ControlEvent<Key> {
        ControlEvent(events: base.keys)
    }
}

extension Reactive where Base: TextField {
    /// The field's text: the current value on subscription, then each user edit; binding to it sets the text
    /// (nil clears it) without counting as an edit. As RxCocoa's `UITextField.rx.text`; `.orEmpty` gives `String`.
    public var text: ControlProperty<String?> {
        value
    }

    /// The same property as `text`, as in RxCocoa.
    public var value: ControlProperty<String?> {
        let field = base
        let values = Observable<String?>.create { [weak field] observer in
            guard let field else {
                observer.onCompleted()
                return Disposables.create()
            }
            observer.onNext(field.text)
            return field.editingChanged.subscribe(
                onNext: { [weak field] in
                    if let field { observer.onNext(field.text) }
                },
                onCompleted: { observer.onCompleted() })
        }
        let sink = Binder<String?>(field) { field, text in
            field.text = text ?? ""
        }
        return ControlProperty(values: values, valueSink: sink)
    }
}

extension Reactive where Base: TextField {
    /// Emits how many characters each input dropped because the field was full (`maximumLength`), for a view
    /// that wants to say so (RxTerminal's addition).
    public var inputDropped: ControlEvent<Int> {
        ControlEvent(events: base.inputDropped)
    }
}

extension Reactive where Base: Label {
    /// Sets the label's text; nil clears it. As RxCocoa's `UILabel.rx.text`.
    public var text: Binder<String?> {
        Binder(base) { label, text in
            label.text = text ?? ""
        }
    }
}

extension Reactive where Base: Spinner {
    /// Starts (`true`) or stops (`false`) the animation. As RxCocoa's `UIActivityIndicatorView.rx.isAnimating`.
    public var isAnimating: Binder<Bool> {
        Binder(base) { spinner, animating in
            spinner.isAnimating = animating
        }
    }
}

extension Reactive where Base: Toast {
    /// Shows each message (newest wins, each hides after the toast's duration); nil hides the toast at once.
    public var message: Binder<String?> {
        Binder(base) { toast, message in
            if let message { toast.show(message) } else { toast.hide() }
        }
    }
}

extension Reactive where Base: ListView {
    /// Binds a sequence of arrays to the list's rows; `configureCell(row, element, cell)` fills in each row.
    ///
    /// Use it as RxCocoa's `tableView.rx.items(cellIdentifier:)`:
    /// `results.bind(to: list.rx.items) { row, repository, cell in cell.title = repository.name }`. The highlight
    /// keeps its index, as for rows of one list (a page appended); use `items(id:)` when an array may be another
    /// list.
    /// - Parameter source: The arrays to show; each replaces the rows.
    /// - Returns: A function taking the cell configuration and returning the binding's subscription.
    public func items<Sequence: Swift.Sequence, Source: ObservableType>(_ source: Source)
        -> (_ configureCell: @escaping (Int, Sequence.Element, ListCell) -> Void) -> Disposable
    where Source.Element == Sequence {
        let list = base
        return { configureCell in
            source.subscribe(
                Binder<Sequence>(list) { list, elements in
                    let (cells, models) = Self.rows(elements, configureCell)
                    list.setCells(cells, models: models)
                })
        }
    }

    /// Binds a sequence of arrays to the list's rows as `items(_:)` does, each row identified by `id`: the
    /// highlight follows its element (a page appended, the list refreshed in another order), and an array without
    /// it starts at its first row (`ListView.setCells(_:models:ids:)`).
    ///
    /// Use it when an array may be another list than the one shown:
    /// `results.bind(to: list.rx.items(id: \.fullName)) { row, repository, cell in cell.title = repository.name }`.
    /// (RxTerminal's addition.)
    /// - Parameter id: What identifies an element.
    /// - Returns: A function taking the arrays to show, then the cell configuration, and returning the binding's
    ///   subscription.
    public func items<Sequence: Swift.Sequence, Source: ObservableType, ID: Hashable>(
        id: @escaping (Sequence.Element) -> ID
    ) -> (_ source: Source) -> (_ configureCell: @escaping (Int, Sequence.Element, ListCell) -> Void) -> Disposable
    where Source.Element == Sequence {
        let list = base
        return { source in
            { configureCell in
                source.subscribe(
                    Binder<Sequence>(list) { list, elements in
                        let (cells, models) = Self.rows(elements, configureCell)
                        list.setCells(cells, models: models, ids: models.map(id))
                    })
            }
        }
    }

    /// A cell for each element, filled in by `configureCell`, and the elements.
    private static func rows<Elements: Swift.Sequence>(
        _ elements: Elements, _ configureCell: (Int, Elements.Element, ListCell) -> Void
    ) -> ([ListCell], [Elements.Element]) {
        let models = Array(elements)
        let cells = models.enumerated().map { row, element in
            let cell = ListCell()
            configureCell(row, element, cell)
            return cell
        }
        return (cells, models)
    }

    /// The index path (section 0) of each row the user selects with Enter. As RxCocoa's `itemSelected`.
    public var itemSelected: ControlEvent<IndexPath> {
        ControlEvent(events: base.itemSelectedSubject.map { IndexPath(row: $0, section: 0) })
    }

    /// The model of each row the user selects, as bound with `items`; rows whose model is not a `T` are skipped.
    /// As RxCocoa's `modelSelected(_:)`.
    public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> {
        let list = base
        return ControlEvent(
            events: base.itemSelectedSubject.compactMap { [weak list] row in list?.model(at: row) as? T })
    }

    /// Fires when the user's scrolling brings the last row into view, once per change of rows, and again each time
    /// the user moves the selection onto the last row: the cue to load the next page (or to ask again for one that
    /// failed). (RxTerminal's addition, after the common `UIScrollView` extension of that name.)
    public var reachedBottom: ControlEvent<Void> {
        ControlEvent(events: base.reachedBottomSubject)
    }
}
