import Foundation
@testable import OpenUIKit
import TestSupport
import Testing

/// Reference images of tables as iOS draws them: the three styles side by side (section
/// titles, separators aligned with the text, grouped backgrounds, inset rounded sections), and
/// the four cell styles with the accessories.
///
/// Tolerance 6 (of 255): text and antialiased edges may round differently across Pango and
/// Cairo builds; a wrong colour, size or position changes pixels by far more.
@MainActor
@Suite struct TableReferenceTests {
    static let tolerance = 6

    final class StylesSource: NSObject, UITableViewDataSource {
        func numberOfSections(in tableView: UITableView) -> Int { 2 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 3 : 2 }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            section == 0 ? "Fruit" : "Vegetables"
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = [["Apple", "Banana", "Cherry"], ["Carrot", "Leek"]][indexPath.section][indexPath.row]
            cell.accessoryType = indexPath.row == 0 ? .disclosureIndicator : .none
            return cell
        }
    }

    final class CellStylesSource: NSObject, UITableViewDataSource {
        let rows: [(UITableViewCell.CellStyle, UITableViewCell.AccessoryType, String, String?)] = [
            (.default, .none, "Default", nil),
            (.default, .disclosureIndicator, "Disclosure indicator", nil),
            (.default, .checkmark, "Checkmark", nil),
            (.subtitle, .detailButton, "Subtitle", "Detail button"),
            (.value1, .detailDisclosureButton, "Value 1", "Detail"),
            (.value2, .none, "Value 2", "Detail text"),
        ]
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let row = rows[indexPath.row]
            let cell = UITableViewCell(style: row.0, reuseIdentifier: nil)
            cell.textLabel?.text = row.2
            cell.detailTextLabel?.text = row.3
            cell.accessoryType = row.1
            return cell
        }
    }

    @Test func tableStyles() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 3 * 240, height: 400))
        window.screenScale = 1
        window.backgroundColor = .white
        let source = StylesSource()
        for (index, style) in [UITableView.Style.plain, .grouped, .insetGrouped].enumerated() {
            let table = UITableView(frame: CGRect(x: CGFloat(index) * 240, y: 0, width: 240, height: 400), style: style)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            table.dataSource = source
            window.addSubview(table)
            if index == 0 { table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none) }
        }
        window.layoutIfNeeded()
        window.renderIfNeeded()
        ReferenceImage.assertMatches(window.backBuffer!, named: "table-styles", tolerance: Self.tolerance)
    }

    @Test func cellStyles() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 360, height: 300))
        window.screenScale = 2
        window.backgroundColor = .white
        let source = CellStylesSource()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.dataSource = source
        window.addSubview(table)
        window.layoutIfNeeded()
        window.renderIfNeeded()
        ReferenceImage.assertMatches(window.backBuffer!, named: "table-cell-styles@2x", tolerance: Self.tolerance)
    }
}
