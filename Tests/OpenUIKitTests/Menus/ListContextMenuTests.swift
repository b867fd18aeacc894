import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// Tables' and collection views' context menus: their delegates' per-row methods
/// (`tableView(_:contextMenuConfigurationForRowAt:point:)`,
/// `collectionView(_:contextMenuConfigurationForItemAt:point:)` and their neighbours, iOS
/// 13's names) answer for the row under the press, and the row's cell lifts by default.
@Suite(.serialized)
@MainActor
struct ListContextMenuTests {
    final class List: NSObject, UITableViewDataSource, UITableViewDelegate, UICollectionViewDataSource,
        UICollectionViewDelegate {
        var calls: [String] = []
        var chosen: [String] = []
        let names = ["Inbox", "Drafts", "Sent"]

        func menu(for row: Int) -> UIContextMenuConfiguration? {
            guard row < 2 else { return nil }
            return UIContextMenuConfiguration(identifier: names[row] as NSString, previewProvider: nil) { [names] _ in
                UIMenu(children: [UIAction(title: "Archive \(names[row])") { [weak self] action in
                    self?.chosen.append("\(action.title), sender: \(action.sender == nil ? "none" : "some")")
                }])
            }
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = names[indexPath.row]
            return cell
        }
        func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                       point: CGPoint) -> UIContextMenuConfiguration? {
            calls.append("configuration row \(indexPath.row) at \(Int(point.y))")
            return menu(for: indexPath.row)
        }
        func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                       animator: (any UIContextMenuInteractionAnimating)?) {
            calls.append("willDisplay \(configuration.identifier)")
        }
        func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                       animator: (any UIContextMenuInteractionAnimating)?) {
            calls.append("willEnd \(configuration.identifier)")
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.backgroundColor = .systemTeal
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
            calls.append("configuration item \(indexPath.item)")
            return menu(for: indexPath.item)
        }
        func collectionView(_ collectionView: UICollectionView,
                            previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration)
            -> UITargetedPreview? {
            calls.append("previewForHighlighting \(configuration.identifier)")
            return nil
        }
    }

    let harness = GestureHarness(size: CGSize(width: 320, height: 400))
    let frames: HeadlessFrameClock
    let list = List()

    init() {
        frames = HeadlessFrameClock(window: harness.window)
    }

    var overlay: ContextMenuOverlayView? {
        harness.window.subviews.compactMap { $0 as? ContextMenuOverlayView }.last
    }

    func longPress(at point: CGPoint) {
        var script = harness.script()
        script.down(1, at: point)
        harness.send(script)
        frames.advance(by: 0.6)
        script = harness.script()
        script.up(1)
        harness.send(script)
        frames.advance(by: 0.4)
    }

    func tapRow(_ title: String) throws {
        let row = try #require(overlay?.platter.rows.first { $0.element.title == title })
        var script = harness.script()
        script.tap(1, at: row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil))
        harness.send(script)
        frames.advance(by: 1)
    }

    @Test func aTableAsksItsDelegateForTheRowUnderThePress() throws {
        let table = UITableView(frame: harness.window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 44
        table.dataSource = list
        table.delegate = list
        harness.window.addSubview(table)
        harness.window.layoutIfNeeded()
        harness.window.renderIfNeeded()

        longPress(at: CGPoint(x: 100, y: 110))
        #expect(list.calls == ["configuration row 2 at 110"], "the third row has no menu")
        #expect(overlay == nil)
        list.calls.removeAll()
        longPress(at: CGPoint(x: 100, y: 60))
        #expect(list.calls == ["configuration row 1 at 60", "willDisplay Drafts"])
        let preview = try #require(overlay?.previewShadow)
        #expect(abs(preview.bounds.height - 44) < 0.5, "the row's cell lifts: \(preview.bounds)")
        try tapRow("Archive Drafts")
        #expect(list.chosen == ["Archive Drafts, sender: none"])
        #expect(list.calls.last == "willEnd Drafts")
        #expect(overlay == nil)
    }

    @Test func aTableWithoutMenusKeepsItsTapsAndSelection() {
        final class Plain: NSObject, UITableViewDataSource, UITableViewDelegate {
            var selected: [Int] = []
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath.row) }
        }
        let plain = Plain()
        let table = UITableView(frame: harness.window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 44
        table.dataSource = plain
        table.delegate = plain
        harness.window.addSubview(table)
        harness.window.layoutIfNeeded()
        longPress(at: CGPoint(x: 100, y: 60))
        #expect(overlay == nil)
        #expect(plain.selected == [1], "a long press on a row without a menu still selects it")
    }

    @Test func aCollectionViewAsksItsDelegateForTheItemUnderThePress() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        layout.minimumInteritemSpacing = 10
        layout.sectionInset = .zero
        let collection = UICollectionView(frame: harness.window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = list
        collection.delegate = list
        harness.window.addSubview(collection)
        harness.window.layoutIfNeeded()
        harness.window.renderIfNeeded()
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        let center = first.convert(CGPoint(x: 40, y: 40), to: nil)
        longPress(at: center)
        #expect(list.calls == ["configuration item 0", "previewForHighlighting Inbox"])
        let preview = try #require(overlay?.previewShadow)
        #expect(preview.bounds.size == CGSize(width: 80, height: 80), "the item's cell lifts")
        try tapRow("Archive Inbox")
        #expect(list.chosen == ["Archive Inbox, sender: none"])
    }
}
