import Dispatch
import Foundation
import Rx
import RxTesting
import XCTest

/// Main-actor state, as a view or view model in an app would have.
@MainActor
private final class Screen {
    var log: [String] = []
    var onMainThread = true

    func show(_ title: String) {
        onMainThread = onMainThread && Thread.isMainThread
        log.append(title)
    }

    func note(_ text: String) {
        onMainThread = onMainThread && Thread.isMainThread
        log.append(text)
    }
}

// Nonisolated wiring, as in a coordinator or a view model's `bind`: these compile in Swift 6 mode only because the
// closures are `@MainActor`; with plain closures, calling `screen.show` here is an error.
private func bindTitles(_ titles: Driver<String>, to screen: Screen) -> Disposable {
    titles.driveOnMainActor(
        onNext: screen.show,
        onCompleted: { @MainActor in screen.note("completed") },
        onDisposed: { @MainActor in screen.note("disposed") })
}

private func bindToasts(_ toasts: Signal<String>, to screen: Screen) -> Disposable {
    toasts.emitOnMainActor(onNext: { @MainActor toast in screen.show("toast " + toast) })
}

private func watch(_ source: Observable<String>, on screen: Screen, done: XCTestExpectation) -> Disposable {
    source.observeOnMainActor(
        onNext: screen.show,
        onError: { @MainActor error in screen.note("error \(error)") },
        onCompleted: { @MainActor in
            screen.note("completed")
            done.fulfill()
        })
}

final class MainActorBindingTests: RxTestCase {
    @MainActor
    func testDriveOnMainActorRunsTheClosuresOnTheMainActorInVirtualTime() async {
        let screen = Screen()
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(230)])
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: "?")
            let subscription = bindTitles(driver, to: screen)
            scheduler.start()
            subscription.dispose()
        }
        XCTAssertEqual(screen.log, ["a", "b", "completed", "disposed"])
        XCTAssertTrue(screen.onMainThread)
        XCTAssertEqual(xs.subscriptions, [Subscription(0, 230)])
    }

    @MainActor
    func testEmitOnMainActorRunsTheClosureOnTheMainActorInVirtualTime() async {
        let screen = Screen()
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "saved"), .next(240, "sent")])
        SharingScheduler.mock(scheduler: scheduler) {
            let subscription = bindToasts(xs.asSignal(onErrorJustReturn: "?"), to: screen)
            scheduler.advanceTo(250)
            subscription.dispose()
        }
        XCTAssertEqual(screen.log, ["toast saved", "toast sent"])
        XCTAssertEqual(xs.subscriptions, [Subscription(0, 250)])
    }

    @MainActor
    func testObserveOnMainActorHopsFromABackgroundThread() async {
        let screen = Screen()
        let done = expectation(description: "completed on the main actor")
        let source = Observable<String>.create { observer in
            DispatchQueue.global().async {
                XCTAssertFalse(Thread.isMainThread)
                observer.onNext("from")
                observer.onNext("background")
                observer.onCompleted()
            }
            return Disposables.create()
        }
        let subscription = watch(source, on: screen, done: done)
        await fulfillment(of: [done], timeout: 10)
        XCTAssertEqual(screen.log, ["from", "background", "completed"])
        XCTAssertTrue(screen.onMainThread)
        subscription.dispose()
    }

    @MainActor
    func testObserveOnMainActorDeliversTheError() async {
        let screen = Screen()
        let failed = expectation(description: "error on the main actor")
        let subscription = Observable<String>.error(TraitsTestError.failed)
            .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default))
            .observeOnMainActor(onError: { @MainActor error in
                screen.note("error \(error)")
                failed.fulfill()
            })
        await fulfillment(of: [failed], timeout: 10)
        XCTAssertEqual(screen.log, ["error failed"])
        subscription.dispose()
    }

    @MainActor
    func testMainActorBinderAppliesValuesOnTheMainActorAndHoldsTheTargetWeakly() async {
        var screen: Screen? = Screen()
        weak var weakScreen: Screen?
        weakScreen = screen
        let subject = PublishSubject<String>()
        let binder = Binder<String>(mainActorTarget: screen!) { screen, value in screen.show(value) }
        let subscription = subject.bind(to: binder)
        let delivered = expectation(description: "both values applied")
        DispatchQueue.global().async {
            subject.onNext("one")
            subject.onNext("two")
            DispatchQueue.main.async { delivered.fulfill() }
        }
        await fulfillment(of: [delivered], timeout: 10)
        XCTAssertEqual(screen?.log, ["one", "two"])
        XCTAssertEqual(screen?.onMainThread, true)
        screen = nil
        XCTAssertNil(weakScreen, "the binder does not keep its target alive")
        subject.onNext("dropped")
        subscription.dispose()
    }
}
