import Foundation
import Rx
import RxTesting
import XCTest

private struct Repository: Codable, Equatable {
    let name: String
    let stars: Int
}

private struct LineDecoder: DataDecoder {
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item {
        guard let text = String(data: data, encoding: .utf8), let value = text as? Item else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not a string"))
        }
        return value
    }
}

final class DecodeTests: RxTestCase {
    func testDecodesEachElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, Data(#"{"name":"x","stars":0}"#.utf8)),
            .next(210, Data(#"{"name":"rx","stars":3}"#.utf8)),
            .next(220, Data(#"{"name":"mvc","stars":5}"#.utf8)),
            .completed(230),
        ])
        let res = scheduler.start { xs.decode(type: Repository.self, decoder: JSONDecoder()) }
        XCTAssertEqual(
            res.events,
            [
                .next(210, Repository(name: "rx", stars: 3)),
                .next(220, Repository(name: "mvc", stars: 5)),
                .completed(230),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testInvalidDataEndsTheSequenceWithTheDecodingError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Data(#"{"name":"rx","stars":3}"#.utf8)),
            .next(220, Data("not json".utf8)),
            .next(230, Data(#"{"name":"mvc","stars":5}"#.utf8)),
        ])
        let res = scheduler.start { xs.decode(type: Repository.self, decoder: JSONDecoder()) }
        XCTAssertEqual(res.events.count, 2)
        XCTAssertEqual(res.events.first, .next(210, Repository(name: "rx", stars: 3)))
        guard let last = res.events.last, case .error(let error) = last.value else {
            return XCTFail("expected an error, got \(res.events)")
        }
        XCTAssertEqual(last.time, 220)
        XCTAssertTrue(error is DecodingError)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposeStopsDecoding() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Data(#"{"name":"rx","stars":3}"#.utf8)),
            .next(400, Data(#"{"name":"mvc","stars":5}"#.utf8)),
        ])
        let res = scheduler.start(disposed: 300) { xs.decode(type: Repository.self, decoder: JSONDecoder()) }
        XCTAssertEqual(res.events, [.next(210, Repository(name: "rx", stars: 3))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testCustomDecoder() throws {
        let lines = try Observable.just(Data("hello".utf8))
            .decode(type: String.self, decoder: LineDecoder())
            .toBlocking().toArray()
        XCTAssertEqual(lines, ["hello"])
    }
}
