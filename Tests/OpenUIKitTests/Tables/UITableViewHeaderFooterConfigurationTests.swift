import Foundation
@testable import OpenUIKit
import Testing

/// Section headers and footers shown through content configurations (iOS 14's way), as
/// apps write them in `viewForHeaderInSection`: dequeue a registered
/// `UITableViewHeaderFooterView`, take its `defaultContentConfiguration()`, set the text,
/// assign it. The default follows the table's style and whether the view is a header or a
/// footer (UIKit's `plainHeader()`, `plainFooter()`, `groupedHeader()`, `groupedFooter()`),
/// the view sizes itself from it, and a plain table's pinned header says so in its state.
@MainActor
@Suite struct UITableViewHeaderFooterConfigurationTests {
    /// A header that records the states it was updated for.
    final class RecordingHeader: UITableViewHeaderFooterView {
        var pinnedStates: [Bool] = []
        override func updateConfiguration(using state: UIViewConfigurationState) {
            pinnedStates.append(state.isPinned)
            super.updateConfiguration(using: state)
        }
    }

    final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
        var headers: [Int: RecordingHeader] = [:]
        var footers: [Int: RecordingHeader] = [:]
        func numberOfSections(in tableView: UITableView) -> Int { 3 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            guard let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") as? RecordingHeader else { return nil }
            var content = header.defaultContentConfiguration()
            content.text = "Section \(section)"
            header.contentConfiguration = content
            headers[section] = header
            return header
        }
        func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
            guard let footer = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") as? RecordingHeader else { return nil }
            var content = footer.defaultContentConfiguration()
            content.text = "\(10) items"
            footer.contentConfiguration = content
            footers[section] = footer
            return footer
        }
    }

    private func makeTable(_ style: UITableView.Style, _ source: Source) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: style)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.register(RecordingHeader.self, forHeaderFooterViewReuseIdentifier: "header")
        table.rowHeight = 44
        table.contentInsetAdjustmentBehavior = .never
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        return table
    }

    @Test func aPlainTablesDefaultsAreThePlainHeaderAndFooter() throws {
        let source = Source()
        let table = makeTable(.plain, source)
        let header = try #require(table.headerView(forSection: 0) as? RecordingHeader)
        let content = try #require(header.contentConfiguration as? UIListContentConfiguration)
        #expect(content.text == "Section 0")
        #expect(content == { var expected = UIListContentConfiguration.plainHeader(); expected.text = "Section 0"; return expected }())
        let footer = try #require(source.footers[0])
        let footerContent = try #require(footer.contentConfiguration as? UIListContentConfiguration)
        #expect(footerContent.textProperties.font == UIListContentConfiguration.plainFooter().textProperties.font)
        #expect(footerContent.textProperties.color == .secondaryLabel)
        // The title label is never made: the configuration's view shows the text.
        #expect(header.contentView.subviews.contains { $0 is UIListContentView })
        #expect(!header.contentView.subviews.contains { $0 is UILabel })
    }

    @Test func aGroupedTablesDefaultsAreTheGroupedHeaderAndFooter() throws {
        let source = Source()
        let table = makeTable(.grouped, source)
        let header = try #require(table.headerView(forSection: 0) as? RecordingHeader)
        let content = try #require(header.contentConfiguration as? UIListContentConfiguration)
        #expect(content.textProperties.transform == .uppercase, "grouped headers are upper case, as on iOS")
        let footer = try #require(source.footers[0])
        let footerContent = try #require(footer.contentConfiguration as? UIListContentConfiguration)
        #expect(footerContent.textProperties.transform == UIListContentConfiguration.groupedFooter().textProperties.transform)
    }

    @Test func anAutomaticHeightComesFromTheConfiguration() throws {
        let source = Source()
        let table = makeTable(.plain, source)
        let header = try #require(table.headerView(forSection: 0))
        let expected = try #require(header.configuredHeight(forWidth: 320))
        #expect(expected > 20, "the margins and a line of body text")
        #expect(table.rectForHeader(inSection: 0).height == expected)
    }

    @Test func aPinnedHeaderIsUpdatedWithItsPinnedState() throws {
        let source = Source()
        let table = makeTable(.plain, source)
        let header = try #require(source.headers[0])
        #expect(header.configurationState.isPinned == false)
        table.contentOffset = CGPoint(x: 0, y: 100)
        table.layoutIfNeeded()
        let pinned = try #require(table.headerView(forSection: 0) as? RecordingHeader)
        #expect(pinned.configurationState.isPinned)
        #expect(pinned.pinnedStates.last == true)
    }
}
