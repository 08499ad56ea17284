import Foundation
import Rx
import RxTesting
import XCTest

/// The examples of Documentation/Debugging.md, whose outputs the guide shows: if one changes, the guide must too.
final class DebuggingGuideTests: RxTestCase {
    func testSeeingWhatIsSubscribed() {
        let query = PublishSubject<String>()
        let bag = DisposeBag()
        query.debounce(.milliseconds(300), scheduler: MainScheduler.instance)
            .distinctUntilChanged()
            .flatMapLatest { Observable.just($0.uppercased()) }
            .subscribe(onNext: { print($0) })
            .disposed(by: bag)
        let results = query.map { $0.count }.share(replay: 1)
        results.subscribe(onNext: { _ in }).disposed(by: bag)
        results.asDriver(onErrorJustReturn: 0).drive(onNext: { _ in }).disposed(by: bag)
        XCTAssertEqual(
            bag.liveSubscriptions.map(\.description),
            [
                "PublishSubject<String> → debounce → distinctUntilChanged → flatMapLatest → subscribe(onNext:) at "
                    + "RxTests/DebuggingGuideTests.swift:14",
                "PublishSubject<String> → map → share(replay: 1) → subscribe(onNext:) at "
                    + "RxTests/DebuggingGuideTests.swift:17",
                "PublishSubject<String> → map → share(replay: 1) → observe(on:) → catch → share(replay: 1) → "
                    + "drive(onNext:) at RxTests/DebuggingGuideTests.swift:18",
            ])
    }

    func testAStreamThatFiresTwice() {
        var sent = 0
        let request = Observable<String>.create { observer in
            sent += 1
            observer.onNext("RxSwift")
            return Disposables.create()
        }
        let bag = DisposeBag()
        let results = request.map { $0.count }
        results.subscribe(onNext: { _ in }).disposed(by: bag)
        results.subscribe(onNext: { _ in }).disposed(by: bag)
        XCTAssertEqual(sent, 2)
        let graph = Resources.graph(of: bag.liveSubscriptions).split(separator: "\n").map(String.init)
        XCTAssertEqual(graph.filter { $0.contains("[label=\"create\"]") }.count, 1, "one source, drawn once")
        XCTAssertEqual(graph.filter { $0.contains("shape=box") }.count, 2, "two subscribers")

        let shared = request.map { $0.count }.share(replay: 1)
        shared.subscribe(onNext: { _ in }).disposed(by: bag)
        shared.subscribe(onNext: { _ in }).disposed(by: bag)
        XCTAssertEqual(sent, 3, "shared: one more request for both")
        XCTAssertEqual(
            bag.liveSubscriptions.suffix(2).map(\.operators),
            Array(repeating: ["create", "map", "share(replay: 1)", "subscribe(onNext:)"], count: 2))
    }

    func testAnUnhandledErrorWithAndWithoutTracking() {
        let original = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = original }
        var reports: [String] = []
        Hooks.defaultErrorHandler = { callStack, error in
            reports.append(Hooks.unhandledErrorReport(error, callStack: callStack))
        }
        let failing = PublishSubject<Int>()
        _ = failing.map { $0 * 2 }.subscribe(onNext: { _ in })
        failing.onError(URLError(.timedOut))
        Resources.isTracking = false
        let untracked = PublishSubject<Int>()
        _ = untracked.subscribe(onNext: { _ in })
        untracked.onError(URLError(.timedOut))
        XCTAssertEqual(reports.count, 2)
        XCTAssertTrue(
            reports[0].hasSuffix(
                "\n  subscription: PublishSubject<Int> → map → subscribe(onNext:) at RxTests/DebuggingGuideTests.swift:64\n"
            ),
            reports[0])
        XCTAssertTrue(
            reports[1].hasSuffix(
                "\n  (set Resources.isTracking = true, or RX_TRACK_SUBSCRIPTIONS=1, to see which subscription)\n"),
            reports[1])
    }
}
