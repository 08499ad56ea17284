import Rx
import RxTesting
import XCTest

final class RefCountDisposableTests: RxTestCase {
    func testDisposesWhenThePrimaryGoesWithoutReferences() {
        let inner = BooleanDisposable()
        let refCount = RefCountDisposable(disposable: inner)
        refCount.dispose()
        XCTAssertTrue(inner.isDisposed)
        XCTAssertTrue(refCount.isDisposed)
    }

    func testWaitsForEveryReference() {
        let inner = BooleanDisposable()
        let refCount = RefCountDisposable(disposable: inner)
        let first = refCount.retain()
        let second = refCount.retain()
        refCount.dispose()
        XCTAssertFalse(inner.isDisposed)
        first.dispose()
        first.dispose()
        XCTAssertFalse(inner.isDisposed, "disposing one reference twice counts once")
        second.dispose()
        XCTAssertTrue(inner.isDisposed)
    }

    func testReferencesReleasedBeforeThePrimaryDoNotDispose() {
        let inner = BooleanDisposable()
        let refCount = RefCountDisposable(disposable: inner)
        refCount.retain().dispose()
        XCTAssertFalse(inner.isDisposed)
        refCount.dispose()
        XCTAssertTrue(inner.isDisposed)
        let late = refCount.retain()
        late.dispose()
        refCount.dispose()
        XCTAssertTrue(inner.isDisposed)
    }
}
