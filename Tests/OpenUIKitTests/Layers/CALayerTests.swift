import Foundation
import OpenUIKit
import TestSupport
import Testing

/// `CALayer` as Core Animation documents it, and as the view in front of it sees it.
@MainActor
@Suite struct CALayerTests {
    @Test func defaultsAreCoreAnimations() {
        let layer = UIView().layer
        #expect(layer.cornerRadius == 0)
        #expect(layer.borderWidth == 0)
        #expect(layer.borderColor == CGColor.black)
        #expect(layer.shadowColor == CGColor.black)
        #expect(layer.shadowOpacity == 0)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.shadowRadius == 3)
        #expect(layer.shadowPath == nil)
        #expect(layer.opacity == 1)
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(!layer.masksToBounds)
        #expect(CATransform3DIsIdentity(layer.transform))
    }

    @Test func theViewAndItsLayerAreOneState() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        let layer = view.layer
        #expect(layer.frame == view.frame)
        #expect(layer.position == view.center)
        #expect(layer.bounds == view.bounds)

        view.alpha = 0.25
        #expect(layer.opacity == 0.25)
        layer.opacity = 0.5
        #expect(view.alpha == 0.5)

        view.backgroundColor = .red
        #expect(layer.backgroundColor == UIColor.red.cgColor)
        layer.backgroundColor = UIColor.blue.cgColor
        #expect(view.backgroundColor == .blue)

        layer.masksToBounds = true
        #expect(view.clipsToBounds)
        view.isHidden = true
        #expect(layer.isHidden)

        layer.position = CGPoint(x: 5, y: 5)
        #expect(view.center == CGPoint(x: 5, y: 5))
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(CATransform3DGetAffineTransform(layer.transform) == view.transform)
    }

    @Test func layerPropertiesDamageTheViewAndRefuseNaN() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        window.addSubview(view)
        window.renderIfNeeded()
        #expect(window.renderIfNeeded() == nil)
        view.layer.cornerRadius = 8
        #expect(window.needsUpdate)
        window.renderIfNeeded()
        view.layer.cornerRadius = 8
        #expect(!window.needsUpdate, "setting the same value again changes nothing")
        view.layer.cornerRadius = .nan
        view.layer.shadowOpacity = .infinity
        #expect(view.layer.cornerRadius == 8)
        #expect(view.layer.shadowOpacity == 0)
        view.layer.shadowOpacity = 3
        #expect(view.layer.shadowOpacity == 1, "clamped to 0…1")
        view.layer.borderWidth = -2
        #expect(view.layer.borderWidth == 0)
    }

    @Test func aShadowWidensTheDamageAndTheRedraw() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.backgroundColor = .white
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 40, height: 40))
        view.backgroundColor = .red
        window.addSubview(view)
        window.renderIfNeeded()
        view.layer.shadowOpacity = 1
        view.layer.shadowRadius = 4
        view.layer.shadowOffset = CGSize(width: 0, height: 10)
        let stats = try #require(window.renderIfNeeded())
        let damage = stats.damageInWindowPixels.reduce(CGRect.null) { $0.union($1) }
        // Three standard deviations (the radius) of blur around the offset square.
        #expect(damage.maxY >= 50 + 40 + 10 + 12)
        #expect(damage.minX <= 50 - 12)
        // The shadow shows below the square and nothing shows far away.
        let below = window.backBuffer!.pixel(x: 70, y: 96)
        #expect(below.r < 200 && below.r == below.g, "grey shadow under the red square: \(below)")
        #expect(window.backBuffer!.pixel(x: 5, y: 5) == (255, 255, 255, 255))
    }

    @Test func movingAShadowedViewDoesNotBlurAgain() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 40, height: 40))
        view.backgroundColor = .red
        view.layer.shadowOpacity = 0.5
        window.addSubview(view)
        window.renderIfNeeded()
        #expect(view.layer.shadowMasksMade == 1)
        view.center.x += 30
        view.transform = CGAffineTransform(rotationAngle: 0.3)
        view.alpha = 0.7
        window.renderIfNeeded()
        #expect(view.layer.shadowMasksMade == 1, "moving, turning and fading reuse the blur")
        view.backgroundColor = .blue
        window.renderIfNeeded()
        #expect(view.layer.shadowMasksMade == 2, "a new look casts a new shadow")
        let child = UIView(frame: CGRect(x: 30, y: 30, width: 30, height: 30))
        child.backgroundColor = .green
        view.addSubview(child)
        window.renderIfNeeded()
        #expect(view.layer.shadowMasksMade == 3, "so does a new subview")
    }

    @Test func presentationIsACopyOfTheModelWhileNothingAnimates() throws {
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        view.layer.cornerRadius = 2
        let presentation = try #require(view.layer.presentation())
        #expect(presentation !== view.layer)
        #expect(presentation.frame == view.layer.frame)
        #expect(presentation.cornerRadius == 2)
        #expect(view.layer.model() === view.layer)
    }

    @Test func sublayersAreTheSubviewsLayers() {
        let parent = UIView(), a = UIView(), b = UIView()
        #expect(parent.layer.sublayers == nil)
        parent.addSubview(a)
        parent.addSubview(b)
        #expect(parent.layer.sublayers?.count == 2)
        #expect(parent.layer.sublayers?.last === b.layer)
        #expect(b.layer.superlayer === parent.layer)
    }

    @Test func layerClassMakesTheLayer() {
        final class TiledLayer: CALayer {}
        final class TiledView: UIView {
            override class var layerClass: AnyClass { TiledLayer.self }
        }
        #expect(TiledView().layer is TiledLayer)
        #expect(!(UIView().layer is TiledLayer))
    }

    @Test func anchorPointMovesWhatPositionPlaces() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        view.layer.anchorPoint = .zero
        // The position (the center) is now where the top-left corner sits.
        #expect(view.frame == CGRect(x: 50, y: 20, width: 100, height: 40))
        view.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
        #expect(view.center == CGPoint(x: 10, y: 10))
    }

    @Test func threeDTransformsKeepTheirPlanarPart() {
        let t = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let affine = CATransform3DGetAffineTransform(t)
        let p = CGPoint(x: 1, y: 0).applying(affine)
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
        #expect(CATransform3DIsAffine(t))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        #expect(!CATransform3DIsAffine(perspective))
        let scaled = CATransform3DScale(CATransform3DMakeTranslation(10, 0, 0), 2, 2, 1)
        #expect(CGPoint(x: 1, y: 1).applying(CATransform3DGetAffineTransform(scaled)) == CGPoint(x: 12, y: 2))
    }
}
