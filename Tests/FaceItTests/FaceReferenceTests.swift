import FaceItKit
import Foundation
import OpenUIKit
import Testing
import TestSupport

/// Reference images of the face, rendered headlessly through a window as the app shows it.
///
/// Tolerance 2 (of 255) everywhere here: the face is strokes of one flat colour on white, no
/// text and no images, and Cairo rasterises geometry deterministically for a given version;
/// 2 absorbs rounding in anti-aliased edge coverage between builds, while a feature that
/// moves by even a quarter of a point changes edge pixels by 50 or more.
@Suite("Face reference images")
@MainActor
struct FaceReferenceTests {
    static let tolerance = 2

    /// Renders a controller showing `expression` in a window of `size` at `screenScale`.
    func renderController(_ expression: FacialExpression, size: CGSize = CGSize(width: 300, height: 300),
                          screenScale: CGFloat = 1) -> CairoSurface? {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.screenScale = screenScale
        window.rootViewController = FaceViewController(expression: expression)
        window.renderIfNeeded()
        return window.backBuffer
    }

    /// Renders a bare face view filling a white window of `size`, set up by `configure`.
    func renderView(size: CGSize, _ configure: (FaceView) -> Void) -> CairoSurface? {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.backgroundColor = .white
        let face = FaceView(frame: window.bounds)
        configure(face)
        window.addSubview(face)
        window.renderIfNeeded()
        return window.backBuffer
    }

    func check(_ surface: CairoSurface?, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let surface else {
            Issue.record("nothing rendered for \(name)", sourceLocation: sourceLocation)
            return
        }
        ReferenceImage.assertMatches(surface, named: name, tolerance: Self.tolerance, sourceLocation: sourceLocation)
    }

    // MARK: The mouth

    @Test func smile() {
        check(renderController(FacialExpression(eyes: .open, mouth: .smile, brows: .normal)), "face-smile")
    }

    @Test func neutral() {
        check(renderController(.neutral), "face-neutral")
    }

    @Test func frown() {
        check(renderController(FacialExpression(eyes: .open, mouth: .frown, brows: .normal)), "face-frown")
    }

    /// A pixel-doubled screen: the same face with twice the pixels, not twice the size.
    @Test func smileOnATwoTimesScreen() {
        check(renderController(.default, screenScale: 2), "face-smile@2x")
    }

    // MARK: The eyes

    @Test func eyesClosed() {
        check(renderController(FacialExpression(eyes: .closed, mouth: .grin, brows: .normal)), "face-eyes-closed")
    }

    @Test func eyesSquinting() {
        check(renderController(FacialExpression(eyes: .squinting, mouth: .smirk, brows: .normal)), "face-eyes-squinting")
    }

    // MARK: The brows

    @Test func browsFurrowed() {
        check(renderController(FacialExpression(eyes: .open, mouth: .frown, brows: .furrowed)), "face-brows-furrowed")
    }

    @Test func browsRelaxed() {
        check(renderController(FacialExpression(eyes: .open, mouth: .smirk, brows: .relaxed)), "face-brows-relaxed")
    }

    // MARK: Scale and shape

    @Test func halfScale() {
        check(renderView(size: CGSize(width: 300, height: 300)) { $0.scale = 0.5 }, "face-scale-0.5")
    }

    @Test func fullScale() {
        check(renderView(size: CGSize(width: 300, height: 300)) { $0.scale = 1 }, "face-scale-1.0")
    }

    @Test func wideView() {
        check(renderView(size: CGSize(width: 600, height: 200)) { _ in }, "face-wide-600x200")
    }

    @Test func tallView() {
        check(renderView(size: CGSize(width: 200, height: 600)) { _ in }, "face-tall-200x600")
    }

    /// A face 40 pt across: the lines thin so the eyes stay rings.
    @Test func tinyFace() {
        check(renderView(size: CGSize(width: 40, height: 40)) { _ in }, "face-tiny-40x40")
    }
}
