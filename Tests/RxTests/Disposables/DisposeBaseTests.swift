import Rx
import RxTesting
import XCTest

final class DisposeBaseTests: RxTestCase {
    func testTheDisposableClassesShareDisposeBase() {
        let disposables: [AnyObject] = [
            DisposeBag(), CompositeDisposable(), SerialDisposable(), SingleAssignmentDisposable(),
            RefCountDisposable(disposable: Disposables.create()),
        ]
        for disposable in disposables {
            XCTAssertTrue(disposable is DisposeBase, "\(type(of: disposable))")
        }
        let base: DisposeBase = DisposeBag()
        XCTAssertTrue(base is DisposeBag)
    }

    func testRxObservableIsObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let source: RxObservable<Int> = .just(3)
        let res = scheduler.start { source.map { $0 * 2 } }
        XCTAssertEqual(res.events, [.next(200, 6), .completed(200)])
        XCTAssertTrue(RxObservable<Int>.self == Observable<Int>.self)
    }
}
