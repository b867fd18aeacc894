import Foundation
@testable import OpenUIKit
import Testing

/// The standard cells' parts and layout: which labels each style has (UIKit: "the default
/// style has no detail label", value2 "has no image"), where they sit in a 320-point cell with
/// 16-point margins, and how an accessory narrows the content view.
@MainActor
@Suite struct UITableViewCellTests {
    /// A phone-sized window, so the cells have a compact width's traits: a cell never in a
    /// window predicts the key window's, which another suite running beside this one may
    /// have made wide (regular, with 20-point margins).
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))

    func cell(_ style: UITableViewCell.CellStyle, text: String = "Title", detail: String? = "Detail") -> UITableViewCell {
        let cell = UITableViewCell(style: style, reuseIdentifier: "r")
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        window.addSubview(cell)
        cell.textLabel?.text = text
        cell.detailTextLabel?.text = detail
        cell.layoutIfNeeded()
        return cell
    }

    @Test func eachStyleHasItsLabels() {
        #expect(cell(.default).detailTextLabel == nil)
        #expect(cell(.subtitle).detailTextLabel != nil)
        #expect(cell(.value1).detailTextLabel != nil)
        #expect(cell(.value2).imageView == nil)
        #expect(cell(.default).imageView != nil)
        #expect(cell(.default).reuseIdentifier == "r")
    }

    @Test func defaultStyleTextStartsAtTheMargin() {
        let c = cell(.default)
        #expect(c.textLabel?.frame.minX == 16)
        #expect(c.textLabel?.font.pointSize == 17)
        #expect(c.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        // The separator follows the text.
        #expect(c.separatorInset.left == 16)
    }

    @Test func value1DetailSitsAtTheTrailingMargin() throws {
        let c = cell(.value1)
        let detail = try #require(c.detailTextLabel)
        #expect(abs(detail.frame.maxX - (320 - 16)) < 0.5)
        #expect(detail.textColor == .secondaryLabel)
        #expect(try #require(c.textLabel).frame.maxX < detail.frame.minX)
    }

    @Test func subtitleStacksTheLines() throws {
        let c = cell(.subtitle)
        let text = try #require(c.textLabel), detail = try #require(c.detailTextLabel)
        #expect(detail.frame.minY >= text.frame.maxY)
        #expect(detail.font.pointSize == 12)
        #expect(detail.frame.minX == text.frame.minX)
    }

    @Test func anAccessoryNarrowsTheContentView() {
        let c = cell(.default)
        c.accessoryType = .disclosureIndicator
        c.layoutIfNeeded()
        // Chevron 8 wide at the 16-point margin, 8 points of space before it.
        #expect(c.contentView.frame.width == 288)
        c.accessoryType = .none
        let custom = UISwitch()
        c.accessoryView = custom
        c.layoutIfNeeded()
        #expect(custom.frame.maxX == 304)
        #expect(custom.superview === c)
    }

    @Test func selectionShowsTheSelectedBackground() {
        let c = cell(.default)
        let selected = UIView()
        c.selectedBackgroundView = selected
        c.setSelected(true, animated: false)
        #expect(!selected.isHidden)
        c.setSelected(false, animated: false)
        #expect(selected.isHidden)
        c.selectionStyle = .none
        c.setHighlighted(true, animated: false)
        #expect(selected.isHidden)
    }

    @Test func reuseResetsTheTablesState() {
        final class ResettingCell: UITableViewCell {
            var prepared = 0
            override func prepareForReuse() {
                super.prepareForReuse()
                prepared += 1
            }
        }
        let c = ResettingCell(style: .default, reuseIdentifier: "r")
        c.setSelected(true, animated: false)
        c.resetForReuse()
        #expect(c.prepared == 1)
        #expect(!c.isSelected)
    }
}
