import Foundation
@testable import OpenUIKit
import Testing

/// `allowsGroupOpacity`, as Core Animation documents it: true by default on iOS 7 and later
/// (`UIViewGroupOpacity` in Info.plist defaults to true), so a translucent layer's sublayers
/// are faded as one group and do not show through each other; false lets each sublayer
/// inherit the opacity and blend on its own. Source:
/// developer.apple.com/documentation/quartzcore/calayer/allowsgroupopacity.
@MainActor
@Suite struct CALayerGroupOpacityTests {
    /// A parent at opacity 0.5 holding a red square and a blue square overlapping it, on
    /// white; returns the colours of the red square alone, the overlap, and the blue alone.
    func overlap(groupOpacity: Bool, parentIsAView: Bool = false)
        -> (red: (r: UInt8, g: UInt8, b: UInt8), both: (r: UInt8, g: UInt8, b: UInt8), blue: (r: UInt8, g: UInt8, b: UInt8)) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        window.backgroundColor = .white
        let parent: CALayer
        if parentIsAView {
            let view = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
            window.addSubview(view)
            view.alpha = 0.5
            parent = view.layer
        } else {
            parent = CALayer()
            parent.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
            parent.opacity = 0.5
            window.layer.addSublayer(parent)
        }
        parent.allowsGroupOpacity = groupOpacity
        for (x, color) in [(CGFloat(0), UIColor.red), (30, UIColor.blue)] {
            let square = CALayer()
            square.frame = CGRect(x: x, y: 0, width: 50, height: 40)
            square.backgroundColor = color.cgColor
            parent.addSublayer(square)
        }
        window.renderIfNeeded()
        func rgb(_ x: Int) -> (r: UInt8, g: UInt8, b: UInt8) {
            let p = window.backBuffer!.pixel(x: x, y: 30)
            return (p.r, p.g, p.b)
        }
        return (rgb(20), rgb(55), rgb(85))
    }

    @Test func groupOpacityIsOnByDefault() {
        #expect(CALayer().allowsGroupOpacity)
        #expect(UIView().layer.allowsGroupOpacity)
    }

    /// As a group: the overlap is the blue square over the red one, then faded once, so it
    /// shows no red. Each on its own: the red square fades over white, and the faded blue
    /// square over that, so red shows through the overlap.
    @Test(arguments: [false, true])
    func overlappingSublayersShowThroughOnlyWithoutGroupOpacity(parentIsAView: Bool) {
        let grouped = overlap(groupOpacity: true, parentIsAView: parentIsAView)
        let separate = overlap(groupOpacity: false, parentIsAView: parentIsAView)
        func near(_ a: UInt8, _ b: Int) -> Bool { abs(Int(a) - b) <= 1 }
        // Red at 0.5 over white: (255, 128, 128); blue at 0.5 over white: (128, 128, 255).
        for result in [grouped, separate] {
            #expect(near(result.red.r, 255) && near(result.red.g, 128) && near(result.red.b, 128), "\(result.red)")
            #expect(near(result.blue.r, 128) && near(result.blue.g, 128) && near(result.blue.b, 255), "\(result.blue)")
        }
        #expect(near(grouped.both.r, 128) && near(grouped.both.b, 255), "grouped overlap: \(grouped.both)")
        // Blue at 0.5 over (255, 128, 128): (128, 64, 191).
        #expect(near(separate.both.r, 128) && near(separate.both.g, 64) && near(separate.both.b, 191), "separate overlap: \(separate.both)")
    }

    /// The inherited opacity multiplies down the tree: a sublayer at 0.5 in a parent at 0.5
    /// without group opacity shows at 0.25.
    @Test func inheritedOpacityMultipliesDownTheTree() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.backgroundColor = .white
        let parent = CALayer()
        parent.frame = window.bounds
        parent.opacity = 0.5
        parent.allowsGroupOpacity = false
        let child = CALayer()
        child.frame = parent.bounds
        child.opacity = 0.5
        child.backgroundColor = UIColor.black.cgColor
        parent.addSublayer(child)
        window.layer.addSublayer(parent)
        window.renderIfNeeded()
        let level = Int(window.backBuffer!.pixel(x: 20, y: 20).r)
        #expect(abs(level - 191) <= 1, "black at 0.25 over white: \(level)")
    }
}
