import Foundation
@testable import OpenUIKit
import Testing
import TestSupport
@testable import PlayingCardKit

/// The single card as the lecture's constraints lay it out, in windows of several shapes:
/// the app's default, a very wide one (the height binds) and a very tall one (the width
/// binds). Each picture shows the whole card centred inside the margins, above the status line.
@Suite("PlayingCard layout reference images")
@MainActor
struct PlayingCardLayoutReferenceTests {
    /// Text is drawn through the machine's fonts: a few anti-aliased edge pixels may differ.
    static let tolerance = 4

    @Test(arguments: [(400, 560, "default"), (1400, 400, "very-wide"), (320, 900, "very-tall")])
    func theCardAt(width: Int, height: Int, name: String) throws {
        let (window, controller) = PlayingCardLayoutTests.controller(in: CGSize(width: width, height: height))
        window.renderIfNeeded()
        let card = controller.cardView.frame
        // The picture's promise, checked in numbers too: 5:8, centred, inside the window.
        #expect(abs(card.width / card.height - 5.0 / 8.0) < 0.01)
        #expect(abs(card.midX - CGFloat(width) / 2) <= 1)
        #expect(window.bounds.contains(card) && card.maxY <= controller.statusLabel.frame.minY)
        ReferenceImage.assertMatches(try #require(window.backBuffer), named: "layout-\(name)-\(width)x\(height)", tolerance: Self.tolerance)
    }
}
