import Foundation

/// A static table's sections and cells, as a storyboard's `dataMode="static"` table gives
/// them: the table shows exactly these cells, through its `UITableViewController`'s data
/// source methods.
@MainActor
struct StaticTableContent {
    /// One `<tableViewSection>`: its titles and its cells, in order.
    struct Section {
        var headerTitle: String?
        var footerTitle: String?
        var cells: [UITableViewCell]
    }

    var sections: [Section]

    /// The cell at `indexPath`, or nil outside the content.
    func cell(at indexPath: IndexPath) -> UITableViewCell? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let cells = sections[indexPath.section].cells
        return cells.indices.contains(indexPath.row) ? cells[indexPath.row] : nil
    }

    /// The section's header or footer title, or nil outside the content.
    func title(ofSection section: Int, footer: Bool) -> String? {
        guard sections.indices.contains(section) else { return nil }
        return footer ? sections[section].footerTitle : sections[section].headerTitle
    }

    /// How many rows the section has (0 outside the content).
    func numberOfRows(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].cells.count : 0
    }
}
