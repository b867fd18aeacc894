import CCairo
import Foundation
@testable import OpenUIKit
import Testing

/// `CAReplicatorLayer`, as Core Animation documents it: instance k is the sublayers drawn
/// again with `instanceTransform` applied k times about the middle of the replicator's bounds
/// ("The matrix is applied relative to the center of this layer"), their animations k ×
/// `instanceDelay` seconds behind ("each of the copies offsets the time of the animation"),
/// their colours multiplied by `instanceColor` plus k times the offsets ("added to the ...
/// component of instance k-1 to produce the modulation color of instance k"). Sources:
/// developer.apple.com/documentation/quartzcore/careplicatorlayer and its properties' pages.
@MainActor
@Suite(.serialized) struct CAReplicatorLayerTests {
    /// A 64 Hz display: its refresh interval, 1/64 s, and every time below are exact binary
    /// fractions, so frames land exactly on the times the expectations name.
    static let refreshInterval: TimeInterval = 1.0 / 64
    /// The fade's duration and the delay between instances: a twelfth of it.
    static let fadeDuration: CFTimeInterval = 0.75
    static let delay: CFTimeInterval = fadeDuration / 12

    /// An activity indicator: one 10×10 black dot at the top of a 100×100 replicator at
    /// (50, 50) in a white 200×200 window, fading from 1 to 0 and repeating, 12 instances
    /// turned by 30° each and delayed by a twelfth of the fade.
    @MainActor
    struct Indicator {
        let window: UIWindow
        let frames: HeadlessFrameClock
        let replicator: CAReplicatorLayer
        let dot: CALayer

        init(scale: CGFloat = 1) {
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            window.screenScale = scale
            window.backgroundColor = .white
            window.inputClock = ManualInputClock(now: 0)
            frames = HeadlessFrameClock(window: window, refreshInterval: CAReplicatorLayerTests.refreshInterval)
            replicator = CAReplicatorLayer()
            replicator.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
            dot = CALayer()
            dot.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            dot.position = CGPoint(x: 50, y: 10)
            dot.cornerRadius = 5
            dot.backgroundColor = UIColor.black.cgColor
            replicator.addSublayer(dot)
            replicator.instanceCount = 12
            replicator.instanceTransform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
            replicator.instanceDelay = CAReplicatorLayerTests.delay
            window.layer.addSublayer(replicator)
            window.renderIfNeeded()
        }

        func startFading() {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = CAReplicatorLayerTests.fadeDuration
            fade.repeatCount = .infinity
            fade.timingFunction = CAMediaTimingFunction(name: .linear)
            dot.add(fade, forKey: "fade")
            window.renderIfNeeded()
        }

        /// The opacity instance `index` shows its dot at now.
        func opacity(ofInstance index: Int) -> CGFloat {
            replicator.withSublayers(showingInstance: index) { dot.renderState.opacity }
        }

        /// Where instance `index`'s dot is centred, in window points: the top of the
        /// replicator turned by 30° per instance, clockwise on screen, about its middle.
        func dotCenter(ofInstance index: Int) -> CGPoint {
            let angle = CGFloat(index) * .pi / 6
            return CGPoint(x: 100 + 40 * sin(angle), y: 100 - 40 * cos(angle))
        }

        /// The grey level (0 black … 255 white) at a window point.
        func level(at point: CGPoint) -> Int {
            let scale = window.screenScale
            return Int(window.backBuffer!.pixel(x: Int(point.x * scale), y: Int(point.y * scale)).r)
        }
    }

    @Test func defaultsAreCoreAnimations() {
        let layer = CAReplicatorLayer()
        #expect(layer.instanceCount == 1)
        #expect(layer.instanceDelay == 0)
        #expect(layer.instanceTransform == CATransform3DIdentity)
        #expect(layer.preservesDepth == false)
        #expect(layer.instanceColor == CGColor.white)
        #expect(layer.instanceRedOffset == 0 && layer.instanceGreenOffset == 0 && layer.instanceBlueOffset == 0 && layer.instanceAlphaOffset == 0)
    }

    @Test func badValuesAreRefusedAndTheOldOnesKept() {
        let layer = CAReplicatorLayer()
        layer.instanceCount = 4
        layer.instanceCount = -2
        #expect(layer.instanceCount == 4)
        layer.instanceDelay = 0.1
        layer.instanceDelay = .nan
        #expect(layer.instanceDelay == 0.1)
        layer.instanceAlphaOffset = -0.1
        layer.instanceAlphaOffset = .infinity
        #expect(layer.instanceAlphaOffset == -0.1)
        var transform = CATransform3DMakeTranslation(10, 0, 0)
        layer.instanceTransform = transform
        transform.m41 = .nan
        layer.instanceTransform = transform
        #expect(layer.instanceTransform == CATransform3DMakeTranslation(10, 0, 0))
    }

    /// The opacity of instances 0, 3 and 6 at 0, ¼, ½ and 1 of the fade's duration. An
    /// instance k lags k twelfths of the fade; before its delayed start it shows the dot's
    /// model opacity, 1 (the animation fills nothing backwards), and at the end of a cycle
    /// the repeat starts again at 1.
    @Test func delayedInstancesShowTheFadeEarlierInTime() {
        let indicator = Indicator()
        indicator.startFading()
        let quarter = Self.fadeDuration / 4
        // Opacity of instances 0, 3, 6 at each time.
        let expected: [(at: CFTimeInterval, opacities: [CGFloat])] = [
            (0, [1, 1, 1]),
            (quarter, [0.75, 1, 1]),
            (2 * quarter, [0.5, 0.75, 1]),
            (4 * quarter, [1, 0.25, 0.5]),
        ]
        var elapsed: CFTimeInterval = 0
        for (time, opacities) in expected {
            if time > elapsed { indicator.frames.advance(by: time - elapsed) }
            elapsed = time
            for (instance, opacity) in zip([0, 3, 6], opacities) {
                let shown = indicator.opacity(ofInstance: instance)
                #expect(nearly(shown, opacity, 1e-9), "instance \(instance) at \(time) s: \(shown), expected \(opacity)")
                // On screen: black at that opacity over white.
                let level = indicator.level(at: indicator.dotCenter(ofInstance: instance))
                let expectedLevel = Int((255 * (1 - opacity)).rounded())
                #expect(abs(level - expectedLevel) <= 2, "instance \(instance) at \(time) s: level \(level), expected \(expectedLevel)")
            }
        }
        // Only instance 0 is the real layer: its presentation is the frame's own.
        #expect(nearly(indicator.dot.presentation()!.opacity.cgFloat, 1, 1e-9))
    }

    /// Every frame of the spinning indicator, drawn over the last one's damage, equals a
    /// full recomposite: the dot's animation damages every instance.
    @Test(arguments: [1, 2] as [CGFloat])
    func everyFrameOfTheIndicatorEqualsAFullRecomposite(scale: CGFloat) throws {
        let indicator = Indicator(scale: scale)
        indicator.startFading()
        for frame in 1...20 {
            indicator.frames.advance(by: Self.refreshInterval)
            let incremental = try #require(indicator.window.backBuffer?.pixelBytes())
            indicator.window.setNeedsFullRedisplay()
            indicator.window.renderIfNeeded()
            let full = try #require(indicator.window.backBuffer?.pixelBytes())
            let differing = stride(from: 0, to: min(incremental.count, full.count), by: 4).filter { incremental[$0..<$0 + 4] != full[$0..<$0 + 4] }.count
            #expect(differing == 0, "frame \(frame) at @\(Int(scale))x: \(differing) pixels differ from a full recomposite")
            if incremental != full { return }
        }
        let damage = indicator.window.renderer.lastRenderStatistics.damageInWindowPixels
        let last = indicator.dotCenter(ofInstance: 9)
        #expect(damage.contains { $0.contains(CGPoint(x: last.x * scale, y: last.y * scale)) },
                "the dot's fade damages instance 9 too: \(damage)")
    }

    /// Instance k is placed by the transform applied k times about the replicator's middle,
    /// and its colour is instanceColor plus k times the offsets, each component clamped.
    @Test func instancesAreMovedAndTintedStepByStep() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        window.backgroundColor = .black
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        let square = CALayer()
        square.frame = CGRect(x: 5, y: 5, width: 30, height: 30)
        square.backgroundColor = UIColor.white.cgColor
        replicator.addSublayer(square)
        replicator.instanceCount = 5
        replicator.instanceTransform = CATransform3DMakeTranslation(40, 0, 0)
        replicator.instanceColor = UIColor(red: 1, green: 1, blue: 0.5, alpha: 1).cgColor
        replicator.instanceGreenOffset = -0.3
        replicator.instanceBlueOffset = 0.25
        replicator.instanceRedOffset = -0.2
        window.layer.addSublayer(replicator)
        window.renderIfNeeded()
        let buffer = window.backBuffer!
        for instance in 0..<5 {
            let k = CGFloat(instance)
            let expected = (r: max(0, 1 - 0.2 * k), g: max(0, 1 - 0.3 * k), b: min(1, 0.5 + 0.25 * k))
            let pixel = buffer.pixel(x: 20 + 40 * instance, y: 20)
            #expect(abs(Int(pixel.r) - Int((expected.r * 255).rounded())) <= 1, "instance \(instance) red \(pixel.r)")
            #expect(abs(Int(pixel.g) - Int((expected.g * 255).rounded())) <= 1, "instance \(instance) green \(pixel.g)")
            #expect(abs(Int(pixel.b) - Int((expected.b * 255).rounded())) <= 1, "instance \(instance) blue \(pixel.b)")
            // Between the instances: the black background.
            #expect(buffer.pixel(x: 38 + 40 * instance, y: 20).r == 0)
        }
        let color = replicator.renderState.replicator.color(ofInstance: 4)
        #expect(nearly(color.red, 0.2) && color.green == 0 && color.blue == 1 && color.alpha == 1, "clamped: \(color)")
    }

    /// An alpha offset fades the instances out one by one; an instance with no alpha left
    /// draws nothing, and instanceCount 0 draws none of the sublayers.
    @Test func alphaOffsetsFadeAndZeroCountHides() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 160, height: 40))
        window.backgroundColor = .white
        let replicator = CAReplicatorLayer()
        replicator.frame = window.bounds
        let square = CALayer()
        square.frame = CGRect(x: 5, y: 5, width: 30, height: 30)
        square.backgroundColor = UIColor.black.cgColor
        replicator.addSublayer(square)
        replicator.instanceCount = 4
        replicator.instanceTransform = CATransform3DMakeTranslation(40, 0, 0)
        replicator.instanceAlphaOffset = -0.5
        window.layer.addSublayer(replicator)
        window.renderIfNeeded()
        let levels = (0..<4).map { Int(window.backBuffer!.pixel(x: 20 + 40 * $0, y: 20).r) }
        #expect(levels[0] == 0 && abs(levels[1] - 128) <= 1 && levels[2] == 255 && levels[3] == 255, "\(levels)")
        replicator.instanceCount = 0
        window.renderIfNeeded()
        #expect(window.backBuffer!.pixel(x: 20, y: 20).r == 255, "no instance, not even the sublayer itself")
    }

    /// With preservesDepth the instances are drawn by depth (the nearer last), flattened
    /// they are drawn in order (the later on top).
    @Test(arguments: [false, true])
    func preservingDepthOrdersInstancesByTheirZ(preservesDepth: Bool) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        window.backgroundColor = .white
        let replicator = CAReplicatorLayer()
        replicator.frame = window.bounds
        let square = CALayer()
        square.frame = CGRect(x: 5, y: 5, width: 30, height: 30)
        square.backgroundColor = UIColor.red.cgColor
        replicator.addSublayer(square)
        replicator.instanceCount = 2
        // Instance 1: 20 points right and 10 points farther away, tinted blue.
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, -10)
        replicator.instanceRedOffset = -1
        replicator.instanceBlueOffset = 0
        replicator.preservesDepth = preservesDepth
        window.layer.addSublayer(replicator)
        window.renderIfNeeded()
        // Where the two overlap.
        let overlap = window.backBuffer!.pixel(x: 30, y: 20)
        if preservesDepth {
            #expect(overlap.r == 255 && overlap.g == 0, "the nearer instance 0 (red) is in front")
        } else {
            #expect(overlap.r == 0, "instance 1 (its red taken out: black) is drawn last, on top")
        }
    }

    /// Hit testing finds the real sublayers and the replicator, never a copy.
    @Test func onlyTheRealSublayersAreHit() {
        let indicator = Indicator()
        let root = indicator.window.layer
        let onInstance0 = indicator.dotCenter(ofInstance: 0)
        #expect(root.hitTest(onInstance0) === indicator.dot)
        let onInstance3 = indicator.dotCenter(ofInstance: 3)
        #expect(root.hitTest(onInstance3) === indicator.replicator, "a copy is not hit: the replicator's bounds are")
        #expect(indicator.replicator.sublayers?.count == 1)
    }

    /// A sublayer that stops animating, moves or leaves damages where every instance was.
    @Test func aSublayerLeavingTakesEveryInstanceWithIt() {
        let indicator = Indicator()
        #expect(indicator.level(at: indicator.dotCenter(ofInstance: 6)) == 0)
        indicator.dot.removeFromSuperlayer()
        indicator.window.renderIfNeeded()
        for instance in [0, 3, 6, 9] {
            #expect(indicator.level(at: indicator.dotCenter(ofInstance: instance)) == 255, "instance \(instance) is gone")
        }
    }
}

extension Float {
    /// The value as a `CGFloat`, for comparing with `nearly`.
    var cgFloat: CGFloat { CGFloat(self) }
}

extension CairoSurface {
    /// The image surface's bytes, to compare two renderings exactly.
    func pixelBytes() -> [UInt8]? {
        cairo_surface_flush(pointer)
        guard let data = cairo_image_surface_get_data(pointer) else { return nil }
        return Array(UnsafeBufferPointer(start: data, count: Int(cairo_image_surface_get_stride(pointer)) * pixelHeight))
    }
}
