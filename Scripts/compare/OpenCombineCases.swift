// The side-by-side's OpenCombine cases (Scripts/compare.sh): rx-bench's bodies in the spelling an OpenCombine user
// writes — `Just(x).map`, `PassthroughSubject`, `CurrentValueSubject`, `sink`, `switchToLatest` — with the same
// names and the same results. Cases without a counterpart are left out and show as "–": `share(replay:)` (Combine
// has no replaying share), `combineLatest` (not in OpenCombine at 1c6f02c7) and `throttle`/`debounce` (no
// virtual-time scheduler).
import OpenCombine

let comparedBenches: [Bench] = [
    Bench(name: "baseline: plain loop, map+filter per element", rxSwiftNanoseconds: nil, operationsPerRound: 10_000_000)
    { count in
        var sum = 0
        for index in 0..<count {
            let mapped = index &+ blackHole.value
            if mapped & 1 == 0 { sum &+= mapped }
        }
        blackHole.value &+= sum
    },
    // `create` has no Combine counterpart; its closure sends straight to its one subscriber, as a subject with one
    // subscriber does.
    Bench(name: "a' create→map→filter, per element", rxSwiftNanoseconds: nil, operationsPerRound: 2_000_000) { count in
        var sum = 0
        let source = PassthroughSubject<Int, Never>()
        let cancellable = source.map { $0 &+ 1 }.filter { $0 & 1 == 0 }.sink { sum &+= $0 }
        for index in 0..<count { source.send(index) }
        source.send(completion: .finished)
        cancellable.cancel()
        blackHole.value &+= sum
    },
    Bench(name: "a range→map→filter, per element", rxSwiftNanoseconds: nil, operationsPerRound: 2_000_000) { count in
        var sum = 0
        let cancellable = (0..<count).publisher.map { $0 &+ 1 }.filter { $0 & 1 == 0 }.sink { sum &+= $0 }
        cancellable.cancel()
        blackHole.value &+= sum
    },
    Bench(
        name: "b PublishSubject→map, one subscriber, per onNext", rxSwiftNanoseconds: nil, operationsPerRound: 2_000_000
    ) { count in
        var sum = 0
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject.map { $0 &+ 1 }.sink { sum &+= $0 }
        for index in 0..<count { subject.send(index) }
        cancellable.cancel()
        blackHole.value &+= sum
    },
    Bench(
        name: "b' BehaviorRelay→map, one subscriber, per accept", rxSwiftNanoseconds: nil, operationsPerRound: 2_000_000
    ) { count in
        var sum = 0
        let relay = CurrentValueSubject<Int, Never>(0)
        let cancellable = relay.map { $0 &+ 1 }.sink { sum &+= $0 }
        for index in 0..<count { relay.send(index) }
        cancellable.cancel()
        blackHole.value &+= sum
    },
    Bench(
        name: "c PublishSubject, 100 subscribers, per delivery", rxSwiftNanoseconds: nil, operationsPerRound: 5_000_000
    ) { count in
        var sum = 0
        let subject = PassthroughSubject<Int, Never>()
        let cancellables = (0..<100).map { _ in subject.sink { sum &+= $0 } }
        for index in 0..<(count / 100) { subject.send(index) }
        cancellables.forEach { $0.cancel() }
        blackHole.value &+= sum
    },
    Bench(name: "d subscribe+dispose, 5 operators on a subject", rxSwiftNanoseconds: nil, operationsPerRound: 200_000) {
        count in
        let subject = PassthroughSubject<Int, Never>()
        var sum = 0
        for _ in 0..<count {
            let cancellable =
                subject
                .map { $0 &+ 1 }.filter { $0 & 1 == 0 }.map { $0 &* 3 }.filter { $0 > 10 }.map { $0 &- 1 }
                .sink { sum &+= $0 }
            cancellable.cancel()
        }
        blackHole.value &+= sum
    },
    Bench(
        name: "d'' PublishSubject→5 operators, one subscriber, per onNext", rxSwiftNanoseconds: nil,
        operationsPerRound: 2_000_000
    ) { count in
        var sum = 0
        let subject = PassthroughSubject<Int, Never>()
        let cancellable =
            subject
            .map { $0 &+ 1 }.filter { $0 & 1 == 0 }.map { $0 &* 3 }.filter { $0 > 10 }.map { $0 &- 1 }
            .sink { sum &+= $0 }
        for index in 0..<count { subject.send(index) }
        cancellable.cancel()
        blackHole.value &+= sum
    },
    Bench(name: "d' just→5 operators→subscribe, per cycle", rxSwiftNanoseconds: nil, operationsPerRound: 200_000) {
        count in
        var sum = 0
        for index in 0..<count {
            _ = Just(index)
                .map { $0 &+ 1 }.filter { $0 & 1 == 0 }.map { $0 &* 3 }.filter { $0 > 10 }.map { $0 &- 1 }
                .sink { sum &+= $0 }
        }
        blackHole.value &+= sum
    },
    Bench(
        name: "e subscribe N (400k) to a subject, dispose in order, per subscription", rxSwiftNanoseconds: nil,
        operationsPerRound: 400_000
    ) { count in
        var sum = 0
        let subject = PassthroughSubject<Int, Never>()
        let cancellables = (0..<count).map { _ in subject.sink { sum &+= $0 } }
        subject.send(1)
        for cancellable in cancellables { cancellable.cancel() }
        blackHole.value &+= sum
    },
    Bench(name: "e flatMapLatest→just, per outer event", rxSwiftNanoseconds: nil, operationsPerRound: 1_000_000) {
        count in
        var sum = 0
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject.map { Just($0 &+ 1) }.switchToLatest().sink { sum &+= $0 }
        for index in 0..<count { subject.send(index) }
        cancellable.cancel()
        blackHole.value &+= sum
    },
]
