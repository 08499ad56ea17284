// `import RxTest` resolves to this module: `TestScheduler`, `TestableObserver`, `Recorded`, `Subscription` and
// `XCTAssertEqual` on events live in `RxTesting`, which it re-exports.
@_exported import RxTesting
