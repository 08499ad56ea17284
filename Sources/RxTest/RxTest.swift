// `import RxTest` resolves to this module: `TestScheduler`, `TestableObserver`, `Recorded`, `Subscription` and
// `XCTAssertEqual` on events live in `RxTesting`, which it re-exports.
// Its API is documented in the `RxTesting` module's DocC catalog (Sources/RxTesting/RxTesting.docc; build it with Scripts/build-docs.sh).
@_exported import RxTesting
