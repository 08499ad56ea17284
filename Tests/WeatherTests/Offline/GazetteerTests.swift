import Foundation
import Weather
import XCTest

final class GazetteerTests: XCTestCase {
    func testEveryBundledPlaceParsesWithSaneValues() throws {
        let gazetteer = try Gazetteer.loadBundled()
        XCTAssertGreaterThan(gazetteer.locations.count, 30_000, "GeoNames' cities of 15,000 people or more")
        XCTAssertEqual(Gazetteer.bundled.locations.count, gazetteer.locations.count)
        for (place, population) in zip(gazetteer.locations, gazetteer.populations) {
            XCTAssertFalse(place.name.isEmpty)
            XCTAssertTrue((-90...90).contains(place.latitude), place.name)
            XCTAssertTrue((-180...180).contains(place.longitude), place.name)
            XCTAssertEqual(place.countryCode?.count, 2, place.name)
            XCTAssertGreaterThanOrEqual(population, 15_000, place.name)
        }
        XCTAssertEqual(gazetteer.populations, gazetteer.populations.sorted(by: >), "largest first")
    }

    func testTheBundledFileStaysSmall() throws {
        let url = try XCTUnwrap(Self.resourceNextToTheSources())
        let size = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
        XCTAssertLessThan(size, 1_300_000, "only the fields used, coordinates to 2 decimals")
    }

    func testBerlinIsWhereGeoNamesSaysItIs() throws {
        let berlin = try XCTUnwrap(Gazetteer.bundled.search("Berlin").first)
        let expected = Location(
            name: "Berlin", country: "Germany", countryCode: "DE", adminArea: "State of Berlin", latitude: 52.52,
            longitude: 13.41)
        XCTAssertEqual(berlin, expected)
    }

    func testUSPlacesHaveTheirState() throws {
        let place = try XCTUnwrap(Gazetteer.bundled.search("San Francisco").first)
        XCTAssertEqual(place.displayName, "San Francisco, California, United States")
    }

    func testPlacesOutsideTheUSHaveTheirRegion() throws {
        func displayName(_ query: String) throws -> String {
            try XCTUnwrap(Gazetteer.bundled.search(query).first).displayName
        }
        XCTAssertEqual(try displayName("Munich"), "Munich, Bavaria, Germany")
        XCTAssertEqual(try displayName("Toronto"), "Toronto, Ontario, Canada")
        XCTAssertEqual(try displayName("Campinas"), "Campinas, São Paulo, Brazil")
        XCTAssertEqual(try displayName("Lyon"), "Lyon, Auvergne-Rhône-Alpes, France")
        XCTAssertEqual(try displayName("Manchester"), "Manchester, England, United Kingdom")
        XCTAssertEqual(Gazetteer.bundled.search("Osaka").first?.adminArea, "Osaka")
        XCTAssertEqual(try displayName("Osaka"), "Osaka, Japan", "a region named like the place is not repeated")
        let withRegion = Gazetteer.bundled.locations.filter { $0.adminArea != nil }.count
        XCTAssertGreaterThan(withRegion, Gazetteer.bundled.locations.count * 98 / 100, "nearly every place")
    }

    func testARegionWordNarrowsTheSearch() {
        XCTAssertEqual(Gazetteer.bundled.search("frankfurt brandenburg").first?.adminArea, "Brandenburg")
        XCTAssertEqual(Gazetteer.bundled.search("frankfurt hesse").first?.adminArea, "Hesse")
    }

    func testRegionCodesMustBeDeclared() throws {
        let declared = try Gazetteer.parse("=DE\tGermany\n@DE.02\tBavaria\nMunich\tDE\t02\t48.14\t11.58\t1260391\n")
        XCTAssertEqual(declared.locations.first?.adminArea, "Bavaria")
        XCTAssertThrowsError(try Gazetteer.parse("=DE\tGermany\nMunich\tDE\t02\t48.14\t11.58\t1260391\n")) { error in
            XCTAssertTrue("\(error)".contains("DE.02"), "\(error)")
        }
        XCTAssertThrowsError(try Gazetteer.parse("@FR.02\tBavaria\nMunich\tDE\t02\t48.14\t11.58\t1260391\n"))
    }

    func testABrokenLineFailsToParse() {
        XCTAssertThrowsError(try Gazetteer.parse("=DE\tGermany\nBerlin\tDE\t\tnorth\t13.41\t3426354\n")) { error in
            XCTAssertTrue("\(error)".contains("line 2"), "\(error)")
        }
        XCTAssertThrowsError(try Gazetteer.parse("Nowhere\tDE\t\t91\t0\t20000\n"))
        let json = Data(#"{"places": [{"name": "X", "latitude": "north", "longitude": 1}]}"#.utf8)
        XCTAssertThrowsError(try Gazetteer.decode(json))
    }

    private func names(_ query: String, limit: Int = 10) -> [String] {
        Gazetteer.bundled.search(query, limit: limit).map(\.name)
    }

    func testAPrefixRanksBigCitiesBeforeSmallTowns() {
        let san = names("San", limit: 6)
        XCTAssertEqual(Array(san.prefix(4)), ["San Antonio", "San Diego", "San Jose", "San Francisco"])
        XCTAssertEqual(names("berl").first, "Berlin")
        XCTAssertEqual(names("lond").first, "London")
        XCTAssertEqual(names("paris").first, "Paris", "the largest of the places called Paris")
    }

    func testWholeWordPrefixesComeBeforePrefixesInsideAWord() {
        let found = names("san", limit: 200)
        let santiago = found.firstIndex(of: "Santiago") ?? Int.max
        let sanFrancisco = found.firstIndex(of: "San Francisco") ?? Int.max
        XCTAssertLessThan(sanFrancisco, santiago, "\"San\" as a word first, though Santiago is larger")
    }

    func testCaseDiacriticsAndPunctuationDoNotMatter() {
        for query in ["BERLIN", "berlín", "  Berlin  "] { XCTAssertEqual(names(query).first, "Berlin", query) }
        for query in ["são paulo", "SAO-PAULO", "Sao_Paulo", "sao  paulo"] {
            XCTAssertEqual(names(query).first, "São Paulo", query)
        }
        XCTAssertEqual(names("port au").first, "Port-au-Prince")
    }

    func testWordPrefixesAndCountryWordsNarrowButNeverMatchAlone() {
        XCTAssertEqual(names("new york").first, "New York City")
        XCTAssertTrue(names("york").contains("New York City"), "a later word of the name matches too")
        XCTAssertEqual(names("berlin germany").first, "Berlin")
        XCTAssertEqual(names("paris fr").first, "Paris")
        XCTAssertEqual(names("germany"), [])
        XCTAssertEqual(names("lima ohio"), ["Lima"])
        XCTAssertEqual(Gazetteer.bundled.search("lima ohio").first?.adminArea, "Ohio")
    }

    func testNothingForEmptyUnknownOrNoLimit() {
        XCTAssertEqual(names(""), [])
        XCTAssertEqual(names("  -- "), [])
        XCTAssertEqual(names("xyzzyville"), [])
        XCTAssertEqual(names("b", limit: 0), [])
        XCTAssertEqual(names("b", limit: 3).count, 3)
    }

    private static func resourceNextToTheSources() -> URL? {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/Weather/Resources/places.tsv")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
}
