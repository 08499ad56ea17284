import Foundation
import Rx
import RxHTTP
import RxTesting
import Weather
import XCTest

final class AddLocationViewModelTests: RxTestCase {
    private var scheduler: TestScheduler!
    private var geocoder: StubGeocoder!

    override func setUp() {
        super.setUp()
        // One tick is one millisecond, so `.milliseconds(300)` is 300 ticks; no extra tick per hop.
        scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        geocoder = StubGeocoder(scheduler)
    }

    override func tearDown() {
        scheduler = nil
        geocoder = nil
        super.tearDown()
    }

    private struct Recorders {
        let locations: TestableObserver<[Location]>
        let querying: TestableObserver<Bool>
        let errors: TestableObserver<String>
    }

    /// Types `typed` into a view model (and asks it to search again at the times of `retries`), records its outputs
    /// from tick 0 until `disposeAt`.
    private func run(
        _ typed: [Recorded<Event<String>>], retries: [Recorded<Event<Void>>] = [], disposeAt: TestTime = 2_000
    ) -> Recorders {
        let recorders = Recorders(
            locations: scheduler.createObserver([Location].self), querying: scheduler.createObserver(Bool.self),
            errors: scheduler.createObserver(String.self))
        SharingScheduler.mock(scheduler: scheduler) {
            let text = scheduler.createHotObservable(typed)
            let retry = scheduler.createHotObservable(retries)
            let viewModel = AddLocationViewModel(
                query: text.asDriver(onErrorJustReturn: ""), retry: retry.asSignal(onErrorSignalWith: .empty()),
                geocoder: geocoder, scheduler: scheduler)
            let bag = CompositeDisposable()
            scheduler.scheduleAt(0) {
                _ = bag.insert(viewModel.locations.drive(recorders.locations))
                _ = bag.insert(viewModel.querying.drive(recorders.querying))
                _ = bag.insert(viewModel.errors.emit(to: recorders.errors))
            }
            scheduler.scheduleAt(disposeAt) { bag.dispose() }
            scheduler.start()
        }
        return recorders
    }

    func testDebouncesTypingAndSearchesOnceTheTextRests() {
        geocoder.answer("berl", [.next(50, [.berlin]), .completed(50)])
        let result = run([.next(100, "b"), .next(200, "be"), .next(299, "ber"), .next(300, "berl")])
        XCTAssertEqual(geocoder.queries, ["berl"])
        XCTAssertEqual(geocoder.answers["berl"]?.subscriptions, [Subscription(600, 650)])
        XCTAssertEqual(result.locations.events, [.next(650, [.berlin])])
    }

    func testRetrySearchesTheLatestTextAgainAndNothingBeforeAnyText() {
        geocoder.answer("berl", [.error(10, StubError.unexpected("berl"))])
        let result = run([.next(500, "berl")], retries: [.next(100, ()), .next(1_000, ())])
        XCTAssertEqual(geocoder.queries, ["berl", "berl"], "nothing at 100, before any text")
        XCTAssertEqual(
            geocoder.answers["berl"]?.subscriptions, [Subscription(800, 810), Subscription(1_000, 1_010)])
        XCTAssertEqual(result.errors.events.map(\.time), [810, 1_010], "each failure told")
        XCTAssertEqual(
            result.querying.events,
            [.next(0, false), .next(800, true), .next(810, false), .next(1_000, true), .next(1_010, false)])
    }

    func testTextThatRestsJustUnderTheDebounceIsNotSearched() {
        geocoder.answer("be", [.next(10, [.berlin]), .completed(10)])
        let result = run([.next(100, "b"), .next(399, "be")])
        XCTAssertEqual(geocoder.queries, ["be"])
        XCTAssertEqual(geocoder.answers["be"]?.subscriptions, [Subscription(699, 709)])
        XCTAssertEqual(result.locations.events, [.next(709, [.berlin])])
    }

    func testQueryingIsTrueExactlyWhileARequestRuns() {
        geocoder.answer("berl", [.next(50, [.berlin]), .completed(50)])
        geocoder.answer("bern", [.next(20, [.bern]), .completed(20)])
        let result = run([.next(100, "berl"), .next(1_000, "bern")])
        XCTAssertEqual(
            result.querying.events,
            [
                .next(0, false), .next(400, true), .next(450, false), .next(1_300, true), .next(1_320, false),
            ])
        XCTAssertEqual(result.locations.events, [.next(450, [.berlin]), .next(1_320, [.bern])])
    }

    func testOverlappingRequestsKeepQueryingTrueAndStaleResultsNeverArrive() {
        geocoder.answer("ber", [.next(500, [.bern, .berlin]), .completed(500)])
        geocoder.answer("berl", [.next(50, [.berlin]), .completed(50)])
        let result = run([.next(100, "ber"), .next(500, "berl")])
        // "ber" starts at 400 and would answer at 900; "berl" starts at 800 and cancels it.
        XCTAssertEqual(geocoder.answers["ber"]?.subscriptions, [Subscription(400, 800)])
        XCTAssertEqual(geocoder.answers["berl"]?.subscriptions, [Subscription(800, 850)])
        XCTAssertEqual(result.locations.events, [.next(850, [.berlin])])
        XCTAssertEqual(result.querying.events, [.next(0, false), .next(400, true), .next(850, false)])
    }

    func testEmptyOrBlankQueryClearsTheListWithoutARequest() {
        geocoder.answer("berl", [.next(50, [.berlin]), .completed(50)])
        let result = run([.next(100, "berl"), .next(500, ""), .next(1_000, "berl"), .next(1_400, "   ")])
        XCTAssertEqual(geocoder.queries, ["berl", "berl"])
        XCTAssertEqual(
            result.locations.events,
            [
                .next(450, [.berlin]), .next(800, []), .next(1_350, [.berlin]), .next(1_700, []),
            ])
        XCTAssertEqual(
            result.querying.events,
            [
                .next(0, false), .next(400, true), .next(450, false), .next(1_300, true), .next(1_350, false),
            ])
    }

    func testClearingCancelsARequestInFlight() {
        geocoder.answer("berl", [.next(500, [.berlin]), .completed(500)])
        let result = run([.next(100, "berl"), .next(500, "")])
        XCTAssertEqual(geocoder.answers["berl"]?.subscriptions, [Subscription(400, 800)])
        XCTAssertEqual(result.locations.events, [.next(800, [])])
        XCTAssertEqual(result.querying.events, [.next(0, false), .next(400, true), .next(800, false)])
    }

    func testSameTextAfterTrimmingIsNotSearchedAgain() {
        geocoder.answer("berl", [.next(50, [.berlin]), .completed(50)])
        let result = run([.next(100, "berl"), .next(500, "berl "), .next(900, " berl")])
        XCTAssertEqual(geocoder.queries, ["berl"])
        XCTAssertEqual(result.locations.events, [.next(450, [.berlin])])
    }

    func testAFailureClearsTheListAndIsReportedOnce() {
        geocoder.answer("berl", [.next(50, [.berlin]), .completed(50)])
        geocoder.answer("bert", [.error(30, HTTPError.status(code: 500, message: "upstream exploded"))])
        let result = run([.next(100, "berl"), .next(500, "bert")])
        XCTAssertEqual(result.locations.events, [.next(450, [.berlin]), .next(830, [])])
        XCTAssertEqual(
            result.errors.events,
            [
                .next(
                    830,
                    "The server answered 500 (Internal Server Error): upstream exploded. "
                        + "The server is having trouble; try again in a moment.")
            ])
        XCTAssertEqual(
            result.querying.events,
            [
                .next(0, false), .next(400, true), .next(450, false), .next(800, true), .next(830, false),
            ])
    }

    /// The sentence may stay on screen (the add screen's list says it until a search works): its wait is a time of
    /// day, counted from when the failure came on the scheduler, not "in 30 s".
    func testARateLimitSaysWhenToTryAgainAsATimeOfDay() {
        geocoder.answer("berl", [.error(30, HTTPError.slowDown)])
        let result = run([.next(100, "berl")])
        XCTAssertEqual(result.errors.events, [.next(430, slowDownAdvice(failedAt: Date(timeIntervalSince1970: 0.430)))])
    }

    func testErrorsDoNotReplayToALateSubscriber() {
        geocoder.answer("bert", [.error(30, HTTPError.transport(.timedOut))])
        let late = scheduler.createObserver(String.self)
        let early = scheduler.createObserver(String.self)
        SharingScheduler.mock(scheduler: scheduler) {
            let text = scheduler.createHotObservable([.next(100, "bert")])
            let viewModel = AddLocationViewModel(
                query: text.asDriver(onErrorJustReturn: ""), geocoder: geocoder, scheduler: scheduler)
            let bag = CompositeDisposable()
            scheduler.scheduleAt(0) {
                _ = bag.insert(viewModel.locations.drive())
                _ = bag.insert(viewModel.errors.emit(to: early))
            }
            scheduler.scheduleAt(500) { _ = bag.insert(viewModel.errors.emit(to: late)) }
            scheduler.scheduleAt(1_000) { bag.dispose() }
            scheduler.start()
        }
        XCTAssertEqual(early.events, [.next(430, "The server took too long to answer; try again.")])
        XCTAssertEqual(late.events, [])
    }

    func testDisposingTheBindingsCancelsTheRequestInFlight() {
        geocoder.answer("berl", [.next(500, [.berlin]), .completed(500)])
        let result = run([.next(100, "berl")], disposeAt: 600)
        XCTAssertEqual(geocoder.answers["berl"]?.subscriptions, [Subscription(400, 600)])
        XCTAssertEqual(result.locations.events, [])
    }
}
