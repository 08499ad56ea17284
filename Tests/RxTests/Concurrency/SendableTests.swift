import Foundation
import Rx
import RxTesting
import XCTest

/// Subjects, relays and observers of a `Sendable` element cross into tasks with no diagnostic (this target is
/// compiled in the Swift 6 language mode, and the build fails on warnings).
final class SendableTests: RxTestCase {
    func testContainersOfSendableElementsAreSendable() {
        assertSendable(BehaviorRelay<Int>.self)
        assertSendable(PublishRelay<Int>.self)
        assertSendable(ReplayRelay<Int>.self)
        assertSendable(PublishSubject<Int>.self)
        assertSendable(BehaviorSubject<Int>.self)
        assertSendable(ReplaySubject<Int>.self)
        assertSendable(AsyncSubject<Int>.self)
        assertSendable(AnyObserver<Int>.self)
        assertSendable(Event<Int>.self)
    }

    func testRelaysAreSharedWithTasks() async {
        let behavior = BehaviorRelay(value: 0)
        let publish = PublishRelay<Int>()
        let replay = ReplayRelay<Int>.create(bufferSize: 2)
        let published = ReplaySubject<Int>.create(bufferSize: 10)
        let subscription = publish.bind(to: published)

        await Task {
            behavior.accept(1)
            publish.accept(2)
            replay.accept(3)
        }.value
        await Task.detached {
            behavior.accept(behavior.value + 10)
            publish.accept(20)
            replay.accept(30)
        }.value

        XCTAssertEqual(behavior.value, 11)
        XCTAssertEqual(try replay.toBlocking().first(), 3)
        published.onCompleted()
        XCTAssertEqual(try published.toBlocking().toArray(), [2, 20])
        subscription.dispose()
    }

    func testSubjectsAreSharedWithTasks() async throws {
        let publish = PublishSubject<Int>()
        let behavior = BehaviorSubject(value: 0)
        let replay = ReplaySubject<Int>.create(bufferSize: 3)
        let async = AsyncSubject<Int>()
        let received = ReplaySubject<Int>.createUnbounded()
        let subscription = publish.subscribe(received.asObserver())

        await Task.detached {
            publish.onNext(1)
            behavior.onNext(2)
            replay.onNext(3)
            async.onNext(4)
        }.value
        await Task {
            publish.onNext(5)
            publish.onCompleted()
            replay.onCompleted()
            async.onCompleted()
        }.value

        received.onCompleted()
        XCTAssertEqual(try received.toBlocking().toArray(), [1, 5])
        XCTAssertEqual(try behavior.value(), 2)
        XCTAssertEqual(try replay.toBlocking().toArray(), [3])
        XCTAssertEqual(try async.toBlocking().toArray(), [4])
        subscription.dispose()
    }

    func testObserverIsSharedWithATask() async throws {
        let subject = ReplaySubject<String>.createUnbounded()
        let observer = subject.asObserver()

        await Task.detached {
            observer.onNext("from a task")
            observer.onCompleted()
        }.value

        XCTAssertEqual(try subject.toBlocking().toArray(), ["from a task"])
    }

    private func assertSendable<T: Sendable>(_ type: T.Type) {}
}
