import RxTesting
import XCTest

@testable import Rx

final class RxMutableBoxTests: RxTestCase {
    func testClosuresShareTheBoxedValue() {
        let box = RxMutableBox(1)
        let increment = { [unowned box] in box.value += 1 }
        increment()
        increment()
        XCTAssertEqual(box.value, 3)
        XCTAssertEqual(box.debugDescription, "MutatingBox(3)")
    }
}
