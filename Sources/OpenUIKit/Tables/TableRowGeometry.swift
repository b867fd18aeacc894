import Foundation

/// Where every part of a table sits vertically: each section's header, rows and footer, one
/// after the other below the table's header view, as one column of heights.
///
/// The heights live in a Fenwick tree (a binary indexed tree), so a row's offset, the row at
/// an offset and a changed height each cost O(log n) whatever the table's length: a frame of
/// a 100,000-row table looks up the same few rows as one of a 100-row table. Building it is
/// O(n), once per reload, but with no call out per row when every row of a section shares a
/// height (see ``TableRowGeometry/RowHeights``).
struct TableRowGeometry {
    /// The heights of one section's rows, as the table learned them at reload.
    enum RowHeights {
        /// Every row has the same height: the table's `rowHeight`, or one estimate for all.
        case uniform(CGFloat, count: Int)
        /// A height for each row, from the delegate.
        case each([CGFloat])

        var count: Int {
            switch self {
            case .uniform(_, let count): count
            case .each(let heights): heights.count
            }
        }
    }

    /// One section as the table lays it out: its header, its rows and its footer, and whether
    /// the rows' heights are estimates to be replaced when each row is first shown.
    struct Section {
        var header: CGFloat
        var rows: RowHeights
        var footer: CGFloat
        var rowsAreEstimates = false
    }

    /// One part of the column: a section's header, one of its rows, or its footer.
    enum Element: Equatable {
        case header(section: Int)
        case row(IndexPath)
        case footer(section: Int)
    }

    /// The first element's position for each section, and how many rows it has.
    private var sectionStarts: [Int] = []
    private var rowCounts: [Int] = []
    /// Each element's height, kept beside the tree so one can be read without two prefix sums.
    private var heights: [CGFloat] = []
    /// Whether each element's height is an estimate, not yet its real height.
    private var estimated: [Bool] = []
    /// The Fenwick tree over `heights` (1-based: `tree[i]` sums a run ending at element i − 1).
    private var tree: [CGFloat] = [0]
    /// Height above the first section (the table's header view).
    var topHeight: CGFloat = 0
    /// Height below the last section (the table's footer view).
    var bottomHeight: CGFloat = 0

    /// An empty table.
    init() {}

    /// A table with the given sections: header and footer heights and each row's height.
    init(sections: [Section]) {
        let total = sections.reduce(0) { $0 + $1.rows.count + 2 }
        heights.reserveCapacity(total)
        estimated.reserveCapacity(total)
        for section in sections {
            sectionStarts.append(heights.count)
            rowCounts.append(section.rows.count)
            heights.append(section.header)
            switch section.rows {
            case .uniform(let height, let count): heights.append(contentsOf: repeatElement(height, count: count))
            case .each(let rows): heights.append(contentsOf: rows)
            }
            heights.append(section.footer)
            estimated.append(false)
            estimated.append(contentsOf: repeatElement(section.rowsAreEstimates, count: section.rows.count))
            estimated.append(false)
        }
        rebuildTree()
    }

    /// How many sections the table has.
    var numberOfSections: Int { rowCounts.count }

    /// How many rows the section has (0 for a section the table does not have).
    func numberOfRows(inSection section: Int) -> Int {
        rowCounts.indices.contains(section) ? rowCounts[section] : 0
    }

    /// Whether the index path names a row the table has.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.row >= 0 && indexPath.row < numberOfRows(inSection: indexPath.section)
    }

    /// The height of everything: the table's header and footer views and every section.
    var contentHeight: CGFloat { topHeight + prefix(heights.count) + bottomHeight }

    /// The vertical extent of an element, in the table's content coordinates.
    func span(of element: Element) -> (minY: CGFloat, height: CGFloat)? {
        guard let index = position(of: element) else { return nil }
        return (topHeight + prefix(index), heights[index])
    }

    /// The vertical extent of a whole section, header to footer.
    func span(ofSection section: Int) -> (minY: CGFloat, height: CGFloat)? {
        guard sectionStarts.indices.contains(section) else { return nil }
        let first = sectionStarts[section]
        let end = first + rowCounts[section] + 2
        let minY = topHeight + prefix(first)
        return (minY, topHeight + prefix(end) - minY)
    }

    /// Whether the element's height is still an estimate.
    func isEstimate(_ element: Element) -> Bool {
        guard let index = position(of: element) else { return false }
        return estimated[index]
    }

    /// Changes one element's height, which is then no longer an estimate.
    mutating func setHeight(_ height: CGFloat, of element: Element) {
        guard let index = position(of: element) else { return }
        estimated[index] = false
        let delta = height - heights[index]
        guard delta != 0 else { return }
        heights[index] = height
        var node = index + 1
        while node < tree.count {
            tree[node] += delta
            node += node & -node
        }
    }

    /// The element covering the content offset `y` (the last one for offsets below the table).
    func element(at y: CGFloat) -> Element? {
        guard !heights.isEmpty else { return nil }
        let index = min(firstIndex(endingAfter: y - topHeight), heights.count - 1)
        return element(atPosition: index)
    }

    /// The elements that overlap the band from `minY` to `maxY`, in order, skipping empty ones.
    func elements(from minY: CGFloat, to maxY: CGFloat) -> [Element] {
        guard !heights.isEmpty, maxY > minY else { return [] }
        var index = firstIndex(endingAfter: minY - topHeight)
        var y = topHeight + prefix(index)
        var found: [Element] = []
        while index < heights.count, y < maxY {
            if heights[index] > 0, let element = element(atPosition: index) { found.append(element) }
            y += heights[index]
            index += 1
        }
        return found
    }

    /// The rows overlapping the band from `minY` to `maxY`, in order.
    func rows(from minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
        elements(from: minY, to: maxY).compactMap {
            if case .row(let path) = $0 { return path }
            return nil
        }
    }

    // MARK: The tree

    private func position(of element: Element) -> Int? {
        switch element {
        case .header(let section):
            return sectionStarts.indices.contains(section) ? sectionStarts[section] : nil
        case .footer(let section):
            return sectionStarts.indices.contains(section) ? sectionStarts[section] + rowCounts[section] + 1 : nil
        case .row(let path):
            return contains(path) ? sectionStarts[path.section] + 1 + path.row : nil
        }
    }

    private func element(atPosition index: Int) -> Element? {
        // The last section starting at or before the index.
        var low = 0, high = sectionStarts.count - 1
        guard high >= 0 else { return nil }
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionStarts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        let offset = index - sectionStarts[low]
        if offset == 0 { return .header(section: low) }
        if offset <= rowCounts[low] { return .row(IndexPath(row: offset - 1, section: low)) }
        return .footer(section: low)
    }

    private mutating func rebuildTree() {
        tree = []
        tree.reserveCapacity(heights.count + 1)
        tree.append(0)
        tree.append(contentsOf: heights)
        for node in 1..<max(tree.count, 1) {
            let parent = node + (node & -node)
            if parent < tree.count { tree[parent] += tree[node] }
        }
    }

    /// The sum of the first `count` heights.
    private func prefix(_ count: Int) -> CGFloat {
        var sum: CGFloat = 0
        var node = min(count, heights.count)
        while node > 0 {
            sum += tree[node]
            node -= node & -node
        }
        return sum
    }

    /// The first element whose bottom lies below `y` (measured from the first section's top),
    /// or the element count when none does.
    private func firstIndex(endingAfter y: CGFloat) -> Int {
        guard y >= 0 else { return 0 }
        var position = 0
        var remaining = y
        var step = 1
        while step * 2 < tree.count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next < tree.count, tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return position
    }
}
