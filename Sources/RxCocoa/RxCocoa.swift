// `import RxCocoa` resolves to this module: RxCocoa's platform-free API — `Driver`, `Signal`, `ControlProperty`,
// `ControlEvent`, `Binder`, `bind(to:)`, `drive` — lives in `Rx`, and `URLSession.rx` in `RxHTTP`; it re-exports both.
// Its API is documented in the `Rx` module's DocC catalog (Sources/Rx/Rx.docc; build it with Scripts/build-docs.sh).
@_exported import Rx
@_exported import RxHTTP
