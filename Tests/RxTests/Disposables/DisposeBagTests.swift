import Rx
import RxTesting
import XCTest

final class DisposeBagTests: RxTestCase {
    func testDisposesEverythingWhenDeallocated() {
        var order: [String] = []
        let items = ["a", "b", "c", "d"].map { name in OrderedDisposable(name) { order.append($0) } }
        do {
            let bag = DisposeBag()
            items[0].disposed(by: bag)
            bag.insert(items[1])
            bag.insert(items[2], items[3])
            XCTAssertEqual(order, [])
        }
        XCTAssertEqual(order, ["a", "b", "c", "d"])
        XCTAssertEqual(items.map(\.disposeCount), [1, 1, 1, 1])
    }

    func testResultBuilderAndInitializers() {
        let items = (0..<7).map { _ in BooleanDisposable() }
        do {
            let built = DisposeBag {
                items[0]
                items[1]
            }
            built.insert {
                items[2]
            }
            _ = DisposeBag(disposing: items[3], items[4])
            _ = DisposeBag(disposing: [items[5]])
            let array = DisposeBag()
            array.insert([items[6]])
            XCTAssertTrue(items[3].isDisposed && items[5].isDisposed, "a bag nobody keeps disposes at once")
            XCTAssertFalse(items[0].isDisposed || items[2].isDisposed || items[6].isDisposed)
        }
        XCTAssertTrue(items.allSatisfy(\.isDisposed))
    }

    func testReplacingTheBagDisposesSubscriptions() {
        let subject = PublishSubject<Int>()
        var elements: [Int] = []
        var bag = DisposeBag()
        subject.subscribe(onNext: { elements.append($0) }).disposed(by: bag)
        subject.onNext(1)
        bag = DisposeBag()
        subject.onNext(2)
        XCTAssertEqual(elements, [1])
        XCTAssertFalse(subject.hasObservers)
        _ = bag
    }
}

final class DisposablesTests: RxTestCase {
    func testCreateOverloads() {
        Disposables.create().dispose()

        var count = 0
        let anonymous = Disposables.create { count += 1 }
        XCTAssertFalse(anonymous.isDisposed)
        anonymous.dispose()
        anonymous.dispose()
        XCTAssertEqual(count, 1)
        XCTAssertTrue(anonymous.isDisposed)

        let items = (0..<12).map { _ in BooleanDisposable() }
        let two = Disposables.create(items[0], items[1])
        two.dispose()
        XCTAssertTrue(two.isDisposed)
        let three = Disposables.create(items[2], items[3], items[4])
        three.dispose()
        XCTAssertTrue(three.isDisposed)
        Disposables.create(items[5], items[6], items[7], items[8]).dispose()
        Disposables.create([items[9], items[10]]).dispose()
        Disposables.create([items[11]]).dispose()
        XCTAssertTrue(items.allSatisfy(\.isDisposed))
    }

    func testBooleanDisposable() {
        let disposable = BooleanDisposable()
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
        XCTAssertTrue(BooleanDisposable(isDisposed: true).isDisposed)
    }
}
