import Foundation
@testable import OpenUIKit
import Testing

/// `CALayer.maskedCorners`: all four corners by default; only the masked ones are rounded,
/// for the background, the border and the `masksToBounds` clip, in the compositor and in
/// `drawHierarchy`.
@MainActor
@Suite struct CACornerMaskTests {
    @Test func allFourCornersByDefaultWithCoreAnimationsBits() {
        let layer = CALayer()
        #expect(layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        // Core Animation's values, which apps write as raw numbers too.
        #expect(CACornerMask.layerMinXMinYCorner.rawValue == 1 && CACornerMask.layerMaxXMinYCorner.rawValue == 2)
        #expect(CACornerMask.layerMinXMaxYCorner.rawValue == 4 && CACornerMask.layerMaxXMaxYCorner.rawValue == 8)
        let view = UIView()
        view.layer.maskedCorners = [.layerMinXMinYCorner]
        #expect(view.layer.maskedCorners == [.layerMinXMinYCorner])
    }

    /// A 100-point red square with corners of 30 on white: is the pixel just inside each
    /// corner red?
    func cornersShown(_ corners: CACornerMask, clipsAnImage: Bool = false) -> [Bool] {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        window.backgroundColor = .white
        let square = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        square.layer.cornerRadius = 30
        square.layer.maskedCorners = corners
        if clipsAnImage {
            let fill = UIView(frame: square.bounds)
            fill.backgroundColor = .red
            square.addSubview(fill)
            square.clipsToBounds = true
        } else {
            square.backgroundColor = .red
        }
        window.addSubview(square)
        window.renderIfNeeded()
        let buffer = window.backBuffer!
        return [(12, 12), (107, 12), (12, 107), (107, 107)].map { x, y in
            let p = buffer.pixel(x: x, y: y)
            return p.r > 200 && p.g < 60
        }
    }

    @Test func onlyTheMaskedCornersAreRounded() {
        // Top-left, top-right, bottom-left, bottom-right: a corner shows red when square.
        #expect(cornersShown(.all) == [false, false, false, false])
        #expect(cornersShown([.layerMinXMinYCorner, .layerMaxXMinYCorner]) == [false, false, true, true], "a sheet's top corners")
        #expect(cornersShown([.layerMaxXMaxYCorner]) == [true, true, true, false])
        #expect(cornersShown([]) == [true, true, true, true])
    }

    @Test func theClipOfMasksToBoundsFollowsTheMask() {
        #expect(cornersShown([.layerMinXMaxYCorner], clipsAnImage: true) == [true, true, false, true])
    }
}
