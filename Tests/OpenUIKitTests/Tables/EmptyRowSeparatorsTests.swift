import Foundation
@testable import OpenUIKit
import TestSupport
import Testing

/// A short plain table draws the separators of empty rows below its last row, one per row
/// height, until a `tableFooterView` (the usual empty `UIView()`) turns them off; grouped
/// tables and `separatorStyle = .none` draw none.
@MainActor
@Suite struct EmptyRowSeparatorsTests {
    func makeTable(rows: Int, style: UITableView.Style = .plain, rowHeight: CGFloat = 44) -> (UITableView, RecordingTableSource) {
        let source = RecordingTableSource(count: rows)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: style)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = rowHeight
        table.dataSource = source
        table.delegate = source
        return (table, source)
    }

    @Test func aShortPlainTableFillsTheRestWithEmptyRowsSeparators() throws {
        let (table, source) = makeTable(rows: 3)
        table.layoutIfNeeded()
        _ = source
        let lines = try #require(table.emptyRowSeparators)
        #expect(!lines.isHidden)
        // From the third row's bottom (132) to the table's bottom edge.
        #expect(lines.frame == CGRect(x: 0, y: 132, width: 320, height: 168))
        let hairline = 1 / max(1, table.traitCollection.displayScale)
        // Rows starting at 132, 176, 220 and 264 end at 176, 220, 264 and 308.
        #expect(lines.lineOffsets == [44, 88, 132, 176].map { $0 - hairline })
        #expect(lines.lineInset.left == table.separatorInset.left)
    }

    @Test func theLinesFollowTheRowHeightAndScrolling() throws {
        let (table, source) = makeTable(rows: 2, rowHeight: 60)
        table.layoutIfNeeded()
        _ = source
        let lines = try #require(table.emptyRowSeparators)
        #expect(lines.rowPitch == 60)
        #expect(lines.frame.minY == 120)
        table.contentOffset = CGPoint(x: 0, y: 40)
        table.layoutIfNeeded()
        #expect(lines.frame.maxY == 340, "they reach the bottom of what the table shows")
    }

    @Test func aFooterViewAGroupedStyleOrNoSeparatorsTurnThemOff() throws {
        let (footed, source1) = makeTable(rows: 2)
        footed.tableFooterView = UIView()
        footed.layoutIfNeeded()
        #expect(footed.emptyRowSeparators?.isHidden ?? true)

        let (grouped, source2) = makeTable(rows: 2, style: .grouped)
        grouped.layoutIfNeeded()
        #expect(grouped.emptyRowSeparators?.isHidden ?? true)

        let (bare, source3) = makeTable(rows: 2)
        bare.separatorStyle = .none
        bare.layoutIfNeeded()
        #expect(bare.emptyRowSeparators?.isHidden ?? true)

        // Rows reaching past the bottom leave no room for empty ones.
        let (full, source4) = makeTable(rows: 20)
        full.layoutIfNeeded()
        #expect(full.emptyRowSeparators?.isHidden ?? true)
        _ = (source1, source2, source3, source4)
    }

    @Test func theLinesAreDrawnInTheSeparatorColour() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        window.screenScale = 1
        window.backgroundColor = .white
        let (table, source) = makeTable(rows: 1)
        table.separatorColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        window.addSubview(table)
        window.layoutIfNeeded()
        window.renderIfNeeded()
        _ = source
        let surface = try #require(window.backBuffer)
        // The first empty row spans 44...88: its line is its last pixel row, from the inset on.
        let lineY = 87
        let inside = Int(table.separatorInset.left) + 20
        let pixel = surface.pixel(x: inside, y: lineY)
        #expect(pixel.r > 200 && pixel.g < 60 && pixel.b < 60, "a red hairline, got \(pixel)")
        // Left of the inset there is no line.
        let before = surface.pixel(x: 2, y: lineY)
        #expect(before.r > 200 && before.g > 200, "the inset stays clear, got \(before)")
    }
}
