import Foundation

// rx-bench: times the Rx operators in ns/op, with a plain-loop baseline in the same run, and counts heap
// allocations per operation (Linux/glibc; see Sources/RxBenchAllocCounter/AllocCounter.c).
// Usage: rx-bench [--rounds N] [--filter TEXT] [--operations N]
// `--operations N` runs every round with N operations instead of the case's own count: for instruction counts under
// `valgrind --tool=callgrind`, where the difference between two runs (N and 2N) is the cost of N operations.

var rounds = 7
var filter: String?
var operations: Int?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--rounds":
        guard let value = arguments.next().flatMap(Int.init), value > 0 else {
            FileHandle.standardError.write(Data("rx-bench: --rounds needs a positive number\n".utf8))
            exit(2)
        }
        rounds = value
    case "--filter":
        filter = arguments.next()
    case "--operations":
        guard let value = arguments.next().flatMap(Int.init), value > 0 else {
            FileHandle.standardError.write(Data("rx-bench: --operations needs a positive number\n".utf8))
            exit(2)
        }
        operations = value
    case "--help", "-h":
        print("usage: rx-bench [--rounds N] [--filter TEXT] [--operations N]")
        exit(0)
    default:
        FileHandle.standardError.write(Data("rx-bench: unknown argument \(argument)\n".utf8))
        exit(2)
    }
}

#if DEBUG
print("warning: debug build; run `swift run -c release rx-bench` for meaningful figures")
#endif

let benches =
    allBenches
    .filter { filter == nil || $0.name.localizedCaseInsensitiveContains(filter!) }
    .map { bench in
        operations.map {
            Bench(
                name: bench.name, rxSwiftNanoseconds: bench.rxSwiftNanoseconds, operationsPerRound: $0,
                body: bench.body)
        } ?? bench
    }
print(
    "case".padding(toLength: 56, withPad: " ", startingAt: 0), "median ns/op", "  min ns/op", " allocs/op",
    "  RxSwift", "  ratio")
for bench in benches {
    let times = measure(bench, rounds: rounds)
    let middle = median(times)
    let allocations = allocationsPerOperation(bench).map { String(format: "%10.2f", $0) } ?? "         –"
    let reference = bench.rxSwiftNanoseconds.map { String(format: "%9.0f  %5.2fx", $0, middle / $0) } ?? ""
    print(
        bench.name.padding(toLength: 56, withPad: " ", startingAt: 0),
        String(format: "%12.1f %11.1f", middle, times.min() ?? 0), allocations, reference)
}

if filter == nil || "memory per live chain".localizedCaseInsensitiveContains(filter!) {
    let bytes = bytesPerLiveChain(count: 10_000)
    print(
        "memory per live subject.map.filter.subscribe(onNext:)".padding(toLength: 56, withPad: " ", startingAt: 0),
        bytes.map { String(format: "%12.0f bytes", $0) } ?? "           – (needs glibc ≥ 2.33)")
}
