import Foundation
import ProcessChecks
import RxTesting
import XCTest

/// Compiles small programs against the built `Rx` module in the Swift 6 language mode and checks the compiler's
/// verdict: sharing a subject, relay or observer of a non-`Sendable` element with a detached task while still using
/// it is a data-race error; the same program with `Int` elements compiles without a diagnostic.
///
/// Skips only when no `swiftc` can be found; a missing `Rx` module or an unexpected diagnostic fails.
final class SendableDiagnosticsTests: RxTestCase {
    /// The marker of a line that must get an error.
    private static let marker = "// expect-error"

    private static func program(element: String) -> String {
        """
        import Rx

        final class Counter { var value = 0 }

        func shareBehaviorRelay(_ make: @escaping @Sendable () -> \(element)) async {
            let relay = BehaviorRelay(value: make())
            let task = Task.detached { relay.accept(make()) } \(marker)
            relay.accept(make())
            await task.value
        }

        func sharePublishRelay(_ make: @escaping @Sendable () -> \(element)) async {
            let relay = PublishRelay<\(element)>()
            let task = Task.detached { relay.accept(make()) } \(marker)
            relay.accept(make())
            await task.value
        }

        func sharePublishSubject(_ make: @escaping @Sendable () -> \(element)) async {
            let subject = PublishSubject<\(element)>()
            let task = Task.detached { subject.onNext(make()) } \(marker)
            subject.onNext(make())
            await task.value
        }

        func shareReplaySubject(_ make: @escaping @Sendable () -> \(element)) async {
            let subject = ReplaySubject<\(element)>.create(bufferSize: 1)
            let task = Task.detached { subject.onNext(make()) } \(marker)
            subject.onNext(make())
            await task.value
        }

        func shareObserver(_ make: @escaping @Sendable () -> \(element)) async {
            let observer = AnyObserver<\(element)> { _ in }
            let task = Task.detached { observer.onNext(make()) } \(marker)
            observer.onNext(make())
            await task.value
        }
        """
    }

    /// `Observable` and every trait run non-`@Sendable` closures on subscribe, so none is `Sendable` (Swift6.md).
    private static let traitsProgram = """
        import Rx

        func requireSendable<T: Sendable>(_ type: T.Type) {}

        func check() {
            requireSendable(Observable<Int>.self) \(marker)
            requireSendable(Single<Int>.self) \(marker)
            requireSendable(Maybe<Int>.self) \(marker)
            requireSendable(Completable.self) \(marker)
            requireSendable(Infallible<Int>.self) \(marker)
            requireSendable(Driver<Int>.self) \(marker)
            requireSendable(Signal<Int>.self) \(marker)
            requireSendable(ControlProperty<Int>.self) \(marker)
            requireSendable(ControlEvent<Int>.self) \(marker)
            requireSendable(BehaviorRelay<Int>.self)
        }
        """

    func testObservableAndTraitsAreNotSendable() throws {
        let compiler = try SwiftCompiler.locate()
        let result = try compiler.compile(Self.traitsProgram)
        XCTAssertNotEqual(result.status, 0, "the traits program must not compile:\n\(result.output)")
        assertErrors(in: result, onMarkedLinesOf: Self.traitsProgram, count: 9)
    }

    func testSharingContainersOfSendableElementsCompilesCleanly() throws {
        let compiler = try SwiftCompiler.locate()
        let result = try compiler.compile(Self.program(element: "Int"))
        XCTAssertEqual(result.status, 0, "the Int program must compile:\n\(result.output)")
        XCTAssertFalse(result.output.contains("warning:"), "the Int program must have no warning:\n\(result.output)")
        XCTAssertFalse(result.output.contains("error:"), "the Int program must have no error:\n\(result.output)")
    }

    func testSharingContainersOfNonSendableElementsIsADataRaceError() throws {
        let compiler = try SwiftCompiler.locate()
        let source = Self.program(element: "Counter")
        let result = try compiler.compile(source)
        XCTAssertNotEqual(result.status, 0, "the Counter program must not compile:\n\(result.output)")
        assertErrors(in: result, onMarkedLinesOf: source, count: 5)
    }

    /// Asserts an error about sendability or a data race on each marked line of `source`, and on no other line.
    private func assertErrors(
        in result: SwiftCompiler.Result, onMarkedLinesOf source: String, count: Int,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertFalse(
            result.output.contains("no such module"), "Rx was not found:\n\(result.output)", file: file, line: line)
        let expectedLines = source.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { $0.element.contains(Self.marker) }
            .map { $0.offset + 1 }
        XCTAssertEqual(expectedLines.count, count, file: file, line: line)
        let errorLines = Set(
            result.diagnostics(kind: "error").compactMap { diagnostic -> Int? in
                let message = diagnostic.message
                guard message.contains("data race") || message.contains("Sendable") else { return nil }
                return diagnostic.line
            })
        for expected in expectedLines {
            XCTAssertTrue(
                errorLines.contains(expected), "no Sendable error on line \(expected):\n\(result.output)",
                file: file, line: line)
        }
        XCTAssertEqual(
            errorLines, Set(expectedLines), "errors on unexpected lines:\n\(result.output)", file: file, line: line)
    }
}
