import Foundation
import OpenUIKit
import TestSupport
import Testing

/// Reference images of what a layer adds to a view: rounded corners, the border above the
/// subviews, the rounded clip of `masksToBounds`, and blurred shadows from the content's
/// alpha and from a shadow path.
///
/// Tolerance 2 (of 255), as for the other compositing references: flat colours and Cairo's
/// deterministic coverage; a moved edge, a missing clip or an unblurred shadow changes
/// pixels by far more.
@MainActor
@Suite struct CALayerReferenceTests {
    static let tolerance = 2

    func scene(scale: CGFloat) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 160))
        window.screenScale = scale
        window.backgroundColor = UIColor(white: 0.92, alpha: 1)

        // A card: rounded white face, a thin grey border, a soft shadow below.
        let card = UIView(frame: CGRect(x: 16, y: 16, width: 60, height: 90))
        card.backgroundColor = .white
        card.layer.cornerRadius = 8
        card.layer.borderWidth = 1
        card.layer.borderColor = UIColor.darkGray.cgColor
        card.layer.shadowOpacity = 0.5
        card.layer.shadowRadius = 4
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        window.addSubview(card)

        // Rounded clip: a red child spilling over every edge is cut at the round corners,
        // and the thick blue border is drawn above it.
        let clipper = UIView(frame: CGRect(x: 92, y: 16, width: 60, height: 90))
        clipper.backgroundColor = .yellow
        clipper.layer.cornerRadius = 20
        clipper.layer.masksToBounds = true
        clipper.layer.borderWidth = 6
        clipper.layer.borderColor = UIColor.systemBlue.cgColor
        let spill = UIView(frame: CGRect(x: -10, y: 30, width: 80, height: 80))
        spill.backgroundColor = .red
        clipper.addSubview(spill)
        window.addSubview(clipper)

        // A shadow cast by a path (an ellipse under a square), offset, in green.
        let floating = UIView(frame: CGRect(x: 168, y: 16, width: 56, height: 56))
        floating.backgroundColor = .systemGreen
        floating.layer.shadowColor = UIColor.black.cgColor
        floating.layer.shadowOpacity = 0.8
        floating.layer.shadowRadius = 3
        floating.layer.shadowOffset = .zero
        floating.layer.shadowPath = UIBezierPath(ovalIn: CGRect(x: 0, y: 60, width: 56, height: 14)).cgPath
        window.addSubview(floating)

        // A translucent, turned view with corners and a border: faded as one group.
        let faded = UIView(frame: CGRect(x: 170, y: 100, width: 50, height: 40))
        faded.backgroundColor = .systemPurple
        faded.layer.cornerRadius = 10
        faded.layer.borderWidth = 4
        faded.alpha = 0.5
        faded.transform = CGAffineTransform(rotationAngle: .pi / 8)
        window.addSubview(faded)
        return window
    }

    @Test(arguments: [1, 2] as [CGFloat])
    func cornersBordersClipsAndShadows(scale: CGFloat) {
        let window = scene(scale: scale)
        window.renderIfNeeded()
        ReferenceImage.assertMatches(window.backBuffer!, named: "layer-corners-borders-shadows@\(Int(scale))x", tolerance: Self.tolerance)
    }

    /// Moving a shadowed card over the clipped view and across the turned, faded one repaints
    /// only damage, and the result equals a full recomposite of the same scene exactly: no
    /// stale shadow left behind, and no anti-aliased edge of the turned view painted
    /// differently because a damage rect cut through it.
    @Test func incrementalFramesMatchAFullRecomposite() {
        let window = scene(scale: 1)
        window.renderIfNeeded()
        let card = window.subviews[0]
        let faded = window.subviews[3]
        var crossedFaded = false
        for step in 1...6 {
            card.center.x += 17
            card.center.y += CGFloat(step % 2 == 0 ? 9 : -5)
            crossedFaded = crossedFaded || card.frame.intersects(faded.frame)
            window.renderIfNeeded()
        }
        #expect(crossedFaded)
        let fresh = scene(scale: 1)
        fresh.subviews[0].center = card.center
        fresh.renderIfNeeded()
        let comparison = ReferenceImage.compare(window.backBuffer!, fresh.backBuffer!, tolerance: 0)
        #expect(comparison.sizeMatches)
        #expect(comparison.pixelsOverTolerance == 0, "max difference \(comparison.maximumDifference)")
    }
}
