import Foundation
import Rx
import RxTesting
import XCTest

private final class Label: ReactiveCompatible {
    var text = ""
    var count = 0
}

final class BindingsTests: RxTestCase {
    func testBinderAppliesOnItsScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let label = Label()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        var seen: [Int] = []
        let binder = Binder<Int>(label, scheduler: scheduler) { label, value in
            label.count = value
            seen.append(scheduler.clock)
        }
        scheduler.scheduleAt(200) { _ = xs.bind(to: binder) }
        scheduler.start()
        XCTAssertEqual(label.count, 2)
        XCTAssertEqual(seen, [211, 221])
    }

    func testBinderHoldsTheTargetWeakly() {
        var label: Label? = Label()
        weak let weakLabel = label
        var calls = 0
        let binder = Binder<Int>(label!, scheduler: CurrentThreadScheduler.instance) { _, _ in calls += 1 }
        binder.onNext(1)
        label = nil
        XCTAssertNil(weakLabel)
        binder.onNext(2)
        XCTAssertEqual(calls, 1)
    }

    func testBinderDefaultsToTheMainScheduler() {
        let label = Label()
        let applied = expectation(description: "applied on the main thread")
        let binder = Binder<Int>(label) { label, value in
            XCTAssertTrue(Thread.isMainThread)
            label.count = value
            applied.fulfill()
        }
        let observer = binder.asObserver()
        DispatchQueue.global().async { observer.onNext(5) }
        wait(for: [applied], timeout: 5)
        XCTAssertEqual(label.count, 5)
    }

    func testReactiveDynamicMemberBindsAWritableProperty() {
        let label = Label()
        let applied = expectation(description: "applied")
        let subscription = Observable.just("hello").bind(to: label.rx.text)
        DispatchQueue.main.async { applied.fulfill() }
        wait(for: [applied], timeout: 5)
        XCTAssertEqual(label.text, "hello")
        subscription.dispose()
    }

    func testReactiveCompatibleStaticAndInstance() {
        let label = Label()
        XCTAssertTrue(label.rx.base === label)
        XCTAssertTrue(Label.rx == Reactive<Label>.self)
    }

    func testBindToObserversAndOptionalObservers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let plain = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let optional = scheduler.createObserver(Int?.self)
        scheduler.scheduleAt(200) {
            _ = xs.bind(to: plain, second)
            _ = xs.bind(to: optional)
        }
        scheduler.start()
        XCTAssertEqual(plain.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(second.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(optional.events, [.next(210, 1), .completed(230)])
    }

    func testBindToRelaysIgnoresCompletion() {
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay<Int>(value: 0)
        let optionalBehavior = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int>.create(bufferSize: 2)
        var published: [Int] = []
        let observation = publish.subscribe(onNext: { published.append($0) }, onCompleted: { published.append(-1) })
        let subscriptions = [
            Observable.of(1, 2).bind(to: publish),
            Observable.of(1, 2).bind(to: behavior),
            Observable.of(1, 2).bind(to: optionalBehavior),
            Observable.of(1, 2).bind(to: replay),
        ]
        XCTAssertEqual(published, [1, 2])
        XCTAssertEqual(behavior.value, 2)
        XCTAssertEqual(optionalBehavior.value, 2)
        var replayed: [Int] = []
        _ = replay.subscribe(onNext: { replayed.append($0) }).dispose()
        XCTAssertEqual(replayed, [1, 2])
        subscriptions.forEach { $0.dispose() }
        observation.dispose()
    }

    func testBindCurriedAndOnNext() {
        func binder(_ source: Observable<Int>) -> (String) -> String {
            { prefix in prefix + "bound" }
        }
        XCTAssertEqual(Observable.just(1).bind(to: binder, curriedArgument: "was "), "was bound")
        var seen: [Int] = []
        _ = Observable.of(1, 2).bind(onNext: { seen.append($0) })
        XCTAssertEqual(seen, [1, 2])
        XCTAssertEqual(Observable.just(3).bind(to: { (_: Observable<Int>) in 42 }), 42)
    }

    func testControlPropertyValuesAndSink() {
        let values = BehaviorRelay<String?>(value: nil)
        var written: [String?] = []
        let property = ControlProperty<String?>(
            values: values.asObservable(),
            valueSink: AnyObserver { event in if case .next(let value) = event { written.append(value) } })
        var read: [String] = []
        let subscription = property.orEmpty.subscribe(onNext: { read.append($0) })
        values.accept("a")
        var changes: [String?] = []
        let changed = property.changed.subscribe(onNext: { changes.append($0) })
        values.accept("b")
        Observable.just("typed").bind(to: property.orEmpty).dispose()
        XCTAssertEqual(read, ["", "a", "b"])
        XCTAssertEqual(changes, ["b"])
        XCTAssertEqual(written, ["typed"])
        subscription.dispose()
        changed.dispose()
    }

    func testControlEventForwardsEvents() {
        let relay = PublishRelay<Int>()
        let event = ControlEvent(events: relay.asObservable())
        var seen: [Int] = []
        let subscription = event.subscribe(onNext: { seen.append($0) })
        relay.accept(1)
        relay.accept(2)
        XCTAssertEqual(seen, [1, 2])
        subscription.dispose()
    }
}
