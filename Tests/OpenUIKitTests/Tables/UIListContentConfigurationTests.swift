import Foundation
@testable import OpenUIKit
import Testing

/// `UIListContentConfiguration` and a cell's `contentConfiguration`, as iOS 14 documents
/// them: the styles' looks, the content view it makes, and the cell sizing itself from it.
@Suite
@MainActor
struct UIListContentConfigurationTests {
    @Test func theStylesLookAsTheirNamesSay() {
        let cell = UIListContentConfiguration.cell()
        #expect(cell.textProperties.font.pointSize == 17)
        #expect(cell.textProperties.color == .label)
        #expect(cell.secondaryTextProperties.color == .secondaryLabel)
        #expect(!cell.prefersSideBySideTextAndSecondaryText)
        #expect(UIListContentConfiguration.subtitleCell().secondaryTextProperties.font.pointSize == 15)
        let value = UIListContentConfiguration.valueCell()
        #expect(value.prefersSideBySideTextAndSecondaryText)
        #expect(value.secondaryTextProperties.font.pointSize == 17)
        let header = UIListContentConfiguration.groupedHeader()
        #expect(header.textProperties.transform == .uppercase)
        #expect(header.textProperties.font.pointSize == 13)
        #expect(UIListContentConfiguration.sidebarCell().imageProperties.tintColor == .tintColor)
        var a = UIListContentConfiguration.cell()
        a.text = "One"
        var b = a
        #expect(a == b)
        b.secondaryText = "Two"
        #expect(a != b)
    }

    @Test func aCellShowsItsConfigurationAndHidesTheStandardLabels() throws {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.textLabel?.text = "old"
        var content = cell.defaultContentConfiguration()
        #expect(content.secondaryTextProperties.font.pointSize == 15, "a subtitle cell's default is subtitleCell()")
        content.text = "Inbox"
        content.secondaryText = "3 unread"
        cell.contentConfiguration = content
        cell.layoutIfNeeded()
        let view = try #require(cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first)
        #expect(cell.textLabel?.isHidden == true)
        #expect(view.frame == cell.contentView.bounds)
        let labels = view.subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden }
        #expect(labels.map { $0.text } == ["Inbox", "3 unread"])
        // Stacked: the secondary text under the primary, 3 points apart, from the 16-point margin.
        #expect(labels[0].frame.minX == 16 && labels[1].frame.minX == 16)
        #expect(labels[1].frame.minY == labels[0].frame.maxY + 3)
        // A new configuration of the same type updates the same view.
        content.text = "Archive"
        cell.contentConfiguration = content
        #expect(cell.contentView.subviews.compactMap { $0 as? UIListContentView }.count == 1)
        #expect((view.configuration as? UIListContentConfiguration)?.text == "Archive")
        // The cell sizes itself from the content: margins, both lines and the gap, at least a row.
        let height = cell.fittingHeight(forWidth: 320)
        #expect(height == max(44, view.sizeThatFits(CGSize(width: 320, height: 0)).height.rounded(.up)))
        #expect(height > 44, "two lines and the 11-point margins are taller than a standard row")
        cell.contentConfiguration = nil
        #expect(cell.textLabel?.isHidden == false)
        #expect(cell.contentView.subviews.compactMap { $0 as? UIListContentView }.isEmpty)
    }

    @Test func aValueCellPutsTheSecondaryTextAtTheTrailingMargin() throws {
        var content = UIListContentConfiguration.valueCell()
        content.text = "Wi-Fi"
        content.secondaryText = "Home"
        let view = UIListContentView(configuration: content)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        view.layoutIfNeeded()
        let labels = view.subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden }
        try #require(labels.count == 2)
        #expect(abs(labels[1].frame.maxX - (320 - 16)) < 0.01)
        #expect(abs(labels[0].frame.midY - labels[1].frame.midY) < 1)
    }

    @Test func automaticUpdatesAskTheConfigurationForEachState() {
        struct Recording: UIContentConfiguration {
            var selected = false
            @MainActor func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: .cell()) }
            func updated(for state: any UIConfigurationState) -> Recording {
                var copy = self
                copy.selected = (state as? UICellConfigurationState)?.isSelected ?? false
                return copy
            }
        }
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.contentConfiguration = Recording()
        cell.setSelected(true, animated: false)
        #expect((cell.contentConfiguration as? Recording)?.selected == true)
        #expect(cell.configurationState.isSelected)
        cell.automaticallyUpdatesContentConfiguration = false
        cell.setSelected(false, animated: false)
        #expect((cell.contentConfiguration as? Recording)?.selected == true)
    }
}
