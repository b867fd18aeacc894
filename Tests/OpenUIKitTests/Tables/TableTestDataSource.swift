import Foundation
@testable import OpenUIKit

/// A data source and delegate that record what the table asks and tells, in order.
@MainActor
final class RecordingTableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rows: [[String]]
    var headerTitles: [String?] = []
    var calls: [String] = []
    var fixedHeight: CGFloat?

    init(rows: [[String]]) {
        self.rows = rows
    }

    convenience init(count: Int) {
        self.init(rows: [(0..<count).map { "Row \($0)" }])
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        calls.append("sections")
        return rows.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        calls.append("rows \(section)")
        return rows[section].count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        calls.append("cell \(indexPath.section).\(indexPath.row)")
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.section][indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        headerTitles.indices.contains(section) ? headerTitles[section] : nil
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        fixedHeight ?? tableView.rowHeight
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willSelect \(indexPath.section).\(indexPath.row)")
        return indexPath
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.section).\(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        calls.append("didDeselect \(indexPath.section).\(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        calls.append("highlight \(indexPath.section).\(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        calls.append("unhighlight \(indexPath.section).\(indexPath.row)")
    }

    /// The calls recorded that match a prefix, and forgets all.
    func take(_ prefix: String = "") -> [String] {
        defer { calls.removeAll() }
        return calls.filter { $0.hasPrefix(prefix) }
    }
}

/// A cell subclass made by its registered class, as apps write them.
final class RegisteredTestCell: UITableViewCell {
    let badge = UILabel()
    private(set) var madeByStyleInitializer = false

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        madeByStyleInitializer = true
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
