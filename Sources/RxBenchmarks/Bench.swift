import Dispatch
import Rx
import RxBenchAllocCounter

/// One benchmark: a name, the RxSwift 6 figure on this machine class (ns/op), and a body that performs `count`
/// operations.
struct Bench: @unchecked Sendable { // Sendable: benches run on the main thread only.
    let name: String
    let rxSwiftNanoseconds: Double?
    let operationsPerRound: Int
    let body: (Int) -> Void
}

/// Keeps values alive so the optimizer cannot drop the work that produced them.
final class Sink: @unchecked Sendable { // Sendable: only touched by the benchmark thread.
    var value = 0
}

let blackHole = Sink()

/// Runs `bench` for `rounds` rounds and returns the per-operation time of each round, in nanoseconds.
func measure(_ bench: Bench, rounds: Int) -> [Double] {
    bench.body(max(1, bench.operationsPerRound / 10)) // warm-up
    return (0..<rounds).map { _ in
        let start = DispatchTime.now().uptimeNanoseconds
        bench.body(bench.operationsPerRound)
        let end = DispatchTime.now().uptimeNanoseconds
        return Double(end - start) / Double(bench.operationsPerRound)
    }
}

/// Heap allocations per operation of `bench`, counted over one round of a tenth of its size (after `measure`'s
/// warm-up, so one-time caches are not counted); `nil` where the platform cannot count (see `AllocCounter.c`).
func allocationsPerOperation(_ bench: Bench) -> Double? {
    let operations = max(1, bench.operationsPerRound / 10)
    let before = rx_bench_allocations()
    guard before >= 0 else { return nil }
    rx_bench_count_allocations(1)
    bench.body(operations)
    rx_bench_count_allocations(0)
    return Double(rx_bench_allocations() - before) / Double(operations)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Heap bytes held per live `subject.map.filter.subscribe(onNext:)`, chunk headers included: the growth of the
/// heap's in-use bytes while `count` such subscriptions live on one subject (the subject's own list of observers
/// included), divided by `count`; `nil` where the platform cannot tell (see `AllocCounter.c`).
func bytesPerLiveChain(count: Int) -> Double? {
    let subject = PublishSubject<Int>()
    var subscriptions: [Disposable] = []
    subscriptions.reserveCapacity(count)
    var sum = 0
    let before = rx_bench_heap_bytes_in_use()
    guard before >= 0 else { return nil }
    for _ in 0..<count {
        subscriptions.append(subject.map { $0 &+ 1 }.filter { $0 & 1 == 0 }.subscribe(onNext: { sum &+= $0 }))
    }
    let after = rx_bench_heap_bytes_in_use()
    subject.onNext(1)
    subscriptions.forEach { $0.dispose() }
    blackHole.value &+= sum & 1
    return Double(after - before) / Double(count)
}
