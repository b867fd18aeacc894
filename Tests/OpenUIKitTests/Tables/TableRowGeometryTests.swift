import Foundation
@testable import OpenUIKit
import Testing

/// The row-geometry model: offsets are running sums of the heights above, and lookups by
/// offset find the element covering it, for any table length.
@Suite struct TableRowGeometryTests {
    @Test func offsetsAreRunningSums() {
        var geometry = TableRowGeometry(sections: [.init(header: 10, rows: .each([44, 50]), footer: 5), .init(header: 0, rows: .each([30]), footer: 0)])
        geometry.topHeight = 100
        #expect(geometry.span(of: .header(section: 0))! == (minY: 100, height: 10))
        #expect(geometry.span(of: .row(IndexPath(row: 1, section: 0)))! == (minY: 154, height: 50))
        #expect(geometry.span(of: .row(IndexPath(row: 0, section: 1)))! == (minY: 209, height: 30))
        #expect(geometry.span(ofSection: 0)! == (minY: 100, height: 109))
        #expect(geometry.contentHeight == 239)
        #expect(geometry.span(of: .row(IndexPath(row: 2, section: 0))) == nil)
    }

    @Test func findsTheElementAtAnOffset() {
        let geometry = TableRowGeometry(sections: [.init(header: 10, rows: .each([44, 50]), footer: 5)])
        #expect(geometry.element(at: 0) == .header(section: 0))
        #expect(geometry.element(at: 10) == .row(IndexPath(row: 0, section: 0)))
        #expect(geometry.element(at: 53.9) == .row(IndexPath(row: 0, section: 0)))
        #expect(geometry.element(at: 54) == .row(IndexPath(row: 1, section: 0)))
        #expect(geometry.element(at: 105) == .footer(section: 0))
        #expect(geometry.rows(from: 20, to: 60) == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
    }

    @Test func changingAHeightMovesWhatIsBelow() {
        var geometry = TableRowGeometry(sections: [.init(header: 0, rows: .each(Array(repeating: 44, count: 100_000)), footer: 0)])
        geometry.setHeight(100, of: .row(IndexPath(row: 10, section: 0)))
        #expect(geometry.span(of: .row(IndexPath(row: 11, section: 0)))!.minY == 540)
        #expect(geometry.contentHeight == 4_400_056)
        #expect(geometry.element(at: 2_200_057) == .row(IndexPath(row: 50_000, section: 0)))
    }
}
