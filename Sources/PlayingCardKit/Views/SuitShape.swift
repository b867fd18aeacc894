import Foundation
import OpenUIKit

/// The four suit symbols as Bézier outlines, so pips are crisp at every size and scale and do
/// not depend on which glyphs a font has.
///
/// Each outline is drawn upright in a 1 × 1 box centred on the origin (y grows downwards, as
/// in a view), touching the top and bottom of the box; `path(in:isInverted:)` places one.
/// Every sub-path runs clockwise on screen, so overlapping parts (the club's leaves and
/// stem) unite under the non-zero fill rule instead of cutting holes.
public enum SuitShape: Sendable, CaseIterable {
    case spade, heart, diamond, club

    /// The shape for a suit symbol: ♠ ♥ ♦ ♣ (or the white forms ♤ ♡ ♢ ♧); nil for any other
    /// string, which the card view then draws as text.
    public init?(suit: String) {
        let scalars = suit.unicodeScalars.filter { $0 != "\u{FE0F}" && $0 != "\u{FE0E}" }
        guard scalars.count == 1, let scalar = scalars.first else { return nil }
        switch scalar {
        case "♠", "♤": self = .spade
        case "♥", "♡": self = .heart
        case "♦", "♢": self = .diamond
        case "♣", "♧": self = .club
        default: return nil
        }
    }

    /// Hearts and diamonds are printed red.
    public var isRed: Bool { self == .heart || self == .diamond }

    /// The outline's width over its height; the shapes are narrower than they are tall,
    /// like the printed symbols.
    public var aspectRatio: CGFloat {
        switch self {
        case .spade: 0.86
        case .heart: 0.94
        case .diamond: 0.74
        case .club: 0.92
        }
    }

    /// The outline scaled to `height` points tall (and `aspectRatio` times as wide), centred
    /// on `center`, rotated by 180° when `isInverted`.
    @MainActor
    public func path(centeredAt center: CGPoint, height: CGFloat, isInverted: Bool) -> UIBezierPath {
        let path = unitPath()
        var transform = CGAffineTransform(scaleX: height, y: height)
        if isInverted { transform = transform.rotated(by: .pi) }
        path.apply(transform.concatenating(CGAffineTransform(translationX: center.x, y: center.y)))
        return path
    }

    /// The outline in the unit box (see the type's documentation).
    @MainActor
    public func unitPath() -> UIBezierPath {
        let path = UIBezierPath()
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
        let halfWidth = aspectRatio / 2
        switch self {
        case .heart:
            // Two round lobes over a point; the sides bulge outwards before tapering.
            let w = halfWidth
            path.move(to: p(0, -0.30))
            path.addCurve(to: p(w, -0.20), controlPoint1: p(0.06, -0.58), controlPoint2: p(w, -0.56))
            path.addCurve(to: p(0, 0.5), controlPoint1: p(w, 0.08), controlPoint2: p(0.14, 0.24))
            path.addCurve(to: p(-w, -0.20), controlPoint1: p(-0.14, 0.24), controlPoint2: p(-w, 0.08))
            path.addCurve(to: p(0, -0.30), controlPoint1: p(-w, -0.56), controlPoint2: p(-0.06, -0.58))
            path.close()
        case .diamond:
            // A rhombus with slightly hollow sides, like the printed diamond.
            let w = halfWidth, sag: CGFloat = 0.06
            path.move(to: p(0, -0.5))
            path.addQuadCurve(to: p(w, 0), controlPoint: p(w / 2 - sag, -0.25 + sag))
            path.addQuadCurve(to: p(0, 0.5), controlPoint: p(w / 2 - sag, 0.25 - sag))
            path.addQuadCurve(to: p(-w, 0), controlPoint: p(-w / 2 + sag, 0.25 - sag))
            path.addQuadCurve(to: p(0, -0.5), controlPoint: p(-w / 2 + sag, -0.25 + sag))
            path.close()
        case .spade:
            // An upside-down heart on a flared stem, in one outline.
            let w = halfWidth
            path.move(to: p(0, -0.5))
            path.addCurve(to: p(w, 0.10), controlPoint1: p(0.16, -0.26), controlPoint2: p(w, -0.12))
            path.addCurve(to: p(0.05, 0.22), controlPoint1: p(w, 0.34), controlPoint2: p(0.16, 0.40))
            path.addQuadCurve(to: p(0.20, 0.5), controlPoint: p(0.06, 0.44))
            path.addLine(to: p(-0.20, 0.5))
            path.addQuadCurve(to: p(-0.05, 0.22), controlPoint: p(-0.06, 0.44))
            path.addCurve(to: p(-w, 0.10), controlPoint1: p(-0.16, 0.40), controlPoint2: p(-w, 0.34))
            path.addCurve(to: p(0, -0.5), controlPoint1: p(-w, -0.12), controlPoint2: p(-0.16, -0.26))
            path.close()
        case .club:
            // Three round leaves, a filler where they meet, and the same stem as the spade.
            let leafRadius: CGFloat = 0.21
            let leaves = [p(0, -0.5 + leafRadius), p(-halfWidth + leafRadius, 0.05), p(halfWidth - leafRadius, 0.05)]
            for centre in leaves {
                path.append(UIBezierPath(ovalIn: CGRect(x: centre.x - leafRadius, y: centre.y - leafRadius,
                                                        width: 2 * leafRadius, height: 2 * leafRadius)))
            }
            path.append(UIBezierPath(ovalIn: CGRect(x: -0.14, y: -0.14, width: 0.28, height: 0.28)))
            path.move(to: p(-0.04, 0.05))
            path.addLine(to: p(0.04, 0.05))
            path.addQuadCurve(to: p(0.20, 0.5), controlPoint: p(0.05, 0.44))
            path.addLine(to: p(-0.20, 0.5))
            path.addQuadCurve(to: p(-0.04, 0.05), controlPoint: p(-0.05, 0.44))
            path.close()
        }
        return path
    }
}
