// `import RxSwift` resolves to this module: it re-exports `Rx`, so code written for RxSwift 6 compiles unchanged
// and a package that depends on RxSwift by URL can be pointed at this one (Documentation/Porting.md).
@_exported import Rx
