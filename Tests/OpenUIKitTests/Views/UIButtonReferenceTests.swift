import Foundation
import OpenUIKit
import TestSupport
import Testing

/// Reference images of buttons in each state, on white, at 2× (text in DejaVu Sans, the
/// system font here).
///
/// Tolerance 6 (of 255): glyph edges may round differently across FreeType and Cairo builds,
/// as in the label references; a wrong colour, fade or moved title changes pixels by far more.
@MainActor
@Suite struct UIButtonReferenceTests {
    static let tolerance = 6
    static let states: [(name: String, apply: (UIButton) -> Void)] = [
        ("normal", { _ in }),
        ("highlighted", { $0.isHighlighted = true }),
        ("disabled", { $0.isEnabled = false }),
        ("selected", { $0.isSelected = true }),
    ]

    /// A 12-point filled circle: shows how each type draws images (a system button tints it).
    static let dot = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 12)).image { _ in
        UIColor.black.setFill()
        UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 12, height: 12)).fill()
    }

    /// A rounded orange panel, a custom button's background image.
    static let panel: UIImage = {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: CGSize(width: 120, height: 44), format: format).image { _ in
            UIColor.systemOrange.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 120, height: 44), cornerRadius: 10).fill()
        }
    }()

    /// The four states side by side, each button 120×44 in a 140×64 cell.
    func render(_ make: () -> UIButton) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 560, height: 64))
        window.screenScale = 2
        window.backgroundColor = .white
        for (index, state) in Self.states.enumerated() {
            let button = make()
            button.frame = CGRect(x: 10 + CGFloat(index) * 140, y: 10, width: 120, height: 44)
            state.apply(button)
            window.addSubview(button)
        }
        window.renderIfNeeded()
        return window
    }

    @Test func systemButtonInEachState() {
        let window = render {
            let button = UIButton(type: .system)
            button.setTitle("Button", for: .normal)
            button.setImage(Self.dot, for: .normal)
            return button
        }
        ReferenceImage.assertMatches(window.backBuffer!, named: "button-system-states@2x", tolerance: Self.tolerance)
    }

    @Test func customButtonInEachState() {
        let window = render {
            let button = UIButton(type: .custom)
            button.setBackgroundImage(Self.panel, for: .normal)
            button.setImage(Self.dot, for: .normal)
            button.setTitle("Custom", for: .normal)
            button.setTitle("Chosen", for: .selected)
            return button
        }
        ReferenceImage.assertMatches(window.backBuffer!, named: "button-custom-states@2x", tolerance: Self.tolerance)
    }

    @Test func glyphButtons() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 160, height: 50))
        window.screenScale = 2
        window.backgroundColor = .white
        for (index, type) in [UIButton.ButtonType.detailDisclosure, .contactAdd, .close].enumerated() {
            let button = UIButton(type: type)
            button.frame.origin = CGPoint(x: 10 + CGFloat(index) * 50, y: 10)
            window.addSubview(button)
        }
        window.renderIfNeeded()
        ReferenceImage.assertMatches(window.backBuffer!, named: "button-glyph-types@2x", tolerance: Self.tolerance)
    }
}
