// `import RxBlocking` resolves to this module: `toBlocking()` and `BlockingObservable` live in `RxTesting`,
// which it re-exports.
@_exported import RxTesting
