import FaceItKit
import Foundation
import OpenUIKit
import Testing

/// A face view that counts its draws.
@MainActor
final class CountingFaceView: FaceView {
    private(set) var drawCount = 0

    override func draw(_ rect: CGRect) {
        drawCount += 1
        super.draw(rect)
    }
}

@Suite("FaceView")
@MainActor
struct FaceViewTests {
    /// A face in a window, drawn once, so each test starts with nothing pending.
    func drawnFace(size: CGSize = CGSize(width: 300, height: 300)) -> (UIWindow, CountingFaceView) {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        let face = CountingFaceView(frame: window.bounds)
        window.addSubview(face)
        window.renderIfNeeded()
        return (window, face)
    }

    @Test func defaultsAreTheLecturesFace() {
        let face = FaceView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(face.scale == 0.9)
        #expect(face.eyesOpen)
        #expect(face.mouthCurvature == 1)
        #expect(face.eyeBrowTilt == 0)
        #expect(face.lineWidth == 5)
        #expect(face.color == .blue)
        #expect(face.contentMode == .redraw)
    }

    /// Each property, set once: the view must draw again in the next pass, and only once.
    @Test(arguments: ["scale", "eyes", "eyesOpen", "mouthCurvature", "eyeBrowTilt", "lineWidth", "color"])
    func settingAPropertyRedrawsOnce(property: String) {
        let (window, face) = drawnFace()
        #expect(face.drawCount == 1)
        #expect(window.renderIfNeeded() == nil, "nothing pending after the first pass")
        switch property {
        case "scale": face.scale = 0.5
        case "eyes": face.eyes = .squinting
        case "eyesOpen": face.eyesOpen = false
        case "mouthCurvature": face.mouthCurvature = -0.5
        case "eyeBrowTilt": face.eyeBrowTilt = 0.5
        case "lineWidth": face.lineWidth = 2
        default: face.color = .red
        }
        #expect(window.needsUpdate)
        window.renderIfNeeded()
        #expect(face.drawCount == 2)
    }

    @Test func severalChangesInOneTurnDrawOnce() {
        let (window, face) = drawnFace()
        face.mouthCurvature = -1
        face.eyesOpen = false
        face.eyeBrowTilt = -1
        window.renderIfNeeded()
        #expect(face.drawCount == 2)
    }

    @Test func aNewSizeRedrawsRatherThanStretching() {
        let (window, face) = drawnFace()
        face.frame = CGRect(x: 0, y: 0, width: 300, height: 150)
        window.renderIfNeeded()
        #expect(face.drawCount == 2)
    }

    @Test func eyesOpenReadsAndWritesTheEyeState() {
        let face = FaceView()
        face.eyes = .squinting
        #expect(!face.eyesOpen)
        face.eyesOpen = true
        #expect(face.eyes == .open)
        face.eyesOpen = false
        #expect(face.eyes == .closed)
    }

    @Test(arguments: [
        (CGSize(width: 600, height: 200), CGPoint(x: 300, y: 100), 90.0),
        (CGSize(width: 200, height: 600), CGPoint(x: 100, y: 300), 90.0),
        (CGSize(width: 300, height: 300), CGPoint(x: 150, y: 150), 135.0),
    ])
    func theSkullIsCentredInTheBoundsWithHalfTheShorterSideTimesScale(size: CGSize, center: CGPoint, radius: Double) {
        let face = FaceView(frame: CGRect(origin: CGPoint(x: 40, y: 70), size: size))
        #expect(face.skullCenter == center, "bounds, not frame or center")
        #expect(abs(face.skullRadius - radius) < 1e-9)
        face.scale = 0.5
        #expect(abs(face.skullRadius - radius / 0.9 * 0.5) < 1e-9)
    }

    @Test func theSkullFollowsTheBoundsNotTheFrame() {
        let face = FaceView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        face.transform = CGAffineTransform(rotationAngle: .pi / 4)
        // The frame is now a bigger bounding box; the face must not grow with it.
        #expect(face.frame.width > 280)
        #expect(face.skullCenter == CGPoint(x: 100, y: 100))
        #expect(abs(face.skullRadius - 90) < 1e-9)
    }

    @Test func featuresSitAtTheLecturesRatiosOfTheSkullRadius() {
        let face = FaceView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        face.scale = 0.75   // radius 150
        #expect(face.eyeCenter(.left) == CGPoint(x: 150, y: 150))
        #expect(face.eyeCenter(.right) == CGPoint(x: 250, y: 150))
        #expect(face.mouthRect == CGRect(x: 125, y: 250, width: 150, height: 50))
    }

    @Test func scaleIsClampedToItsRangeAndNaNIsRefused() {
        let face = FaceView()
        face.scale = 3
        #expect(face.scale == FaceView.scaleRange.upperBound)
        face.scale = 0.001
        #expect(face.scale == FaceView.scaleRange.lowerBound)
        face.scale = .nan
        #expect(face.scale == FaceView.scaleRange.lowerBound)
    }

    @Test func badValuesAreRefused() {
        let face = FaceView()
        face.mouthCurvature = .nan
        #expect(face.mouthCurvature == 1)
        face.eyeBrowTilt = .infinity
        #expect(face.eyeBrowTilt == 0)
        face.lineWidth = -2
        #expect(face.lineWidth == 5)
        face.lineWidth = 0
        #expect(face.lineWidth == 5)
    }

    @Test func linesThinOnSmallFacesButNeverVanish() {
        let big = FaceView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        #expect(big.drawingLineWidth == 5)
        let small = FaceView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        #expect(abs(small.drawingLineWidth - 27.0 / 20.0) < 1e-9)   // radius 27
        let speck = FaceView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(speck.drawingLineWidth == FaceView.minimumLineWidth)
    }

    @Test func aViewWithNoAreaDrawsWithoutTrouble() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let face = CountingFaceView(frame: .zero)
        window.addSubview(face)
        window.renderIfNeeded()
        #expect(face.skullRadius == 0)
    }

    @Test func aPinchThatIsNotRecognizingLeavesTheScaleAlone() {
        let face = FaceView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let pinch = UIPinchGestureRecognizer()
        // Only .changed and .ended apply; the full gesture is in FaceViewControllerTests.
        pinch.scale = 0.5
        face.changeScale(byReactingTo: pinch)
        #expect(face.scale == 0.9)
        #expect(pinch.scale == 0.5)
    }
}
