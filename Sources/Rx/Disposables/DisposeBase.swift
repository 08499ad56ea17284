/// The common superclass of this module's disposable classes: `DisposeBag`, `CompositeDisposable`,
/// `SerialDisposable`, `SingleAssignmentDisposable` and `RefCountDisposable`.
///
/// It exists so that code written for RxSwift that names `DisposeBase` (as a type, or in `is`/`as` checks) keeps
/// compiling. It has no state and no behaviour, and it cannot be subclassed outside this module. Unlike RxSwift's
/// it does not count towards `Resources.total`: the disposables that hold resources count them themselves.
public class DisposeBase {
    init() {}
}
