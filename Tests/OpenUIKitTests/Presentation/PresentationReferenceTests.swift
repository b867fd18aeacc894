import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// What a form sheet and a popover look like, against committed references.
@MainActor
@Suite("Presentation reference images")
struct PresentationReferenceTests {
    /// As for the alerts: antialiased edges and text, the same on every run.
    static let tolerance = 3

    /// A content controller: a title label on a background.
    static func content(_ title: String, color: UIColor) -> UIViewController {
        let controller = UIViewController()
        controller.view.backgroundColor = color
        let label = UILabel(frame: CGRect(x: 20, y: 20, width: 260, height: 30))
        label.text = title
        label.font = .boldSystemFont(ofSize: 20)
        controller.view.addSubview(label)
        return controller
    }

    @Test func aFormSheet() {
        let (window, root) = AlertReferenceTests.window(width: 720, height: 700)
        let sheet = Self.content("Settings", color: .white)
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        window.renderIfNeeded()
        window.renderIfNeeded()
        #expect(sheet.view.frame == CGRect(x: 90, y: 40, width: 540, height: 620))
        ReferenceImage.assertMatches(window.backBuffer!, named: "form-sheet", tolerance: Self.tolerance)
    }

    @Test func aPopoverWithItsArrow() {
        let (window, root) = AlertReferenceTests.window(width: 720, height: 480)
        let button = UIButton(type: .system)
        button.setTitle("Options", for: .normal)
        button.frame = CGRect(x: 440, y: 220, width: 100, height: 44)
        root.view.addSubview(button)
        let content = Self.content("Options", color: .white)
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 280, height: 160)
        content.popoverPresentationController?.sourceView = button
        root.present(content, animated: false)
        window.renderIfNeeded()
        window.renderIfNeeded()
        #expect(content.popoverPresentationController?.arrowDirection == .up)
        ReferenceImage.assertMatches(window.backBuffer!, named: "popover-arrow-up", tolerance: Self.tolerance)
    }
}
