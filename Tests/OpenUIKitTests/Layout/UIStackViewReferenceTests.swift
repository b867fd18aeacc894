import Foundation
import OpenUIKit
import TestSupport
import Testing

/// Reference images of a horizontal stack view in each distribution: three labels on
/// coloured backgrounds (their text centred, so a stretched label shows its extra room on
/// both sides) in a light grey stack view whose background shows in the gaps.
///
/// Tolerance 6 (of 255), as for the other text references: glyph edges are antialiased and a
/// different FreeType or Cairo build may round their coverage a few levels differently; a
/// label that moves or changes size by a pixel differs by far more along its edges.
@MainActor
@Suite struct UIStackViewReferenceTests {
    static let tolerance = 6

    func label(_ text: String, _ color: UIColor) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: 15)
        label.textColor = .white
        label.textAlignment = .center
        label.backgroundColor = color
        return label
    }

    func scene(_ distribution: UIStackView.Distribution) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        window.screenScale = 2
        window.backgroundColor = .white
        let stack = UIStackView(arrangedSubviews: [
            label("A", .systemRed), label("Longer label", .systemGreen), label("Mid", .systemBlue),
        ])
        stack.frame = CGRect(x: 10, y: 8, width: 300, height: 40)
        stack.backgroundColor = UIColor(white: 0.85, alpha: 1)
        stack.distribution = distribution
        stack.spacing = 6
        window.addSubview(stack)
        return window
    }

    static let names: [UIStackView.Distribution: String] = [
        .fill: "fill", .fillEqually: "fill-equally", .fillProportionally: "fill-proportionally",
        .equalSpacing: "equal-spacing", .equalCentering: "equal-centering",
    ]

    @Test(arguments: UIStackView.Distribution.allCases)
    func distribution(_ distribution: UIStackView.Distribution) {
        let window = scene(distribution)
        window.renderIfNeeded()
        ReferenceImage.assertMatches(window.backBuffer!, named: "stack-\(Self.names[distribution]!)@2x", tolerance: Self.tolerance)
    }
}
