import Foundation

#if !canImport(UIKit)
extension IndexPath {
    /// An index path of `row` in `section`, as UIKit spells it (for `ListView.rx.itemSelected` off Apple's UIKit).
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The row: the last index.
    public var row: Int {
        last ?? 0
    }
}
#endif

#if !canImport(UIKit) && !canImport(AppKit)
extension IndexPath {
    /// The section: the first index.
    public var section: Int {
        first ?? 0
    }
}
#endif
