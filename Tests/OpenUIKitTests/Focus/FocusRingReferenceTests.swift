import Foundation
@testable import OpenUIKit
import TestSupport
import Testing

/// The focus ring as iPadOS draws its keyboard focus halo: a 3-point stroke in the focused
/// view's tint, 1.5 points outside its frame, rounded (a capsule around a switch).
///
/// Tolerance 6 (of 255): antialiased curves may round differently across Cairo builds; a
/// ring of the wrong colour, width or place changes pixels by far more.
@MainActor
@Suite struct FocusRingReferenceTests {
    static let tolerance = 6

    /// A window with a bordered button, a switch and a text field, after Tab pressed
    /// `tabs` times.
    func render(tabs: Int, scale: CGFloat) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 80))
        window.screenScale = scale
        window.backgroundColor = .white
        let button = UIButton(type: .system)
        button.setTitle("Focus", for: .normal)
        button.frame = CGRect(x: 16, y: 22, width: 80, height: 36)
        button.backgroundColor = UIColor.systemGray6
        button.layer.cornerRadius = 8
        let toggle = UISwitch(frame: CGRect(x: 116, y: 24, width: 0, height: 0))
        toggle.onTintColor = .systemGreen
        toggle.tintColor = .systemPink
        let field = UITextField(frame: CGRect(x: 190, y: 24, width: 94, height: 32))
        field.borderStyle = .roundedRect
        for view in [button, toggle, field] as [UIView] { window.addSubview(view) }
        let application = UIApplication.shared
        let previous = application.keyWindow
        application.keyWindow = window
        defer { application.keyWindow = previous }
        let tab = UIKey(characters: "\t", charactersIgnoringModifiers: "\t", keyCode: .keyboardTab)
        for _ in 0..<tabs {
            application.sendInput(.key(KeyInput(isDown: true, key: tab, timestamp: 0)))
            application.sendInput(.key(KeyInput(isDown: false, key: tab, timestamp: 0)))
        }
        window.layoutIfNeeded()
        window.renderIfNeeded()
        return window
    }

    @Test func ringAroundAButton() {
        ReferenceImage.assertMatches(render(tabs: 1, scale: 2).backBuffer!, named: "focus-ring-button@2x", tolerance: Self.tolerance)
    }

    @Test func ringAroundASwitchInItsTint() {
        ReferenceImage.assertMatches(render(tabs: 2, scale: 2).backBuffer!, named: "focus-ring-switch@2x", tolerance: Self.tolerance)
    }

    @Test func noRingWithoutFocus() {
        ReferenceImage.assertMatches(render(tabs: 0, scale: 1).backBuffer!, named: "focus-ring-none@1x", tolerance: Self.tolerance)
    }
}
