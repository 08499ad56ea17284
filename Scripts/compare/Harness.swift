// The side-by-side's harness (Scripts/compare.sh): the same case bodies as rx-bench (Sources/RxBenchmarks), compiled
// against one library per package. `--check N` prints each case's result after N operations (the sums the three
// libraries must agree on); `--pass ROUNDS` prints each case's median ns/op over ROUNDS rounds. With COMPARE_ONLY set,
// only the cases whose names start with it run (for callgrind: `COMPARE_ONLY="b " compare-bench --check N`).
import Dispatch
import Foundation

struct Bench {
    let name: String
    let rxSwiftNanoseconds: Double?
    let operationsPerRound: Int
    let body: (Int) -> Void
}

final class Sink: @unchecked Sendable { // Sendable: benches run on the main thread only.
    var value = 0
}

let blackHole = Sink()

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// The floor of a chain of six observables: six small objects allocated and released per cycle, kept in stored
/// properties so the optimizer cannot put them on the stack.
final class FloorObject {
    let value: Int
    init(_ value: Int) { self.value = value }
}

final class FloorSlots: @unchecked Sendable { // Sendable: benches run on the main thread only.
    var slots: (FloorObject?, FloorObject?, FloorObject?, FloorObject?, FloorObject?, FloorObject?)
}

let floorSlots = FloorSlots()

let floorBench = Bench(
    name: "floor: six small heap objects allocated and released, per cycle", rxSwiftNanoseconds: nil,
    operationsPerRound: 1_000_000
) { count in
    var sum = 0
    for index in 0..<count {
        floorSlots.slots = (
            FloorObject(index), FloorObject(index), FloorObject(index), FloorObject(index), FloorObject(index),
            FloorObject(index)
        )
        sum &+= floorSlots.slots.5?.value ?? 0
    }
    floorSlots.slots = (nil, nil, nil, nil, nil, nil)
    blackHole.value &+= sum
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 2, let number = Int(arguments[1]), number > 0, ["--check", "--pass"].contains(arguments[0])
else {
    FileHandle.standardError.write(Data("usage: compare-bench --check OPERATIONS | --pass ROUNDS\n".utf8))
    exit(2)
}
/// One round of `bench`, in ns/op.
func timeRound(_ bench: Bench) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    bench.body(bench.operationsPerRound)
    return Double(DispatchTime.now().uptimeNanoseconds - start) / Double(bench.operationsPerRound)
}

let onlyPrefix = ProcessInfo.processInfo.environment["COMPARE_ONLY"] ?? ""
for bench in comparedBenches + [floorBench] where bench.name.hasPrefix(onlyPrefix) {
    if arguments[0] == "--check" {
        blackHole.value = 0
        bench.body(number)
        print("\(bench.name)\t\(blackHole.value)")
    } else {
        bench.body(max(1, bench.operationsPerRound / 10)) // warm-up
        print("\(bench.name)\t\(median((0..<number).map { _ in timeRound(bench) }))")
    }
}

// d′ over the floor with each round of d′ next to a round of the floor, in the same process: the ratio holds when
// the machine's speed changes between runs (the floor alone has measured 111 ns in one run and 278 ns in another).
if arguments[0] == "--pass", let justChain = comparedBenches.first(where: { $0.name.hasPrefix("d' ") }) {
    let ratios = (0..<number).map { _ in
        let floor = timeRound(floorBench)
        let chain = timeRound(justChain)
        return chain / ((floor + timeRound(floorBench)) / 2)
    }
    print("d' over the floor, rounds interleaved (a ratio)\t\(median(ratios))")
}
