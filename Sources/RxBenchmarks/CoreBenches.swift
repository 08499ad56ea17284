import Rx

/// The core cases of issue "Rx core 1/2", each with the figure RxSwift 6 reaches on this machine class.
let coreBenches: [Bench] = [
    Bench(name: "baseline: plain loop, map+filter per element", rxSwiftNanoseconds: nil, operationsPerRound: 10_000_000)
    { count in
        var sum = 0
        for index in 0..<count {
            let mapped = index &+ blackHole.value
            if mapped & 1 == 0 { sum &+= mapped }
        }
        blackHole.value &+= sum
    },
    Bench(name: "a' create→map→filter, per element", rxSwiftNanoseconds: 160, operationsPerRound: 2_000_000) { count in
        var sum = 0
        let subscription = Observable<Int>.create { observer in
            for index in 0..<count { observer.onNext(index) }
            observer.onCompleted()
            return Disposables.create()
        }
        .map { $0 &+ 1 }
        .filter { $0 & 1 == 0 }
        .subscribe(onNext: { sum &+= $0 })
        subscription.dispose()
        blackHole.value &+= sum
    },
    Bench(name: "a range→map→filter, per element", rxSwiftNanoseconds: 1580, operationsPerRound: 2_000_000) { count in
        var sum = 0
        let subscription = Observable.range(start: 0, count: count)
            .map { $0 &+ 1 }
            .filter { $0 & 1 == 0 }
            .subscribe(onNext: { sum &+= $0 })
        subscription.dispose()
        blackHole.value &+= sum
    },
    Bench(
        name: "b PublishSubject→map, one subscriber, per onNext", rxSwiftNanoseconds: 295, operationsPerRound: 2_000_000
    ) { count in
        var sum = 0
        let subject = PublishSubject<Int>()
        let subscription = subject.map { $0 &+ 1 }.subscribe(onNext: { sum &+= $0 })
        for index in 0..<count { subject.onNext(index) }
        subscription.dispose()
        blackHole.value &+= sum
    },
    Bench(
        name: "b' BehaviorRelay→map, one subscriber, per accept", rxSwiftNanoseconds: nil, operationsPerRound: 2_000_000
    ) { count in
        var sum = 0
        let relay = BehaviorRelay(value: 0)
        let subscription = relay.map { $0 &+ 1 }.subscribe(onNext: { sum &+= $0 })
        for index in 0..<count { relay.accept(index) }
        subscription.dispose()
        blackHole.value &+= sum
    },
    Bench(
        name: "c PublishSubject, 100 subscribers, per delivery", rxSwiftNanoseconds: 72, operationsPerRound: 5_000_000
    ) { count in
        var sum = 0
        let subject = PublishSubject<Int>()
        let subscriptions = (0..<100).map { _ in subject.subscribe(onNext: { sum &+= $0 }) }
        for index in 0..<(count / 100) { subject.onNext(index) }
        subscriptions.forEach { $0.dispose() }
        blackHole.value &+= sum
    },
    Bench(name: "d subscribe+dispose, 5 operators on a subject", rxSwiftNanoseconds: 3860, operationsPerRound: 200_000)
    { count in
        let subject = PublishSubject<Int>()
        var sum = 0
        for _ in 0..<count {
            let subscription =
                subject
                .map { $0 &+ 1 }.filter { $0 & 1 == 0 }.map { $0 &* 3 }.filter { $0 > 10 }.map { $0 &- 1 }
                .subscribe(onNext: { sum &+= $0 })
            subscription.dispose()
        }
        blackHole.value &+= sum
    },
    Bench(
        name: "d'' PublishSubject→5 operators, one subscriber, per onNext", rxSwiftNanoseconds: nil,
        operationsPerRound: 2_000_000
    ) { count in
        var sum = 0
        let subject = PublishSubject<Int>()
        let subscription =
            subject
            .map { $0 &+ 1 }.filter { $0 & 1 == 0 }.map { $0 &* 3 }.filter { $0 > 10 }.map { $0 &- 1 }
            .subscribe(onNext: { sum &+= $0 })
        for index in 0..<count { subject.onNext(index) }
        subscription.dispose()
        blackHole.value &+= sum
    },
    Bench(name: "d' just→5 operators→subscribe, per cycle", rxSwiftNanoseconds: 4315, operationsPerRound: 200_000) {
        count in
        var sum = 0
        for index in 0..<count {
            _ = Observable.just(index)
                .map { $0 &+ 1 }.filter { $0 & 1 == 0 }.map { $0 &* 3 }.filter { $0 > 10 }.map { $0 &- 1 }
                .subscribe(onNext: { sum &+= $0 })
        }
        blackHole.value &+= sum
    },
    Bench(
        name: "e subscribe N (400k) to a subject, dispose in order, per subscription", rxSwiftNanoseconds: nil,
        operationsPerRound: 400_000
    ) { count in
        var sum = 0
        let subject = PublishSubject<Int>()
        let subscriptions = (0..<count).map { _ in subject.subscribe(onNext: { sum &+= $0 }) }
        subject.onNext(1)
        for subscription in subscriptions { subscription.dispose() }
        blackHole.value &+= sum
    },
]
