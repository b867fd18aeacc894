import Foundation
@testable import OpenUIKit
import Testing

/// Recipes from Apple's Auto Layout Guide ("Auto Layout Cookbook", simple constraints), written
/// with anchors in a controller's root view on a 375×667-point screen at 2 pixels a point,
/// as the guide shows them on an iPhone. The root view's margins are the system minimum for a
/// compact width (16 points at the sides); the guide's "standard" spacing between siblings is
/// 8 points, and its top and bottom layout guides are the safe area's edges (0 here).
@MainActor
@Suite struct AutoLayoutCookbookTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let controller = UIViewController()
    var root: UIView { controller.view }

    init() {
        window.screenScale = 2
        window.rootViewController = controller
        window.makeKeyAndVisible()
    }

    func coloured() -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        return view
    }

    /// Top and bottom 20 points inside the safe area, sides on the margins.
    func pinVertically(_ view: UIView) -> [NSLayoutConstraint] {
        [view.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
         root.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: 20)]
    }

    @Test func simpleSingleView() {
        let red = coloured()
        let margins = root.layoutMarginsGuide
        NSLayoutConstraint.activate([red.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                                     red.trailingAnchor.constraint(equalTo: margins.trailingAnchor)] + pinVertically(red))
        window.renderIfNeeded()
        #expect(root.traitCollection.horizontalSizeClass == .compact)
        #expect(red.frame == CGRect(x: 16, y: 20, width: 343, height: 627))
    }

    @Test func twoEqualWidthViews() {
        let yellow = coloured(), green = coloured()
        let margins = root.layoutMarginsGuide
        NSLayoutConstraint.activate([
            yellow.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            green.leadingAnchor.constraint(equalToSystemSpacingAfter: yellow.trailingAnchor, multiplier: 1),
            green.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            yellow.widthAnchor.constraint(equalTo: green.widthAnchor),
        ] + pinVertically(yellow) + pinVertically(green))
        window.renderIfNeeded()
        // (343 − 8) / 2 = 167.5 each: half points are whole pixels at 2×.
        #expect(yellow.frame == CGRect(x: 16, y: 20, width: 167.5, height: 627))
        #expect(green.frame == CGRect(x: 191.5, y: 20, width: 167.5, height: 627))
    }

    /// Red twice as wide as blue at priority 750, blue at least 150 points (required): in
    /// portrait the minimum wins; in landscape both hold.
    @Test func twoViewsWithComplexWidths() {
        let blue = coloured(), red = coloured()
        let margins = root.layoutMarginsGuide
        let twice = red.widthAnchor.constraint(equalTo: blue.widthAnchor, multiplier: 2)
        twice.priority = .defaultHigh
        NSLayoutConstraint.activate([
            blue.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            red.leadingAnchor.constraint(equalTo: blue.trailingAnchor, constant: 8),
            red.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            blue.widthAnchor.constraint(greaterThanOrEqualToConstant: 150),
            twice,
        ] + pinVertically(blue) + pinVertically(red))
        window.renderIfNeeded()
        #expect(blue.frame == CGRect(x: 16, y: 20, width: 150, height: 627))
        #expect(red.frame == CGRect(x: 174, y: 20, width: 185, height: 627))

        // Landscape, 667 wide (still a compact width: regular starts at 678): 667 − 32 − 8 =
        // 627 shared 1:2 is 209 and 418, both above the minimum.
        window.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
        window.renderIfNeeded()
        #expect(root.layoutMargins.left == 16)
        #expect(blue.frame == CGRect(x: 16, y: 20, width: 209, height: 335))
        #expect(red.frame == CGRect(x: 233, y: 20, width: 418, height: 335))

        // A regular width (800): 20-point margins follow the size class.
        window.frame = CGRect(x: 0, y: 0, width: 800, height: 375)
        window.renderIfNeeded()
        #expect(root.layoutMargins.left == 20)
        #expect(blue.frame == CGRect(x: 20, y: 20, width: 250.5, height: 335), "(800 − 40 − 8) / 3 = 250.67, snapped at 2×")
    }

    /// "Adaptive single view": the view is centred with an aspect ratio and keeps inside the
    /// margins, and grows as large as allowed at a lower priority (the lecture's card).
    @Test func adaptiveSingleViewCentredWithAnAspectRatio() {
        let card = coloured()
        let margins = root.layoutMarginsGuide
        let large = card.widthAnchor.constraint(equalTo: root.widthAnchor)
        large.priority = .defaultHigh
        NSLayoutConstraint.activate([
            card.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            card.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            card.widthAnchor.constraint(equalTo: card.heightAnchor, multiplier: 5.0 / 8.0),
            card.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor),
            card.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            card.topAnchor.constraint(greaterThanOrEqualTo: root.safeAreaLayoutGuide.topAnchor),
            card.bottomAnchor.constraint(lessThanOrEqualTo: root.safeAreaLayoutGuide.bottomAnchor),
            large,
        ])
        window.renderIfNeeded()
        // Width bound by the margins: 343; height 548.8, centred at 333.5: 59.1…607.9, which
        // snaps to 59…608 at 2×.
        #expect(card.frame == CGRect(x: 16, y: 59, width: 343, height: 549))
        #expect(!card.hasAmbiguousLayout)
    }
}
