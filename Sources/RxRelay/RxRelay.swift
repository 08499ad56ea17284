// `import RxRelay` resolves to this module: `PublishRelay`, `BehaviorRelay` and `ReplayRelay` live in `Rx`,
// which it re-exports.
@_exported import Rx
