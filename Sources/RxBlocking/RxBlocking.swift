// `import RxBlocking` resolves to this module: `toBlocking()` and `BlockingObservable` live in `RxTesting`,
// which it re-exports.
// Its API is documented in the `RxTesting` module's DocC catalog (Sources/RxTesting/RxTesting.docc; build it with Scripts/build-docs.sh).
@_exported import RxTesting
