// `import RxRelay` resolves to this module: `PublishRelay`, `BehaviorRelay` and `ReplayRelay` live in `Rx`,
// which it re-exports.
// Its API is documented in the `Rx` module's DocC catalog (Sources/Rx/Rx.docc; build it with Scripts/build-docs.sh).
@_exported import Rx
