import Rx
import RxTesting
import XCTest

/// What a `Single` from a live service ended with, waited for on real threads (bounded by a timeout).
enum Outcome<Element> {
    case value(Element)
    case failure(Error)
    case nothing(String)

    init(_ single: Single<Element>, timeout: TimeInterval = 20) {
        switch single.asObservable().toBlocking(timeout: timeout).materialize() {
        case .completed(let elements) where elements.count == 1:
            self = .value(elements[0])
        case .completed(let elements):
            self = .nothing("\(elements.count) elements then completion")
        case .failed(let elements, let error) where elements.isEmpty:
            self = .failure(error)
        case .failed(let elements, let error):
            self = .nothing("\(elements.count) elements then \(error)")
        }
    }

    func value(file: StaticString = #filePath, line: UInt = #line) -> Element? {
        switch self {
        case .value(let value): return value
        case .failure(let error): XCTFail("expected a value, got \(error)", file: file, line: line)
        case .nothing(let what): XCTFail("expected one value, got \(what)", file: file, line: line)
        }
        return nil
    }

    func error(file: StaticString = #filePath, line: UInt = #line) -> Error? {
        switch self {
        case .value(let value): XCTFail("expected an error, got \(value)", file: file, line: line)
        case .failure(let error): return error
        case .nothing(let what): XCTFail("expected an error, got \(what)", file: file, line: line)
        }
        return nil
    }
}
