// `import RxSwift` resolves to this module: it re-exports `Rx`, so code written for RxSwift 6 compiles unchanged
// and a package that depends on RxSwift by URL can be pointed at this one (Documentation/Porting.md).
// Its API is documented in the `Rx` module's DocC catalog (Sources/Rx/Rx.docc; build it with Scripts/build-docs.sh).
@_exported import Rx
