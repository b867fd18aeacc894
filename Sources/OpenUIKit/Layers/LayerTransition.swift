import Foundation

/// A `UIView.transition` in progress on a layer: which one and how far (0…1 along its
/// timing curve). The compositor draws it.
///
/// A flip turns the view half a turn about its vertical (or horizontal) middle under
/// perspective, as on iOS: the side the option names comes towards the viewer and grows
/// while the other side recedes and shrinks; the old content shows until the view is
/// edge-on, then the new. A turn about one axis keeps the other axis's lines straight, so
/// the compositor draws it exactly as strips one pixel wide, each scaled by its own depth
/// (`FlipStripPainter`). The page curls, which need a bent surface, are drawn as cross
/// dissolves.
struct LayerTransition: Equatable {
    enum Kind: Equatable {
        /// The left side comes forward.
        case flipFromLeft
        /// The right side comes forward.
        case flipFromRight
        /// The top side comes forward.
        case flipFromTop
        /// The bottom side comes forward.
        case flipFromBottom
        case crossDissolve
    }

    var kind: Kind
    var progress: Double

    /// The transition a set of animation options names, nil for none.
    static func kind(of options: UIView.AnimationOptions) -> Kind? {
        switch options.rawValue & UIView.AnimationOptions.transitionMask {
        case UIView.AnimationOptions.transitionFlipFromLeft.rawValue: return .flipFromLeft
        case UIView.AnimationOptions.transitionFlipFromRight.rawValue: return .flipFromRight
        case UIView.AnimationOptions.transitionFlipFromTop.rawValue: return .flipFromTop
        case UIView.AnimationOptions.transitionFlipFromBottom.rawValue: return .flipFromBottom
        case UIView.AnimationOptions.transitionCrossDissolve.rawValue, UIView.AnimationOptions.transitionCurlUp.rawValue,
             UIView.AnimationOptions.transitionCurlDown.rawValue:
            return .crossDissolve
        default:
            return nil
        }
    }

    /// Whether the transition turns the view.
    var isFlip: Bool { kind != .crossDissolve }

    /// Whether the view turns about its horizontal middle (rows stay straight) rather than
    /// its vertical one (columns stay straight).
    var turnsAboutHorizontalAxis: Bool { kind == .flipFromTop || kind == .flipFromBottom }

    /// Whether the side at the minimum x (or y) comes towards the viewer first.
    var minimumSideComesForward: Bool { kind == .flipFromLeft || kind == .flipFromTop }

    /// Whether the old content shows (the first half of a flip).
    var showsOldContent: Bool {
        isFlip && progress < 0.5
    }

    /// Whether the compositor draws the flip in perspective now (strictly between its ends,
    /// where it is turned at all).
    var isTurned: Bool { isFlip && progress > 0 && progress < 1 }

    /// The angle of the face shown, in radians: 0 flat, ±π/2 edge-on. The first half turns
    /// the old face from 0 towards π/2; the new face then comes from −π/2 back to 0, so that
    /// it reads the right way round.
    var faceAngle: CGFloat {
        let turn = CGFloat(Swift.min(1, Swift.max(0, progress))) * .pi
        return progress < 0.5 ? turn : turn - .pi
    }

    /// How far the eye is from the view, in points, for a view whose half-extent across the
    /// turning axis is `half` points: `perspectiveDistance`, but never closer than
    /// `closestPerspectiveRatio` half-extents, so that a big view's near side never reaches
    /// the eye.
    static func eyeDistance(forHalfExtent half: CGFloat) -> CGFloat {
        Swift.max(perspectiveDistance, closestPerspectiveRatio * half)
    }

    /// The eye's distance from a flipping view, in points: Core Animation's usual
    /// `m34 = −1/500`.
    static let perspectiveDistance: CGFloat = 500
    /// The nearest the eye may be, in half-extents of the view across the turning axis.
    static let closestPerspectiveRatio: CGFloat = 2

    /// Where a point `u` points from the middle across the turning axis lands, in points
    /// from the middle, and how much the perpendicular direction is scaled there (its depth's
    /// perspective), for an eye `distance` away.
    func project(_ u: CGFloat, distance: CGFloat) -> (offset: CGFloat, scale: CGFloat) {
        let angle = faceAngle
        // Depth towards the eye: the forward side has positive depth in the first half.
        let depth = (minimumSideComesForward ? -u : u) * sin(angle)
        let scale = distance / (distance - depth)
        return (u * cos(angle) * scale, scale)
    }

    /// The inverse of `project` along the axis: the point `u` that lands at `offset`.
    func unproject(_ offset: CGFloat, distance: CGFloat) -> CGFloat {
        let angle = faceAngle
        let k = (minimumSideComesForward ? -1 : 1) * sin(angle)
        // offset = u·cos·d / (d − k·u)  ⇒  u = offset·d / (d·cos + k·offset)
        let denominator = distance * cos(angle) + k * offset
        return denominator == 0 ? 0 : offset * distance / denominator
    }

    /// The box, in bounds coordinates, that the turned `bounds` may cover: its near side
    /// grows up to `d / (d − half)` times about the middle.
    func projectedExtent(of bounds: CGRect) -> CGRect {
        guard isTurned else { return bounds }
        let half = (turnsAboutHorizontalAxis ? bounds.height : bounds.width) / 2
        let d = LayerTransition.eyeDistance(forHalfExtent: half)
        let growth = d / (d - half)
        let w = bounds.width * growth, h = bounds.height * growth
        return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
    }

    /// The transform, in bounds coordinates, of a transition that is not drawn in
    /// perspective: the identity (a dissolve keeps the geometry; a flip at its ends is flat).
    func transform(for bounds: CGRect) -> CGAffineTransform { .identity }

    /// The old content's opacity over the new, for a cross dissolve.
    var oldContentOpacity: CGFloat {
        kind == .crossDissolve ? CGFloat(1 - Swift.min(1, Swift.max(0, progress))) : 0
    }
}
