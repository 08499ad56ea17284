import FuzzSupport
import RxTerminal
import XCTest

/// The selection is always inside the list: random lists of random sizes (empty included), moves and pages in
/// random order, a fixed seed.
final class ListSelectionFuzzTests: XCTestCase {
    func testTheSelectionStaysInsideTheListWhateverHappens() {
        var random = SplitMix64(seed: 21)
        let list = ListView()
        let keys: [Key] = [.up, .down, .pageUp, .pageDown, .ctrl("n"), .ctrl("p")]
        for step in 0..<5_000 {
            switch random.below(4) {
            case 0:
                let count = random.below(3) == 0 ? 0 : random.int(in: 1...200)
                list.setCells((0..<count).map { ListCell(title: "\($0)") }, models: Array(0..<count))
            case 1:
                list.select(random.int(in: -50...250))
            default:
                _ = list.handle(keys[random.below(keys.count)])
            }
            let canvas = Canvas(width: 40, height: random.int(in: 1...30))
            list.draw(in: canvas)
            if list.cells.isEmpty {
                XCTAssertNil(list.selectedIndex, "step \(step): nothing selected in an empty list")
            } else {
                XCTAssertNotNil(list.selectedIndex, "step \(step)")
                XCTAssertTrue(
                    list.cells.indices.contains(list.selectedIndex ?? -1), "step \(step): \(list.selectedIndex ?? -1)")
            }
        }
    }
}
