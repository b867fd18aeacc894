import Foundation
@testable import OpenUIKit
import TestSupport
import Testing

/// Reference images of editing as iOS draws it: edit mode's red and green controls with the
/// content moved aside and the grips, and a row swiped open on its contextual actions (a grey
/// "More", an orange "Flag" with the red "Delete" at the edge).
///
/// Tolerance 6 (of 255), as the other table references: text may round differently across
/// Pango and Cairo builds.
@MainActor
@Suite struct TableEditingReferenceTests {
    static let tolerance = 6

    final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
        let names = ["Inbox", "Drafts", "Sent", "Junk", "Add mailbox"]
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = names[indexPath.row]
            cell.accessoryType = .disclosureIndicator
            return cell
        }
        func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { indexPath.row < names.count - 1 }
        func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
            indexPath.row == names.count - 1 ? .insert : .delete
        }
        func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
            flag.backgroundColor = .systemOrange
            let more = UIContextualAction(style: .normal, title: "More") { _, _, done in done(true) }
            return UISwipeActionsConfiguration(actions: [delete, flag, more])
        }
    }

    func makeWindow(_ source: Source) -> (UIWindow, UITableView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 5 * 44))
        window.screenScale = 2
        window.backgroundColor = .white
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 44
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        window.layoutIfNeeded()
        return (window, table)
    }

    @Test func editMode() {
        let source = Source()
        let (window, table) = makeWindow(source)
        table.setEditing(true, animated: false)
        window.layoutIfNeeded()
        window.renderIfNeeded()
        ReferenceImage.assertMatches(window.backBuffer!, named: "table-edit-mode@2x", tolerance: Self.tolerance)
    }

    @Test func swipedRow() throws {
        let source = Source()
        let (window, table) = makeWindow(source)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        table.editingController.showDeleteConfirmation(for: cell, animated: false)
        window.layoutIfNeeded()
        window.renderIfNeeded()
        ReferenceImage.assertMatches(window.backBuffer!, named: "table-swiped-row@2x", tolerance: Self.tolerance)
    }
}
