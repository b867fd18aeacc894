import Foundation
@testable import OpenUIKit
import Testing

// Table code shaped as UIKit projects write it: a table controller overriding the data
// source and delegate methods, a cell subclass with UIKit's initializers, a diffable data
// source subclass giving titles. That this compiles is half the test.

/// A list controller as the Xcode template writes it.
final class ShapeListController: UITableViewController {
    var items = ["One", "Two", "Three"]
    var selected: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ShapeCell.self, forCellReuseIdentifier: "Cell")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 1 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Items" }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

/// A cell made in code, with the coder initializer UIKit projects stub out.
final class ShapeCell: UITableViewCell {
    let badge = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        badge.text = nil
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        badge.isHidden = selected
    }
}

/// A diffable data source subclass giving section titles, as apps write them.
final class ShapeDiffableSource: UITableViewDiffableDataSource<Int, String> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "Section \(section)"
    }
}

@MainActor
@Suite struct TableDeclarationShapeTests {
    @Test func theControllerServesItsTableThroughItsOverrides() throws {
        let controller = ShapeListController(style: .insetGrouped)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        window.rootViewController = controller
        window.layoutIfNeeded()
        let table = try #require(controller.tableView)
        #expect(table.style == .insetGrouped)
        #expect(table.dataSource === controller)
        #expect(table.delegate === controller)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? ShapeCell)
        #expect(cell.textLabel?.text == "Two")
        #expect(cell.detailTextLabel != nil, "the subclass's own initializer chose value1")
        table.userTapped(IndexPath(row: 2, section: 0))
        #expect(controller.selected == [IndexPath(row: 2, section: 0)])
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "ITEMS")
    }

    @Test func theControllerClearsTheSelectionWhenItsViewAppears() throws {
        let controller = ShapeListController(style: .plain)
        controller.loadViewIfNeeded()
        let table = try #require(controller.tableView)
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        controller.viewWillAppear(false)
        #expect(table.indexPathForSelectedRow == nil)
        controller.clearsSelectionOnViewWillAppear = false
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        controller.viewWillAppear(false)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    }

    @Test func editingFollowsTheController() throws {
        let controller = ShapeListController(style: .plain)
        controller.loadViewIfNeeded()
        controller.setEditing(true, animated: false)
        #expect(controller.tableView.isEditing)
        controller.isEditing = false
        #expect(!controller.tableView.isEditing)
    }
}
