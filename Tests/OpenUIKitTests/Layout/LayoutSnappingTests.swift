import Foundation
@testable import OpenUIKit
import Testing

/// Solved frames snapped to the pixel grid: alike whichever way the solver got there, and
/// never turned inside out when the constraints leave no room.
@MainActor
@Suite struct LayoutSnappingTests {
    @Test func anEdgeJustBelowAHalfPixelRoundsAsTheHalfPixelDoes() {
        // A centred 319-point view at 40.5…359.5, as one solve gave it and as another
        // (after resizes) gave it, a few 10⁻¹³ off.
        let exact = LayoutEngine.snapped(CGRect(x: 40.5, y: 8, width: 319, height: 510.4), scale: 1)
        let noisy = LayoutEngine.snapped(CGRect(x: 40.500000000000185, y: 8, width: 318.9999999999996, height: 510.3999999999991), scale: 1)
        #expect(exact == CGRect(x: 41, y: 8, width: 319, height: 510))
        #expect(noisy == exact)
        // At 2 pixels a point the half pixel is a quarter point.
        #expect(LayoutEngine.snapped(CGRect(x: 0.25 - 1e-12, y: 0, width: 10, height: 10), scale: 2)
            == CGRect(x: 0.5, y: 0, width: 10, height: 10))
        // A clear miss still rounds down, and half pixels round up on either side of 0, so a
        // frame moved by whole pixels snaps alike wherever it is.
        #expect(LayoutEngine.snapped(CGRect(x: 40.4999, y: 0, width: 10, height: 10), scale: 1).minX == 40)
        #expect(LayoutEngine.snapped(CGRect(x: -0.5, y: -10.5, width: 3, height: 3), scale: 1)
            == CGRect(x: 0, y: -10, width: 3, height: 3))
    }

    @Test func aNegativeSolvedSizeIsNoSizeAtTheOrigin() {
        #expect(LayoutEngine.snapped(CGRect(x: 16, y: 8, width: -22, height: -35.2), scale: 1)
            == CGRect(x: 16, y: 8, width: 0, height: 0))
    }

    @Test func aViewSqueezedPastNothingBetweenMarginsHasNoSize() {
        // 16 points in from each side of a 10-point container: the solver's width is −22.
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        NSLayoutConstraint.activate([box.leadingAnchor.constraint(greaterThanOrEqualTo: container.leadingAnchor, constant: 16),
                                     box.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor, constant: -16),
                                     box.topAnchor.constraint(equalTo: container.topAnchor),
                                     box.heightAnchor.constraint(equalToConstant: 5)])
        container.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 16, y: 0, width: 0, height: 5), "not a 22-point box at x −6")
    }
}
