import Foundation
import Rx
import XCTest

/// More operators under real threads (see `OperatorStressTests.runEmitters`): the ones that switch, gate, count,
/// group or share, each fed by subjects that emit on threads of their own.
extension OperatorStressTests {
    func testSwitchingOperatorsFromManyThreadsAreSerialized() {
        runEmitters("switchLatest", emitters: 2, expectsIncreasing: false) { sources in
            sources[0].map { _ in sources[1].asObservable() }.switchLatest()
        }
        runEmitters("flatMapFirst", emitters: 2, expectsIncreasing: false) { sources in
            sources[0].flatMapFirst { _ in sources[1].asObservable() }
        }
        runEmitters("amb", emitters: 2, expectsIncreasing: true) { sources in sources[0].amb(sources[1]) }
        runEmitters("concat", emitters: 2, expectsIncreasing: false) { sources in
            Observable.concat(sources[0].take(100), sources[1].asObservable())
        }
        runEmitters("catch", emitters: 2, expectsIncreasing: false) { sources in
            sources[0].map { value -> Int in
                if value == 5_000 { throw StressError.planned }
                return value
            }
            .catch { _ in sources[1].asObservable() }
        }
    }

    func testGatingAndCountingOperatorsFromManyThreadsAreSerialized() {
        runEmitters("take(until:)", emitters: 2, expectsIncreasing: true) { sources in
            sources[0].take(until: sources[1])
        }
        runEmitters("skip(until:)", emitters: 2, expectsIncreasing: true) { sources in
            sources[0].skip(until: sources[1])
        }
        runEmitters("take(1000)", emitters: 3, expectsIncreasing: false) { sources in
            Observable.merge(sources.map { $0.asObservable() }).take(1_000)
        }
        runEmitters("element(at:)", emitters: 3, expectsIncreasing: false) { sources in
            Observable.merge(sources.map { $0.asObservable() }).element(at: 500)
        }
        runEmitters("sample", emitters: 2, expectsIncreasing: true, terminals: 0...1) { sources in
            sources[0].sample(sources[1])
        }
    }

    func testGroupingAndSharingOperatorsFromManyThreadsAreSerialized() {
        runEmitters("groupBy", emitters: 2, expectsIncreasing: false) { sources in
            Observable.merge(sources.map { $0.asObservable() }).groupBy { $0 % 3 }.flatMap { $0.asObservable() }
        }
        runEmitters("window", emitters: 2, expectsIncreasing: false) { sources in
            Observable.merge(sources.map { $0.asObservable() })
                .window(
                    timeSpan: .milliseconds(1), count: 7, scheduler: ConcurrentDispatchQueueScheduler(qos: .default)
                )
                .flatMap { $0 }
        }
        runEmitters("publish().refCount()", emitters: 2, expectsIncreasing: false) { sources in
            Observable.merge(sources.map { $0.asObservable() }).publish().refCount()
        }
        runEmitters("replay(1).refCount()", emitters: 1, expectsIncreasing: true) { sources in
            sources[0].replay(1).refCount()
        }
        runEmitters("combineLatest of an array", emitters: 3, expectsIncreasing: false) { sources in
            Observable.combineLatest(sources.map { $0.asObservable() }).map { $0.reduce(0, +) }
        }
    }
}

/// An error a stress scenario throws on purpose.
enum StressError: Error {
    case planned
}
