import Foundation
import OpenUIKit

/// Draws a face (skull, eyes, brows and mouth) whose look is set through public properties.
///
/// **Geometry.** Everything is measured from the skull: a circle centred in `bounds` whose
/// radius is min(width, height) / 2 × `scale`. The eyes, brows and mouth sit at fixed ratios
/// of that radius (`Ratios`), so the face keeps its proportions at any size and aspect ratio.
/// Drawing uses `bounds` only, never `frame` or `center`: those place the view in its
/// superview's coordinates, and would be wrong as soon as the view moved or turned.
///
/// **Invalidation.** The view knows no model. A controller maps its model onto these
/// properties, and each one calls `setNeedsDisplay()` when set, so the next update pass draws
/// once however many of them changed. `contentMode` is `.redraw`, because stretching the
/// cached bits of a circle when the bounds change would make an ellipse.
///
/// **Pinching.** `changeScale(byReactingTo:)` is an action for a pinch recognizer: the view
/// handles its own zoom, because scale is presentation, not part of what the face expresses.
///
/// **Easing.** The expression's properties (`mouthCurvature`, `eyeBrowTilt`, `eyes`) take
/// their new values at once, but on screen the face eases to them: the mouth and brows over
/// `expressionEasingDuration`, the eyes squashing or stretching over `eyeEasingDuration`.
/// They are drawn by `draw(_:)`, not layer properties, so no `UIView.animate` can move them;
/// a `CADisplayLink` steps the drawn values (`drawnMouthCurvature` and the others) each
/// frame and is stopped as soon as they arrive, so a face that is not changing costs no
/// frames at all. Changes made inside `UIView.performWithoutAnimation`, and changes to a
/// face not yet drawn on screen, show at once. `scale` never eases: a pinch is direct
/// manipulation, and the face must stay under the fingers.
///
/// ```swift
/// let face = FaceView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
/// face.mouthCurvature = -1          // a full frown
/// face.addGestureRecognizer(UIPinchGestureRecognizer(target: face, action: FaceView.changeScale(byReactingTo:)))
/// ```
@MainActor
open class FaceView: UIView {
    /// How the eyes are drawn.
    public enum EyeState: Sendable, CaseIterable {
        /// Circles.
        case open
        /// Horizontal lines.
        case closed
        /// Ellipses half as tall as they are wide.
        case squinting
    }

    /// Which eye, as the viewer sees it.
    public enum Eye: Sendable, CaseIterable {
        case left
        case right
    }

    /// Sizes and distances on the face, each the skull radius divided by the ratio.
    ///
    /// The first five are the lecture's. The rest place what the lecture's first face did not
    /// have (brows) and keep thick lines from swamping a small face.
    enum Ratios {
        /// Each eye centre is radius / 3 above the skull centre and radius / 3 to its side.
        static let skullRadiusToEyeOffset: CGFloat = 3
        /// An open eye is a circle of radius / 10.
        static let skullRadiusToEyeRadius: CGFloat = 10
        /// The mouth is as wide as the skull radius…
        static let skullRadiusToMouthWidth: CGFloat = 1
        /// …its curve bends through a box radius / 3 tall…
        static let skullRadiusToMouthHeight: CGFloat = 3
        /// …whose top edge is radius / 3 below the skull centre.
        static let skullRadiusToMouthOffset: CGFloat = 3
        /// A brow's middle is radius / 5 above its eye's centre: one eye radius clear of the
        /// top of an open eye.
        static let skullRadiusToBrowOffset: CGFloat = 5
        /// A brow is 2 × radius / 7 long, a little wider than the eye under it.
        static let skullRadiusToBrowHalfLength: CGFloat = 7
        /// At full tilt a brow's inner end is radius / 14 above (or below) its level
        /// position, and its outer end as far the other way.
        static let skullRadiusToBrowTiltRise: CGFloat = 14
        /// Lines are at most radius / 20 thick, so a small face's eyes stay rings rather
        /// than dots (with the lecture's 5 pt lines, faces under 100 pt across thin them).
        static let skullRadiusToMaximumLineWidth: CGFloat = 20
    }

    /// The smallest and largest `scale`: below a tenth of the view the face is a speck, and
    /// above 1 the skull no longer fits the shorter side.
    public static let scaleRange: ClosedRange<CGFloat> = 0.1...1.0

    /// The thinnest line drawn, in points, however small the face: half a point still shows
    /// as a faint line on a 1× screen.
    public static let minimumLineWidth: CGFloat = 0.5

    // MARK: What the face looks like

    /// The skull's radius as a fraction of the largest circle that fits the bounds (1 touches
    /// the shorter side). Clamped to `scaleRange`; a value that is not a number is refused.
    public var scale: CGFloat = 0.9 {
        didSet {
            scale = scale.isFinite ? min(max(scale, FaceView.scaleRange.lowerBound), FaceView.scaleRange.upperBound) : oldValue
            setNeedsDisplay()
        }
    }

    /// How the eyes are drawn.
    public var eyes: EyeState = .open {
        didSet { ease(\DrawnExpression.eyeOpenness, to: FaceView.openness(of: eyes), over: FaceView.eyeEasingDuration) }
    }

    /// Whether the eyes are open (circles) or closed (lines); setting false closes them,
    /// setting true opens them, squinting or not.
    public var eyesOpen: Bool {
        get { eyes == .open }
        set { eyes = newValue ? .open : .closed }
    }

    /// How the mouth bends: −1 a full frown, 0 a straight line, 1 a full smile. Values
    /// outside that range draw as its ends; a value that is not a number is refused.
    public var mouthCurvature: Double = 1 {
        didSet {
            if !mouthCurvature.isFinite { mouthCurvature = oldValue }
            ease(\DrawnExpression.mouthCurvature, to: mouthCurvature, over: FaceView.expressionEasingDuration)
        }
    }

    /// How the brows tilt: −1 furrowed (inner ends down, angry), 0 level, 1 relaxed (inner
    /// ends up, worried). Values outside that range draw as its ends; a value that is not a
    /// number is refused.
    public var eyeBrowTilt: Double = 0 {
        didSet {
            if !eyeBrowTilt.isFinite { eyeBrowTilt = oldValue }
            ease(\DrawnExpression.eyeBrowTilt, to: eyeBrowTilt, over: FaceView.expressionEasingDuration)
        }
    }

    /// The width of every line, in points; thinned on small faces (see `drawingLineWidth`).
    /// A value that is not a positive number is refused.
    public var lineWidth: CGFloat = 5 {
        didSet {
            if !(lineWidth.isFinite && lineWidth > 0) { lineWidth = oldValue }
            setNeedsDisplay()
        }
    }

    /// The colour of every line.
    public var color: UIColor = .blue {
        didSet { setNeedsDisplay() }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        // A circle's cached bits stretched to new bounds would be an ellipse: draw again.
        contentMode = .redraw
        // Only the strokes are painted; whatever is behind shows around them unless a
        // background colour is set.
        isOpaque = false
    }

    // MARK: Easing what is drawn

    /// How long the mouth and the brows take to reach a new value, in seconds.
    public static let expressionEasingDuration: TimeInterval = 0.3
    /// How long the eyes take to open or close, in seconds: a blink is quicker than a smile.
    public static let eyeEasingDuration: TimeInterval = 0.15

    /// The mouth curvature drawn now: `mouthCurvature`, or on its way there.
    public var drawnMouthCurvature: Double { drawn.mouthCurvature.value }
    /// The brow tilt drawn now: `eyeBrowTilt`, or on its way there.
    public var drawnEyeBrowTilt: Double { drawn.eyeBrowTilt.value }
    /// How open the drawn eyes are, as their height over an open eye's: 1 open, 0.5
    /// squinting, 0 closed (a line), or on the way from one to another.
    public var drawnEyeOpenness: Double { drawn.eyeOpenness.value }

    /// Whether the drawn face is still on its way to the properties' values (the display
    /// link runs only while it is).
    public var isEasing: Bool { displayLink != nil }

    /// How open `state`'s eyes are drawn.
    static func openness(of state: EyeState) -> Double {
        switch state {
        case .open: 1
        case .squinting: 0.5
        case .closed: 0
        }
    }

    /// What `draw(_:)` draws, each value eased toward its property.
    struct DrawnExpression {
        var mouthCurvature = EasedValue(1)
        var eyeBrowTilt = EasedValue(0)
        var eyeOpenness = EasedValue(1)

        var isMoving: Bool { mouthCurvature.isMoving || eyeBrowTilt.isMoving || eyeOpenness.isMoving }

        mutating func step(timestamp: TimeInterval, targetTimestamp: TimeInterval) {
            mouthCurvature.step(timestamp: timestamp, targetTimestamp: targetTimestamp)
            eyeBrowTilt.step(timestamp: timestamp, targetTimestamp: targetTimestamp)
            eyeOpenness.step(timestamp: timestamp, targetTimestamp: targetTimestamp)
        }

        mutating func finish() {
            mouthCurvature.finish()
            eyeBrowTilt.finish()
            eyeOpenness.finish()
        }
    }

    private var drawn = DrawnExpression()
    private var displayLink: CADisplayLink?
    /// Whether the face has been drawn: until then there is no old look to ease from.
    private var hasDrawn = false

    /// Whether a change made now should ease: animations are not disabled, and the face has
    /// been drawn in the key window, whose frames display links follow (in another window
    /// the link could wait for frames that never come, and the face would never arrive).
    private var changesEase: Bool {
        UIView.areAnimationsEnabled && hasDrawn && window != nil && window === UIApplication.shared.keyWindow
    }

    /// Sends the drawn value at `keyPath` to `value`: eased when changes ease, else at once.
    private func ease(_ keyPath: WritableKeyPath<DrawnExpression, EasedValue>, to value: Double,
                      over duration: TimeInterval) {
        if changesEase {
            drawn[keyPath: keyPath].ease(to: value, over: duration)
        } else {
            drawn[keyPath: keyPath].jump(to: value)
        }
        setNeedsDisplay()
        if drawn.isMoving {
            startDisplayLink()
        } else {
            stopDisplayLink()
        }
    }

    private func startDisplayLink() {
        guard displayLink == nil else { return }
        let link = CADisplayLink(target: self, selector: Selector(FaceView.stepDrawnExpression(_:)))
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    /// Invalidating the link lets go of the view it holds and asks for no more frames.
    private func stopDisplayLink() {
        displayLink?.invalidate()
        displayLink = nil
    }

    /// One frame of easing: the values this frame will show, drawn.
    private func stepDrawnExpression(_ link: CADisplayLink) {
        drawn.step(timestamp: link.timestamp, targetTimestamp: link.targetTimestamp)
        setNeedsDisplay()
        if !drawn.isMoving { stopDisplayLink() }
    }

    /// Off screen there are no frames to ease in: the face jumps to where it was going.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil, isEasing {
            drawn.finish()
            stopDisplayLink()
            setNeedsDisplay()
        }
    }

    // MARK: Geometry, in bounds coordinates

    /// The middle of the bounds.
    public var skullCenter: CGPoint {
        CGPoint(x: bounds.midX, y: bounds.midY)
    }

    /// min(width, height) / 2 × `scale`, in points.
    public var skullRadius: CGFloat {
        min(bounds.width, bounds.height) / 2 * scale
    }

    /// The line width actually drawn: `lineWidth`, but at most a twentieth of the skull
    /// radius and at least `minimumLineWidth`.
    public var drawingLineWidth: CGFloat {
        max(FaceView.minimumLineWidth, min(lineWidth, skullRadius / Ratios.skullRadiusToMaximumLineWidth))
    }

    /// The centre of `eye`: up and out from the skull centre by a third of the radius.
    public func eyeCenter(_ eye: Eye) -> CGPoint {
        let offset = skullRadius / Ratios.skullRadiusToEyeOffset
        let side: CGFloat = eye == .left ? -1 : 1
        return CGPoint(x: skullCenter.x + side * offset, y: skullCenter.y - offset)
    }

    /// The box the mouth bends in: its top corners are where the mouth starts and ends; a
    /// full smile dips three quarters of the way to its bottom and a full frown rises as far
    /// above its top.
    public var mouthRect: CGRect {
        let width = skullRadius / Ratios.skullRadiusToMouthWidth
        let height = skullRadius / Ratios.skullRadiusToMouthHeight
        let offset = skullRadius / Ratios.skullRadiusToMouthOffset
        return CGRect(x: skullCenter.x - width / 2, y: skullCenter.y + offset, width: width, height: height)
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        // A view with no area (or a face scaled to nothing) has nothing to draw; stroking a
        // zero-radius circle would paint a dot.
        hasDrawn = true
        guard skullRadius > 0 else { return }
        color.setStroke()
        stroke(pathForSkull())
        for eye in Eye.allCases {
            stroke(pathForEye(eye))
            stroke(pathForBrow(above: eye))
        }
        stroke(pathForMouth())
    }

    private func stroke(_ path: UIBezierPath) {
        path.lineWidth = drawingLineWidth
        // Round ends keep the closed eyes, brows and the corners of the mouth soft, like the
        // skull and open eyes, which have no ends.
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        path.stroke()
    }

    private func pathForSkull() -> UIBezierPath {
        UIBezierPath(arcCenter: skullCenter, radius: skullRadius, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
    }

    /// An open eye is a circle, a closed one a line; in between (squinting, or on the way
    /// from open to closed) it is the circle squashed about its middle.
    private func pathForEye(_ eye: Eye) -> UIBezierPath {
        let center = eyeCenter(eye)
        let radius = skullRadius / Ratios.skullRadiusToEyeRadius
        let openness = CGFloat(min(max(drawnEyeOpenness, 0), 1))
        if openness == 1 {
            return UIBezierPath(arcCenter: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        }
        if openness > 0 {
            let height = 2 * radius * openness
            return UIBezierPath(ovalIn: CGRect(x: center.x - radius, y: center.y - height / 2, width: 2 * radius, height: height))
        }
        let path = UIBezierPath()
        path.move(to: CGPoint(x: center.x - radius, y: center.y))
        path.addLine(to: CGPoint(x: center.x + radius, y: center.y))
        return path
    }

    /// A straight brow over `eye`. Positive tilt raises the end nearer the nose and lowers
    /// the outer end, so the two brows mirror each other.
    private func pathForBrow(above eye: Eye) -> UIBezierPath {
        let eyeMiddle = eyeCenter(eye)
        let middle = CGPoint(x: eyeMiddle.x, y: eyeMiddle.y - skullRadius / Ratios.skullRadiusToBrowOffset)
        let halfLength = skullRadius / Ratios.skullRadiusToBrowHalfLength
        let rise = CGFloat(min(max(drawnEyeBrowTilt, -1), 1)) * skullRadius / Ratios.skullRadiusToBrowTiltRise
        // The inner end is on the skull's centre side: the right end of the left eye's brow.
        let inward: CGFloat = eye == .left ? 1 : -1
        let path = UIBezierPath()
        path.move(to: CGPoint(x: middle.x - inward * halfLength, y: middle.y + rise))
        path.addLine(to: CGPoint(x: middle.x + inward * halfLength, y: middle.y - rise))
        return path
    }

    /// A cubic Bézier from the mouth box's top-left to its top-right corner. Both control
    /// points are a third of the way in from their ends, moved down by the curvature times
    /// the box height: down for a smile (the curve sags between the corners), up for a frown.
    private func pathForMouth() -> UIBezierPath {
        let box = mouthRect
        let bend = CGFloat(min(max(drawnMouthCurvature, -1), 1)) * box.height
        let path = UIBezierPath()
        path.move(to: CGPoint(x: box.minX, y: box.minY))
        path.addCurve(to: CGPoint(x: box.maxX, y: box.minY),
                      controlPoint1: CGPoint(x: box.minX + box.width / 3, y: box.minY + bend),
                      controlPoint2: CGPoint(x: box.maxX - box.width / 3, y: box.minY + bend))
        return path
    }

    // MARK: Gestures

    /// Zooms the face with a pinch: on each change the scale is multiplied by the pinch's
    /// and the pinch is set back to 1, so every call applies only the latest step (and the
    /// clamp at `scaleRange` leaves no dead zone when the fingers turn back).
    public func changeScale(byReactingTo pinchRecognizer: UIPinchGestureRecognizer) {
        switch pinchRecognizer.state {
        case .changed, .ended:
            scale *= pinchRecognizer.scale
            pinchRecognizer.scale = 1
        default:
            break
        }
    }
}
