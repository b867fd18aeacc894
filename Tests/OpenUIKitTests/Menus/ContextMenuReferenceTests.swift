import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// An open context menu as iOS 14 draws one: the window blurred, the pressed card lifted
/// on a soft shadow, and under it the rounded menu: its title in small grey, rows with the
/// title at the leading edge and the symbol at the trailing edge, a checkmark column for
/// the checked row, a grey disabled row, a chevron for a submenu, and the red destructive
/// row in an inline section set apart by a thicker band.
@Suite(.serialized)
@MainActor
struct ContextMenuReferenceTests {
    /// Text and blur edges are antialiased through Cairo and Pango.
    static let tolerance = 8

    final class Menu: NSObject, UIContextMenuInteractionDelegate {
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(title: "Sunset.jpg", children: [
                    UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in },
                    UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in },
                    UIAction(title: "Favourite", state: .on) { _ in },
                    UIAction(title: "Print", attributes: .disabled) { _ in },
                    UIMenu(title: "Sort By", children: [UIAction(title: "Name") { _ in }]),
                    UIMenu(options: .displayInline, children: [
                        UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in },
                    ]),
                ])
            }
        }
    }

    @Test func anOpenContextMenu() throws {
        let harness = GestureHarness(size: CGSize(width: 360, height: 560))
        let frames = HeadlessFrameClock(window: harness.window)
        harness.window.backgroundColor = .systemGroupedBackground
        let card = UIView(frame: CGRect(x: 24, y: 40, width: 200, height: 120))
        card.backgroundColor = .systemOrange
        card.layer.cornerRadius = 12
        let label = UILabel(frame: CGRect(x: 16, y: 16, width: 168, height: 24))
        label.text = "Sunset"
        label.textColor = .white
        label.font = .boldSystemFont(ofSize: 20)
        card.addSubview(label)
        harness.window.addSubview(card)
        for index in 0..<4 {
            let stripe = UIView(frame: CGRect(x: 24, y: 190 + CGFloat(index) * 60, width: 312, height: 44))
            stripe.backgroundColor = .white
            stripe.layer.cornerRadius = 10
            harness.window.addSubview(stripe)
        }
        let delegate = Menu()
        card.addInteraction(UIContextMenuInteraction(delegate: delegate))
        harness.window.renderIfNeeded()
        var script = harness.script()
        script.down(1, at: CGPoint(x: 120, y: 100))
        harness.send(script)
        frames.advance(by: 0.6)
        script = harness.script()
        script.up(1)
        harness.send(script)
        frames.advance(by: 0.5)
        harness.window.renderIfNeeded()
        ReferenceImage.assertMatches(try #require(harness.window.backBuffer), named: "context-menu-open", tolerance: Self.tolerance)
    }
}
