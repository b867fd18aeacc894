import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// What an alert and a compact action sheet look like, against committed references.
@MainActor
@Suite("Alert reference images")
struct AlertReferenceTests {
    /// Text and hairlines are antialiased the same way on every run; a small tolerance
    /// allows for Pango's rounding across versions.
    static let tolerance = 3

    /// A window with a root view of some content, so that the dimming shows.
    static func window(width: CGFloat, height: CGFloat) -> (UIWindow, UIViewController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        let root = UIViewController()
        root.view.backgroundColor = UIColor(red: 0.93, green: 0.95, blue: 1, alpha: 1)
        let label = UILabel(frame: CGRect(x: 20, y: 20, width: width - 40, height: 40))
        label.text = "Documents"
        label.font = .boldSystemFont(ofSize: 30)
        root.view.addSubview(label)
        let stripe = UIView(frame: CGRect(x: 20, y: 80, width: width - 40, height: 120))
        stripe.backgroundColor = .systemBlue
        stripe.layer.cornerRadius = 12
        root.view.addSubview(stripe)
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.renderIfNeeded()
        return (window, root)
    }

    @Test func anAlert() {
        let (window, root) = Self.window(width: 720, height: 480)
        let alert = UIAlertController(title: "Delete “Budget”?", message: "This document will be removed from all your devices.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        root.present(alert, animated: false)
        window.renderIfNeeded()
        window.renderIfNeeded()
        ReferenceImage.assertMatches(window.backBuffer!, named: "alert-two-actions", tolerance: Self.tolerance)
    }

    @Test func aCompactActionSheet() {
        let (window, root) = Self.window(width: 390, height: 640)
        let sheet = UIAlertController(title: "Share Photo", message: "Choose where to send it.", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Messages", style: .default))
        sheet.addAction(UIAlertAction(title: "Mail", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete Photo", style: .destructive))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(sheet, animated: false)
        window.renderIfNeeded()
        window.renderIfNeeded()
        ReferenceImage.assertMatches(window.backBuffer!, named: "action-sheet-compact", tolerance: Self.tolerance)
    }
}
