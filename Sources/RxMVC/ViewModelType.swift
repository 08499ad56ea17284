import Rx

/// An MVVM view model: a pure function from the view's input streams to its output streams.
///
/// Use it where a screen is a few bindings rather than a state machine; outputs are usually `Driver`s (state) and
/// `Signal`s (one-shot events).
public protocol ViewModelType {
    /// The view's streams the view model reads (text changes, taps).
    associatedtype Input
    /// The streams the view binds to.
    associatedtype Output

    /// Builds the outputs from the inputs.
    func transform(input: Input) -> Output
}
