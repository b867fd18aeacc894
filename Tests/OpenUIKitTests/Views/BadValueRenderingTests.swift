import Foundation
import Testing
@testable import OpenUIKit

/// NaN, infinite and absurd values set through the public API: each is refused (the old value
/// stays) or clamped, with a warning naming what was set, and the next update pass still
/// produces a sane picture. Raw Cairo would instead put the whole frame into an error state
/// (or a conversion would trap).
@MainActor
@Suite("Bad values through the API")
struct BadValueRenderingTests {
    nonisolated static let windowSize = CGSize(width: 60, height: 40)
    nonisolated static let white: Pixel = (255, 255, 255, 255)
    nonisolated static let red: Pixel = (255, 0, 0, 255)
    nonisolated static let green: Pixel = (0, 255, 0, 255)
    typealias Pixel = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

    /// A white window with a red subject (20×20 at 10, 10; bad values go there) and a green
    /// witness beside it (20×20 at 35, 10; never touched), rendered once.
    @MainActor
    struct Scene {
        let window: UIWindow
        let subject: SwatchView
        let witness: SwatchView

        init() {
            window = UIWindow(frame: CGRect(origin: .zero, size: BadValueRenderingTests.windowSize))
            window.backgroundColor = .white
            window.screenScale = 1
            subject = SwatchView(frame: CGRect(x: 10, y: 10, width: 20, height: 20), color: .red)
            witness = SwatchView(frame: CGRect(x: 35, y: 10, width: 20, height: 20), color: .green)
            window.addSubview(subject)
            window.addSubview(witness)
            window.makeKeyAndVisible()
            window.renderIfNeeded()
        }

        func pixel(_ x: Int, _ y: Int) -> Pixel {
            window.backBuffer?.pixel(x: x, y: y) ?? (0, 0, 0, 0)
        }

        /// The picture the scene started with: white around, red subject, green witness.
        func isIntact() -> Bool {
            window.backBuffer?.pixelWidth == Int(BadValueRenderingTests.windowSize.width)
                && pixel(20, 20) == BadValueRenderingTests.red && pixel(45, 20) == BadValueRenderingTests.green
                && pixel(5, 5) == BadValueRenderingTests.white && pixel(32, 20) == BadValueRenderingTests.white
        }
    }

    /// A value the API refuses, keeping the old one.
    enum RefusedValue: String, CaseIterable, CustomTestStringConvertible {
        case frameNaN, frameInfinite, boundsNaN, boundsInfinite, centerNaN, centerInfinite
        case transformNaN, transformInfinite, alphaNaN, alphaInfinite
        case contentScaleFactorNaN, contentScaleFactorInfinite, contentScaleFactorZero, contentScaleFactorNegative
        case setNeedsDisplayNaN, screenScaleNaN, screenScaleInfinite, screenScaleZero, windowFrameNaN

        var testDescription: String { rawValue }

        /// What the warning names.
        var property: String {
            switch self {
            case .frameNaN, .frameInfinite, .windowFrameNaN: "UIView.frame"
            case .boundsNaN, .boundsInfinite: "UIView.bounds"
            case .centerNaN, .centerInfinite: "UIView.center"
            case .transformNaN, .transformInfinite: "UIView.transform"
            case .alphaNaN, .alphaInfinite: "UIView.alpha"
            case .contentScaleFactorNaN, .contentScaleFactorInfinite, .contentScaleFactorZero, .contentScaleFactorNegative:
                "UIView.contentScaleFactor"
            case .setNeedsDisplayNaN: "UIView.setNeedsDisplay"
            case .screenScaleNaN, .screenScaleInfinite, .screenScaleZero: "UIView.screenScale"
            }
        }

        @MainActor
        func apply(to scene: Scene) {
            let view = scene.subject
            switch self {
            case .frameNaN: view.frame = CGRect(x: CGFloat.nan, y: 0, width: 20, height: 20)
            case .frameInfinite: view.frame = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 20)
            case .boundsNaN: view.bounds = CGRect(x: 0, y: 0, width: 20, height: CGFloat.nan)
            case .boundsInfinite: view.bounds = CGRect(x: -CGFloat.infinity, y: 0, width: 20, height: 20)
            case .centerNaN: view.center = CGPoint(x: 20, y: CGFloat.nan)
            case .centerInfinite: view.center = CGPoint(x: CGFloat.infinity, y: 20)
            case .transformNaN: view.transform = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
            case .transformInfinite: view.transform = CGAffineTransform(translationX: .infinity, y: 0)
            case .alphaNaN: view.alpha = .nan
            case .alphaInfinite: view.alpha = -.infinity
            case .contentScaleFactorNaN: view.contentScaleFactor = .nan
            case .contentScaleFactorInfinite: view.contentScaleFactor = .infinity
            case .contentScaleFactorZero: view.contentScaleFactor = 0
            case .contentScaleFactorNegative: view.contentScaleFactor = -2
            case .setNeedsDisplayNaN: view.setNeedsDisplay(CGRect(x: 0, y: 0, width: CGFloat.nan, height: 5))
            case .screenScaleNaN: scene.window.screenScale = .nan
            case .screenScaleInfinite: scene.window.screenScale = .infinity
            case .screenScaleZero: scene.window.screenScale = 0
            case .windowFrameNaN: scene.window.frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 40)
            }
        }
    }

    @Test(arguments: RefusedValue.allCases)
    func aRefusedValueIsNamedInAWarningAndTheNextFrameIsSane(_ value: RefusedValue) {
        let scene = Scene()
        #expect(scene.isIntact())
        let warningsBefore = Diagnostics.warningCount()
        value.apply(to: scene)
        // Something else changes too, so the pass has work and composites again.
        scene.witness.setNeedsDisplay()
        scene.window.renderIfNeeded()
        #expect(Diagnostics.warningCount() > warningsBefore)
        #expect(Diagnostics.recentWarnings().suffix(4).contains { $0.contains(value.property) && $0.contains("refused") },
                "\(Diagnostics.recentWarnings().suffix(4))")
        #expect(scene.isIntact(), "\(scene.pixel(20, 20)) \(scene.pixel(45, 20)) \(scene.pixel(5, 5))")
        #expect(scene.subject.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(scene.subject.alpha == 1 && scene.subject.transform.isIdentity && scene.window.screenScale == 1)
    }

    // MARK: Finite but absurd

    @Test func anAbsurdWindowSizeHasNoBackBufferUntilASaneOneReturns() {
        let scene = Scene()
        for size in [CGSize(width: 1e300, height: 1e300), CGSize(width: 1e6, height: 40), CGSize(width: CGFloat.greatestFiniteMagnitude, height: 1)] {
            let warningsBefore = Diagnostics.warningCount()
            scene.window.frame = CGRect(origin: .zero, size: size)
            scene.window.renderIfNeeded()
            #expect(scene.window.backBuffer == nil, "\(size)")
            #expect(Diagnostics.warningCount() > warningsBefore, "\(size)")
            #expect(Diagnostics.recentWarnings().last?.contains("refused an image surface") == true, "\(Diagnostics.recentWarnings().suffix(2))")
        }
        scene.window.frame = CGRect(origin: .zero, size: Self.windowSize)
        scene.window.renderIfNeeded()
        #expect(scene.isIntact())
    }

    @Test func anAbsurdScreenScaleIsClampedAndASaneOneRestoresThePicture() throws {
        let scene = Scene()
        let warningsBefore = Diagnostics.warningCount()
        scene.window.screenScale = 1e300
        #expect(scene.window.screenScale == UIView.maximumContentScaleFactor)
        #expect(Diagnostics.warningCount() > warningsBefore)
        #expect(Diagnostics.recentWarnings().last?.contains("UIView.screenScale = 1e+300 was clamped to 16") == true,
                "\(Diagnostics.recentWarnings().suffix(2))")
        scene.window.renderIfNeeded()
        let backBuffer = try #require(scene.window.backBuffer)
        #expect(backBuffer.pixelWidth == Int(Self.windowSize.width * UIView.maximumContentScaleFactor))
        #expect(backBuffer.pixel(x: 20 * 16, y: 20 * 16) == Self.red)
        scene.window.screenScale = 1
        scene.window.renderIfNeeded()
        #expect(scene.isIntact())
    }

    @Test func anAbsurdContentScaleFactorIsClamped() throws {
        let scene = Scene()
        let warningsBefore = Diagnostics.warningCount()
        scene.subject.contentScaleFactor = 1e300
        #expect(scene.subject.contentScaleFactor == UIView.maximumContentScaleFactor)
        #expect(Diagnostics.warningCount() > warningsBefore)
        scene.window.renderIfNeeded()
        let store = try #require(scene.subject.layer.backingStore)
        #expect(store.surface.pixelWidth == 20 * 16 && store.surface.pixelHeight == 20 * 16)
        #expect(scene.isIntact())
    }

    @Test func anAbsurdlyLargeViewDrawsWithinThePixelLimitsAndTheRestDraws() throws {
        let scene = Scene()
        // Centred a 10^299 points away: past what Cairo's fixed-point coordinates can place,
        // so it may not show, but it must neither trap nor break the frame.
        let huge = SwatchView(frame: CGRect(x: 0, y: 32, width: 1e300, height: 8), color: .blue)
        scene.window.addSubview(huge)
        scene.window.renderIfNeeded()
        #expect(huge.drawCount == 1)
        let store = try #require(huge.layer.backingStore)
        #expect(store.surface.pixelWidth <= CairoSurface.maximumPixelDimension && store.surface.pixelHeight <= CairoSurface.maximumPixelDimension)
        #expect(scene.isIntact())
    }

    @Test(arguments: [
        CGSize(width: 16_384, height: 16_384), CGSize(width: 1e300, height: 1e300),
        CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude), CGSize(width: 1e6, height: 50),
    ])
    func aStoreNeverExceedsThePixelLimits(points: CGSize) {
        // Computed only: allocating these is what the limits prevent.
        let scale = BackingStore.effectiveScale(for: points, wanted: UIView.maximumContentScaleFactor)
        let width = BackingStore.pixelLength(points.width * scale), height = BackingStore.pixelLength(points.height * scale)
        #expect(width <= CairoSurface.maximumPixelDimension && height <= CairoSurface.maximumPixelDimension, "\(width)×\(height)")
        // Rounding each side up may add a row and a column.
        #expect(width * height <= BackingStore.maximumPixelCount + width + height + 1, "\(width)×\(height)")
        #expect(width >= 1 && height >= 1, "still drawn: \(width)×\(height)")
    }

    // MARK: Drawing settings

    /// Strokes a path with whatever settings the test gave it, then fills a red square: with
    /// Cairo in an error state the square would be missing.
    final class StrokeThenFillView: UIView {
        let path = UIBezierPath()

        override init(frame: CGRect) {
            super.init(frame: frame)
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 10, y: 10))
        }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

        override func draw(_ rect: CGRect) {
            UIColor.blue.setStroke()
            path.stroke()
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 10, y: 10, width: 10, height: 10)).fill()
        }
    }

    @Test func badStrokeSettingsAreRefusedAndTheRestOfTheDrawingShows() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.backgroundColor = .white
        let view = StrokeThenFillView(frame: window.bounds)
        view.backgroundColor = .white
        window.addSubview(view)
        let warningsBefore = Diagnostics.warningCount()
        view.path.lineWidth = 3
        view.path.lineWidth = .nan
        #expect(view.path.lineWidth == 3)
        view.path.lineWidth = -1
        view.path.lineWidth = .infinity
        #expect(view.path.lineWidth == 3)
        view.path.miterLimit = .infinity
        view.path.miterLimit = 0.5
        #expect(view.path.miterLimit == 10)
        view.path.setLineDash([4, -1], phase: 0)
        view.path.setLineDash([0, 0], phase: 0)
        view.path.setLineDash([4, 2], phase: .nan)
        #expect(Diagnostics.warningCount() >= warningsBefore + 8)
        let recent = Diagnostics.recentWarnings().suffix(8)
        for name in ["UIBezierPath.lineWidth", "UIBezierPath.miterLimit", "UIBezierPath.setLineDash"] {
            #expect(recent.contains { $0.contains(name) }, "\(recent)")
        }
        window.makeKeyAndVisible()
        window.renderIfNeeded()
        let fill = window.backBuffer?.pixel(x: 15, y: 15) ?? (0, 0, 0, 0)
        #expect(fill == Self.red, "\(fill)")
        // The 3-point line from the corner still drew, solid.
        #expect(window.backBuffer.map { $0.pixel(x: 5, y: 5).b } == 255)
    }

    // MARK: Text

    @Test func badFontSizesAreClampedWithAWarning() {
        for (size, expected, kind) in [(CGFloat.nan, 0, "nan"), (-3, 0, "-3.0"), (1e9, UIFont.maximumPointSize, "1000000000.0"),
                                       (CGFloat.infinity, UIFont.maximumPointSize, "inf")] as [(CGFloat, CGFloat, String)] {
            let warningsBefore = Diagnostics.warningCount()
            #expect(UIFont.systemFont(ofSize: size).pointSize == expected, "\(size)")
            #expect(Diagnostics.warningCount() > warningsBefore, "\(size)")
            #expect(Diagnostics.recentWarnings().last?.contains("font size of \(kind) points was replaced") == true,
                    "\(Diagnostics.recentWarnings().suffix(2))")
        }
        let warningsBefore = Diagnostics.warningCount()
        #expect(UIFont.systemFont(ofSize: 0).pointSize == 0)
        #expect(UIFont.systemFont(ofSize: 17).withSize(12).pointSize == 12)
        #expect(Diagnostics.warningCount() == warningsBefore, "ordinary sizes are quiet")
    }

    @Test(arguments: [
        (NSAttributedString.Key.kern, CGFloat(1e300)), (.kern, -1e300), (.kern, .nan), (.kern, .infinity),
        (.strokeWidth, 1e300), (.strokeWidth, -1e300), (.strokeWidth, .nan),
    ])
    func absurdTextAttributesAreClampedAndTheLabelStillDraws(key: NSAttributedString.Key, value: CGFloat) {
        let scene = Scene()
        // Below the subject and witness, clear of the pixels `isIntact` reads.
        let label = UILabel(frame: CGRect(x: 0, y: 31, width: 60, height: 9))
        label.attributedText = NSAttributedString(string: "Kk", attributes: [key: value, .font: UIFont.systemFont(ofSize: 8)])
        scene.window.addSubview(label)
        let warningsBefore = Diagnostics.warningCount()
        let size = label.sizeThatFits(CGSize(width: 60, height: 10))
        #expect(size.width.isFinite && size.height.isFinite, "\(size)")
        scene.window.renderIfNeeded()
        #expect(Diagnostics.warningCount() > warningsBefore)
        #expect(Diagnostics.recentWarnings().last?.contains("text attribute \(key.rawValue)") == true,
                "\(Diagnostics.recentWarnings().suffix(2))")
        #expect(scene.isIntact(), "\(scene.pixel(20, 20)) \(scene.pixel(45, 20))")
    }

    @Test func aLabelWithANaNFontSizeDrawsNothingAndTheRestDraws() {
        let scene = Scene()
        let label = UILabel(frame: CGRect(x: 0, y: 31, width: 60, height: 9))
        label.font = .systemFont(ofSize: .nan)
        label.text = "invisible"
        scene.window.addSubview(label)
        scene.window.renderIfNeeded()
        #expect(label.sizeThatFits(.zero).height == 0)
        #expect(scene.isIntact())
    }
}
