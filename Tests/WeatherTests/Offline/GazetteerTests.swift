import Foundation
import Weather
import XCTest

final class GazetteerTests: XCTestCase {
    func testEveryBundledEntryDecodesWithSaneValues() throws {
        let gazetteer = try Gazetteer.loadBundled()
        XCTAssertEqual(gazetteer.locations.count, 418)
        XCTAssertEqual(Gazetteer.bundled.locations.count, gazetteer.locations.count)
        for place in gazetteer.locations {
            XCTAssertFalse(place.name.isEmpty)
            XCTAssertTrue((-90...90).contains(place.latitude), place.name)
            XCTAssertTrue((-180...180).contains(place.longitude), place.name)
            XCTAssertEqual(place.countryCode?.count, 2, place.name)
            XCTAssertNotNil(place.country, place.name)
            let zone = try XCTUnwrap(place.timezone, place.name)
            XCTAssertTrue(zone.hasSuffix(place.name.replacingOccurrences(of: " ", with: "_")), zone)
        }
    }

    func testBerlinIsWhereTzdataSaysItIs() throws {
        let berlin = try XCTUnwrap(Gazetteer.bundled.search("Berlin").first)
        XCTAssertEqual(berlin, Location(
            name: "Berlin", country: "Germany", countryCode: "DE", latitude: 52.5, longitude: 13.3667,
            timezone: "Europe/Berlin"))
    }

    func testABrokenEntryFailsToDecode() {
        let json = Data(#"{"places": [{"name": "X", "latitude": "north", "longitude": 1}]}"#.utf8)
        XCTAssertThrowsError(try Gazetteer.decode(json))
    }

    private func names(_ query: String, limit: Int = 10) -> [String] {
        Gazetteer.bundled.search(query, limit: limit).map(\.name)
    }

    func testPrefixOfTheNameMatches() {
        XCTAssertEqual(names("berl"), ["Berlin"])
        XCTAssertEqual(names("Bu").prefix(3), ["Bucharest", "Budapest", "Buenos Aires"])
    }

    func testCaseDiacriticsAndPunctuationDoNotMatter() {
        for query in ["BERLIN", "berlín", "  Berlin  "] { XCTAssertEqual(names(query).first, "Berlin", query) }
        for query in ["são paulo", "SAO-PAULO", "Sao_Paulo", "sao  paulo"] {
            XCTAssertEqual(names(query), ["Sao Paulo"], query)
        }
        XCTAssertEqual(names("st. john's"), ["St Johns"])
        XCTAssertEqual(names("port au"), ["Port-au-Prince"])
    }

    func testExactNameComesFirstThenNamePrefixThenWordPrefix() {
        let found = names("new", limit: 50)
        XCTAssertEqual(found.first, "New Salem")
        XCTAssertTrue(found.contains("New York"))
        XCTAssertEqual(names("york"), ["New York"])
        XCTAssertEqual(names("aires"), ["Buenos Aires"])
        XCTAssertEqual(names("Paris"), ["Paris"])
    }

    func testCountryWordsNarrowButNeverMatchAlone() {
        XCTAssertEqual(names("berlin germany"), ["Berlin"])
        XCTAssertEqual(names("berlin de"), ["Berlin"])
        XCTAssertEqual(names("germany"), [])
        XCTAssertEqual(names("berlin france"), [])
    }

    func testNothingForEmptyUnknownOrNoLimit() {
        XCTAssertEqual(names(""), [])
        XCTAssertEqual(names("  -- "), [])
        XCTAssertEqual(names("zzzz"), [])
        XCTAssertEqual(names("b", limit: 0), [])
        XCTAssertEqual(names("b", limit: 3).count, 3)
    }
}
