import Foundation

/// Runs main-actor code that Rx calls from a synchronous callback, checking that the callback really runs on the
/// main thread: misuse stops the program with `message` instead of racing.
///
/// `value` crosses into the main actor's isolation unchecked: Rx delivers each event once, in order, on the thread
/// that then runs `body`, and never touches it again.
@inline(__always)
func runOnMainActor<Value>(
    _ value: Value, _ message: @autoclosure () -> String, _ body: @escaping @MainActor (Value) -> Void
) {
    guard Thread.isMainThread else {
        fatalError(message())
    }
    let handedOver = UncheckedSendable(value)
    MainActor.assumeIsolated { body(handedOver.value) }
}

/// Runs a main-actor callback without a value; see `runOnMainActor(_:_:_:)`.
@inline(__always)
func runOnMainActor(_ message: @autoclosure () -> String, _ body: @escaping @MainActor () -> Void) {
    guard Thread.isMainThread else {
        fatalError(message())
    }
    MainActor.assumeIsolated { body() }
}
