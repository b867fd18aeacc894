import Foundation

// UIKit adds `section`, `row` and `item` to Foundation's `IndexPath`; Foundation on Linux has
// none of them, so the list views' index paths get them here. A table's index path is
// (section, row) and a collection's (section, item): both are two indexes, so `row` and `item`
// are the same index under two names.

extension IndexPath {
    /// An index path for the row at `row` in the section at `section` of a table view.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// An index path for the item at `item` in the section at `section` of a collection view.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The index of the section: the first index.
    ///
    /// UIKit requires exactly two indexes; a shorter path reads as section 0, with a warning.
    public var section: Int {
        get { listIndex(at: 0, name: "section") }
        set { setListIndex(newValue, at: 0, name: "section") }
    }

    /// The index of the row in its section (a table view's name for the second index).
    public var row: Int {
        get { listIndex(at: 1, name: "row") }
        set { setListIndex(newValue, at: 1, name: "row") }
    }

    /// The index of the item in its section (a collection view's name for the second index).
    public var item: Int {
        get { listIndex(at: 1, name: "item") }
        set { setListIndex(newValue, at: 1, name: "item") }
    }

    private func listIndex(at position: Int, name: String) -> Int {
        guard count == 2 else {
            Diagnostics.warn(
                "IndexPath.\(name) needs an index path of exactly two indexes, not \(count) (\(self))",
                once: "IndexPath.\(name).count")
            return position < count ? self[position] : 0
        }
        return self[position]
    }

    private mutating func setListIndex(_ value: Int, at position: Int, name: String) {
        guard count == 2 else {
            Diagnostics.warn(
                "setting IndexPath.\(name) needs an index path of exactly two indexes, not \(count) (\(self))",
                once: "IndexPath.\(name).set.count")
            var indexes = Array(self)
            while indexes.count < 2 { indexes.append(0) }
            indexes[position] = value
            self = IndexPath(indexes: indexes.prefix(2))
            return
        }
        self[position] = value
    }
}
