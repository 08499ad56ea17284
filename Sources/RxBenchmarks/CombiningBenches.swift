import Foundation
import Rx

/// The cases of issue "Rx core 2/2": higher-order, sharing, combining and time operators.
let combiningBenches: [Bench] = [
    Bench(name: "e flatMapLatest→just, per outer event", rxSwiftNanoseconds: 867, operationsPerRound: 1_000_000) {
        count in
        var sum = 0
        let subject = PublishSubject<Int>()
        let subscription = subject.flatMapLatest { Observable.just($0 &+ 1) }.subscribe(onNext: { sum &+= $0 })
        for index in 0..<count { subject.onNext(index) }
        subscription.dispose()
        blackHole.value &+= sum
    },
    Bench(name: "share(replay: 1): subscribe+dispose, per cycle", rxSwiftNanoseconds: nil, operationsPerRound: 500_000)
    { count in
        var sum = 0
        let subject = BehaviorSubject(value: 1)
        let shared = subject.share(replay: 1)
        let keepAlive = shared.subscribe(onNext: { sum &+= $0 })
        for _ in 0..<count {
            shared.subscribe(onNext: { sum &+= $0 }).dispose()
        }
        keepAlive.dispose()
        blackHole.value &+= sum
    },
    Bench(name: "combineLatest of 3 subjects, per event", rxSwiftNanoseconds: nil, operationsPerRound: 1_000_000) {
        count in
        var sum = 0
        let (a, b, c) = (PublishSubject<Int>(), PublishSubject<Int>(), PublishSubject<Int>())
        let subscription = Observable.combineLatest(a, b, c) { $0 &+ $1 &+ $2 }.subscribe(onNext: { sum &+= $0 })
        a.onNext(0)
        b.onNext(0)
        c.onNext(0)
        for index in 0..<count {
            switch index % 3 {
            case 0: a.onNext(index)
            case 1: b.onNext(index)
            default: c.onNext(index)
            }
        }
        subscription.dispose()
        blackHole.value &+= sum
    },
    Bench(
        name: "throttle(10 ms) on a virtual-time scheduler, per event", rxSwiftNanoseconds: nil,
        operationsPerRound: 500_000
    ) { count in
        timedOperatorBench(count: count) { $0.throttle(.milliseconds(10), scheduler: $1) }
    },
    Bench(
        name: "debounce(10 ms) on a virtual-time scheduler, per event", rxSwiftNanoseconds: nil,
        operationsPerRound: 500_000
    ) { count in
        timedOperatorBench(count: count) { $0.debounce(.milliseconds(10), scheduler: $1) }
    },
]

/// Sends `count` events one virtual millisecond apart through `apply` on a `HistoricalScheduler`.
private func timedOperatorBench(
    count: Int, _ apply: (Observable<Int>, HistoricalScheduler) -> Observable<Int>
) {
    var sum = 0
    let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 0))
    let subject = PublishSubject<Int>()
    let subscription = apply(subject.asObservable(), scheduler).subscribe(onNext: { sum &+= $0 })
    var clock = Date(timeIntervalSince1970: 0)
    for index in 0..<count {
        subject.onNext(index)
        clock = clock.addingTimeInterval(0.001)
        scheduler.advanceTo(clock)
    }
    subscription.dispose()
    blackHole.value &+= sum
}
