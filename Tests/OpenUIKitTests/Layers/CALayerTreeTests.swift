import Foundation
@testable import OpenUIKit
import Testing

/// The layer tree as Core Animation documents it: sublayers independent of subviews,
/// insertion and removal, zPosition, masks, hit testing, coordinate conversion, and how a
/// view's subviews' layers sit among free-standing sublayers.
@MainActor
@Suite struct CALayerTreeTests {
    @Test func addSublayerAppendsAndSetsTheSuperlayer() {
        let parent = CALayer(), a = CALayer(), b = CALayer()
        #expect(parent.sublayers == nil)
        parent.addSublayer(a)
        parent.addSublayer(b)
        #expect(parent.sublayers?.map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
        #expect(a.superlayer === parent)
    }

    /// Core Animation: "If the index is greater than the number of sublayers, the layer is
    /// inserted at the end" (insertSublayer(_:at:) documentation); a missing sibling puts
    /// the layer at the bottom (below) or the top (above).
    @Test func insertionsFollowCoreAnimation() {
        let parent = CALayer(), a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer(), e = CALayer()
        parent.addSublayer(a)
        parent.insertSublayer(b, at: 99)
        parent.insertSublayer(c, at: 0)
        parent.insertSublayer(d, below: b)
        parent.insertSublayer(e, above: c)
        #expect(parent.sublayers?.map(ObjectIdentifier.init) == [c, e, a, d, b].map(ObjectIdentifier.init))
        let f = CALayer(), g = CALayer()
        parent.insertSublayer(f, below: nil)
        parent.insertSublayer(g, above: nil)
        #expect(parent.sublayers?.first === f)
        #expect(parent.sublayers?.last === g)
    }

    @Test func reAddingALayerMovesIt() {
        let one = CALayer(), two = CALayer(), layer = CALayer(), other = CALayer()
        one.addSublayer(layer)
        one.addSublayer(other)
        one.addSublayer(layer)
        #expect(one.sublayers?.last === layer)
        #expect(one.sublayers?.count == 2)
        two.addSublayer(layer)
        #expect(layer.superlayer === two)
        #expect(one.sublayers?.count == 1)
    }

    @Test func replaceAndRemove() {
        let parent = CALayer(), a = CALayer(), b = CALayer(), c = CALayer()
        parent.sublayers = [a, b]
        parent.replaceSublayer(a, with: c)
        #expect(parent.sublayers?.map(ObjectIdentifier.init) == [c, b].map(ObjectIdentifier.init))
        #expect(a.superlayer == nil)
        b.removeFromSuperlayer()
        c.removeFromSuperlayer()
        #expect(parent.sublayers == nil)
        parent.sublayers = [a]
        #expect(a.superlayer === parent)
    }

    @Test func aLayerCannotContainItsAncestor() {
        let parent = CALayer(), child = CALayer()
        parent.addSublayer(child)
        child.addSublayer(parent)
        #expect(parent.superlayer == nil)
        #expect(child.sublayers == nil)
    }

    /// On iOS, a sublayer added after the subviews sits above them in `sublayers`, and a
    /// subview added afterwards goes on top of it; `insertSublayer(_:at: 0)` goes below.
    @Test func subviewLayersSitAmongFreeStandingSublayers() {
        let view = UIView(), a = UIView(), b = UIView(), free = CALayer(), bottom = CALayer()
        view.addSubview(a)
        view.layer.addSublayer(free)
        view.addSubview(b)
        view.layer.insertSublayer(bottom, at: 0)
        #expect(view.layer.sublayers?.map(ObjectIdentifier.init) == [bottom, a.layer, free, b.layer].map(ObjectIdentifier.init))
        #expect(view.subviews == [a, b])
        view.sendSubviewToBack(b)
        #expect(view.layer.sublayers?.first === b.layer)
        view.bringSubviewToFront(b)
        #expect(view.layer.sublayers?.last === b.layer)
        view.exchangeSubview(at: 0, withSubviewAt: 1)
        #expect(view.subviews == [b, a])
        #expect(view.layer.sublayers?.map(ObjectIdentifier.init) == [bottom, b.layer, free, a.layer].map(ObjectIdentifier.init))
        view.insertSubview(b, aboveSubview: a)
        #expect(view.layer.sublayers?.last === b.layer)
        a.removeFromSuperview()
        #expect(a.layer.superlayer == nil)
        #expect(view.layer.sublayers?.map(ObjectIdentifier.init) == [bottom, free, b.layer].map(ObjectIdentifier.init))
    }

    /// UIKit allows `removeFromSuperlayer` on a view's layer: the layer leaves, the view
    /// stays in `subviews` (and draws nothing until its layer is back).
    @Test func removingAViewsLayerLeavesTheViewTree() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        child.layer.removeFromSuperlayer()
        #expect(parent.subviews == [child])
        #expect(parent.layer.sublayers == nil)
        let other = CALayer()
        other.addSublayer(child.layer)
        #expect(child.superview === parent)
        #expect(child.layer.superlayer === other)
        // Moving the view again takes its layer back.
        parent.addSubview(child)
        #expect(child.layer.superlayer === parent.layer)
        #expect(other.sublayers == nil)
    }

    @Test func zPositionOrdersDrawingNotTheList() {
        let parent = CALayer(), a = CALayer(), b = CALayer(), c = CALayer()
        parent.sublayers = [a, b, c]
        a.zPosition = 1
        #expect(parent.sublayers?.first === a)
        #expect(parent.sublayersInDrawingOrder.map(ObjectIdentifier.init) == [b, c, a].map(ObjectIdentifier.init))
        c.zPosition = -1
        #expect(parent.sublayersInDrawingOrder.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
    }

    /// The drawing order is kept between frames, so every way a depth can change must
    /// reorder it: the model value, a presentation value while an animation runs (and its
    /// end), a view-backed layer, and a layer moving to another parent.
    @Test func theDrawingOrderFollowsEveryDepthChange() {
        let parent = CALayer(), a = CALayer(), b = CALayer()
        parent.sublayers = [a, b]
        func order(_ layer: CALayer) -> [ObjectIdentifier] { layer.sublayersInDrawingOrder.map(ObjectIdentifier.init) }
        #expect(order(parent) == [a, b].map(ObjectIdentifier.init))
        a.zPosition = 2
        #expect(order(parent) == [b, a].map(ObjectIdentifier.init))
        var shown = a.modelState
        shown.zPosition = -1
        a.presentationState = shown
        #expect(order(parent) == [a, b].map(ObjectIdentifier.init), "the presentation's depth is the one drawn")
        a.presentationState = nil
        #expect(order(parent) == [b, a].map(ObjectIdentifier.init))

        let host = UIView(), first = UIView(), second = UIView()
        host.addSubview(first)
        host.addSubview(second)
        first.layer.zPosition = 1
        #expect(order(host.layer) == [second.layer, first.layer].map(ObjectIdentifier.init))

        let other = CALayer(), c = CALayer()
        other.sublayers = [c]
        #expect(order(other) == [c].map(ObjectIdentifier.init))
        other.addSublayer(a)
        #expect(order(other) == [c, a].map(ObjectIdentifier.init), "a keeps its depth of 2 in its new parent")
        #expect(order(parent) == [b].map(ObjectIdentifier.init))
    }

    @Test func hitTestFindsTheTopmostLayer() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let a = CALayer(), b = CALayer()
        a.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        b.frame = CGRect(x: 30, y: 30, width: 50, height: 50)
        root.sublayers = [a, b]
        #expect(root.hitTest(CGPoint(x: 40, y: 40)) === b)
        a.zPosition = 1
        #expect(root.hitTest(CGPoint(x: 40, y: 40)) === a)
        #expect(root.hitTest(CGPoint(x: 90, y: 5)) === root)
        #expect(root.hitTest(CGPoint(x: 150, y: 5)) == nil)
        b.isHidden = true
        #expect(root.hitTest(CGPoint(x: 70, y: 70)) === root)
        #expect(a.contains(CGPoint(x: 49, y: 49)))
        #expect(!a.contains(CGPoint(x: 50, y: 50)))
    }

    @Test func convertMapsThroughTheTree() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let a = CALayer(), b = CALayer()
        a.frame = CGRect(x: 10, y: 20, width: 100, height: 100)
        b.frame = CGRect(x: 5, y: 5, width: 20, height: 20)
        root.addSublayer(a)
        a.addSublayer(b)
        #expect(b.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: 16, y: 26))
        #expect(root.convert(CGPoint(x: 16, y: 26), to: b) == CGPoint(x: 1, y: 1))
        #expect(a.convert(CGPoint(x: 0, y: 0), from: b) == CGPoint(x: 5, y: 5))
        #expect(b.convert(CGRect(x: 0, y: 0, width: 2, height: 2), to: nil) == CGRect(x: 15, y: 25, width: 2, height: 2))
        #expect(a.convert(CGRect(x: 15, y: 25, width: 2, height: 2), from: nil) == CGRect(x: 5, y: 5, width: 2, height: 2))
    }

    @Test func maskBelongsToOneLayerAndHasNoSuperlayer() {
        let parent = CALayer(), layer = CALayer(), other = CALayer(), shape = CALayer()
        parent.addSublayer(shape)
        layer.mask = shape
        #expect(shape.superlayer == nil)
        #expect(layer.mask === shape)
        other.mask = shape
        #expect(layer.mask == nil)
        #expect(other.mask === shape)
        other.mask = other
        #expect(other.mask == nil)
    }

    /// Core Animation: new layers have contentsScale 1 and contentsGravity resize, a
    /// contentsRect and contentsCenter of the unit rect, and no content to draw.
    @Test func contentDefaults() {
        let layer = CALayer()
        #expect(layer.contentsScale == 1)
        #expect(layer.contentsGravity == .resize)
        #expect(layer.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(layer.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(layer.contents == nil)
        #expect(!layer.needsDisplay())
        #expect(!layer.needsDisplayOnBoundsChange)
        #expect(layer.zPosition == 0)
        #expect(!layer.isOpaque)
    }

    /// Core Animation's gravity names are in its own axis, whose bottom is minimum y: on
    /// iOS `.bottom` places the image at the top of the layer on screen (Apple's
    /// `contentsGravity` documentation: with flipped contents, top aligns to the bottom).
    @Test func gravityPlacesAsCoreAnimationNamesIt() {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        let size = CGSize(width: 20, height: 10)
        #expect(CALayerContentsGravity.bottom.rect(for: size, in: bounds) == CGRect(x: 40, y: 0, width: 20, height: 10))
        #expect(CALayerContentsGravity.top.rect(for: size, in: bounds) == CGRect(x: 40, y: 40, width: 20, height: 10))
        #expect(CALayerContentsGravity.bottomLeft.rect(for: size, in: bounds) == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(CALayerContentsGravity.topRight.rect(for: size, in: bounds) == CGRect(x: 80, y: 40, width: 20, height: 10))
        #expect(CALayerContentsGravity.center.rect(for: size, in: bounds) == CGRect(x: 40, y: 20, width: 20, height: 10))
        #expect(CALayerContentsGravity.resize.rect(for: size, in: bounds) == bounds)
        #expect(CALayerContentsGravity.resizeAspect.rect(for: size, in: bounds) == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(CALayerContentsGravity.resizeAspect.rect(for: CGSize(width: 10, height: 10), in: bounds) == CGRect(x: 25, y: 0, width: 50, height: 50))
        #expect(CALayerContentsGravity.resizeAspectFill.rect(for: CGSize(width: 10, height: 10), in: bounds) == CGRect(x: 0, y: -25, width: 100, height: 100))
    }

    @Test func displayCallsDrawInOnlyWhenAsked() {
        final class Counting: CALayer {
            var draws = 0
            override func draw(in ctx: CGContext) {
                draws += 1
                ctx.setFillColor(UIColor.red.cgColor)
                ctx.fill(bounds)
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let layer = Counting()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        window.layer.addSublayer(layer)
        window.renderIfNeeded()
        #expect(layer.draws == 0, "a new layer has no content until setNeedsDisplay")
        layer.setNeedsDisplay()
        #expect(layer.needsDisplay())
        window.renderIfNeeded()
        #expect(layer.draws == 1)
        #expect(!layer.needsDisplay())
        layer.bounds.size = CGSize(width: 20, height: 20)
        window.renderIfNeeded()
        #expect(layer.draws == 1)
        layer.needsDisplayOnBoundsChange = true
        layer.bounds.size = CGSize(width: 30, height: 30)
        window.renderIfNeeded()
        #expect(layer.draws == 2)
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(layer.draws == 3)
    }

    @Test func theDelegateDrawsAndLaysOut() {
        final class Helper: NSObject, CALayerDelegate {
            var drew = 0, laidOut = 0, willDraw = 0
            func draw(_ layer: CALayer, in ctx: CGContext) { drew += 1 }
            func layerWillDraw(_ layer: CALayer) { willDraw += 1 }
            func layoutSublayers(of layer: CALayer) { laidOut += 1 }
        }
        let helper = Helper()
        let layer = CALayer()
        layer.delegate = helper
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.display()
        #expect(helper.drew == 1)
        #expect(helper.willDraw == 1)
        layer.setNeedsLayout()
        #expect(layer.needsLayout())
        layer.layoutIfNeeded()
        #expect(helper.laidOut == 1)
        #expect(!layer.needsLayout())
        let view = UIView()
        #expect(view.layer.delegate === view)
    }

    @Test func layersInAWindowLayOutBeforeTheFrame() {
        final class Row: CALayer {
            var layouts = 0
            override func layoutSublayers() {
                layouts += 1
                sublayers?.first?.frame = bounds.insetBy(dx: 2, dy: 2)
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let row = Row(), inner = CALayer()
        row.addSublayer(inner)
        window.layer.addSublayer(row)
        row.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        window.renderIfNeeded()
        #expect(row.layouts >= 1)
        #expect(inner.frame == CGRect(x: 2, y: 2, width: 16, height: 6))
    }

    @Test func initLayerCopiesTheValues() {
        let layer = CALayer()
        layer.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        layer.cornerRadius = 2
        layer.contentsGravity = .center
        let copy = CALayer(layer: layer)
        #expect(copy.frame == layer.frame)
        #expect(copy.cornerRadius == 2)
        #expect(copy.contentsGravity == .center)
        #expect(copy.superlayer == nil)
        #expect(copy.preferredFrameSize() == CGSize(width: 3, height: 4))
    }

    /// Core Animation draws a layer at its `contentsScale`, 1 unless set, also on a 2x
    /// screen: its bitmap then has one pixel per point and shows blurred, as on an iPhone. A
    /// view's layer draws at the window's scale.
    @Test func aLayerDrawsAtItsContentsScaleNotTheWindows() {
        final class Filled: CALayer {
            override func draw(in ctx: CGContext) {
                ctx.setFillColor(UIColor.red.cgColor)
                ctx.fill(bounds)
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.screenScale = 2
        let layer = Filled()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.setNeedsDisplay()
        window.layer.addSublayer(layer)
        window.renderIfNeeded()
        #expect(layer.backingStore?.surface.pixelWidth == 10)
        layer.contentsScale = 2
        window.renderIfNeeded()
        #expect(layer.backingStore?.surface.pixelWidth == 20)
    }

    /// A layer whose `contents` is set and that never asked to display shows the image; a
    /// later `setNeedsDisplay()` with nothing drawn replaces it with nothing, as in Core
    /// Animation.
    @Test func contentsShowUntilTheLayerDraws() {
        let surface = CairoSurface.makeImage(pixelWidth: 2, pixelHeight: 2)!
        let image = CGImage(surface: surface)
        let layer = CALayer()
        layer.contents = image
        #expect(layer.contents as? CGImage === image)
        #expect(layer.displayedContentStore != nil)
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.display()
        #expect(layer.displayedContentStore == nil)
    }

    /// Apps place a view's free-standing sublayers in `layoutSublayers(of:)`, overriding the
    /// view's delegate method and calling super (which lays out the subviews).
    @Test func aViewPlacesItsSublayersInLayoutSublayersOf() {
        final class Gradient: UIView {
            let fill = CALayer()
            var subviewLayouts = 0
            override func layoutSublayers(of layer: CALayer) {
                super.layoutSublayers(of: layer)
                fill.frame = bounds.insetBy(dx: 1, dy: 1)
            }
            override func layoutSubviews() {
                super.layoutSubviews()
                subviewLayouts += 1
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = Gradient(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        view.layer.addSublayer(view.fill)
        window.addSubview(view)
        window.renderIfNeeded()
        #expect(view.fill.frame == CGRect(x: 1, y: 1, width: 28, height: 18))
        #expect(view.subviewLayouts >= 1)
        view.frame.size.width = 50
        window.renderIfNeeded()
        #expect(view.fill.frame.width == 48)
    }
}
