import Foundation
import OpenUIKit

/// A playing-card suit and its pip, drawn as Bézier paths rather than font glyphs so that it
/// looks the same on every system, whatever fonts are installed.
@MainActor
enum SuitSymbol: String, CaseIterable {
    case spades = "♠"
    case hearts = "♥"
    case diamonds = "♦"
    case clubs = "♣"

    /// Hearts and diamonds are printed red, spades and clubs black.
    var isRed: Bool { self == .hearts || self == .diamonds }

    /// The ink the pip is printed in.
    var color: UIColor { isRed ? CardArtPalette.red : CardArtPalette.ink }

    /// The pip filling `rect` (stretched if `rect` is not square; callers pass square boxes).
    /// Every subpath winds the same way, so the non-zero fill rule paints their union.
    func path(in rect: CGRect) -> UIBezierPath {
        let path = unitPath()
        path.apply(CGAffineTransform(scaleX: rect.width, y: rect.height)
            .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY)))
        return path
    }

    /// Fills the pip in its suit colour.
    func draw(in rect: CGRect) {
        color.setFill()
        path(in: rect).fill()
    }

    // MARK: Shapes in the unit square (y down)

    /// One cubic segment: two control points and the end point.
    private typealias Segment = (CGPoint, CGPoint, CGPoint)

    private func unitPath() -> UIBezierPath {
        switch self {
        case .hearts:
            // From the bottom point up the left side, over the left lobe, into the top dip.
            return Self.mirrored(start: CGPoint(x: 0.5, y: 0.96), leftHalf: [
                (CGPoint(x: 0.30, y: 0.74), CGPoint(x: 0.02, y: 0.56), CGPoint(x: 0.02, y: 0.32)),
                (CGPoint(x: 0.02, y: 0.14), CGPoint(x: 0.14, y: 0.04), CGPoint(x: 0.27, y: 0.04)),
                (CGPoint(x: 0.40, y: 0.04), CGPoint(x: 0.47, y: 0.12), CGPoint(x: 0.50, y: 0.21)),
            ])
        case .spades:
            // From the top point down the left side, round the lower-left lobe, into the
            // stem and out to the left foot of its flared base.
            return Self.mirrored(start: CGPoint(x: 0.5, y: 0.02), leftHalf: [
                (CGPoint(x: 0.36, y: 0.22), CGPoint(x: 0.03, y: 0.38), CGPoint(x: 0.03, y: 0.60)),
                (CGPoint(x: 0.03, y: 0.74), CGPoint(x: 0.14, y: 0.82), CGPoint(x: 0.26, y: 0.82)),
                (CGPoint(x: 0.36, y: 0.82), CGPoint(x: 0.43, y: 0.77), CGPoint(x: 0.47, y: 0.70)),
                (CGPoint(x: 0.46, y: 0.84), CGPoint(x: 0.40, y: 0.93), CGPoint(x: 0.31, y: 0.98)),
                (CGPoint(x: 0.40, y: 0.98), CGPoint(x: 0.45, y: 0.98), CGPoint(x: 0.50, y: 0.98)),
            ])
        case .diamonds:
            // Slightly concave sides, as printed pips have; narrower than tall.
            return Self.mirrored(start: CGPoint(x: 0.5, y: 0.0), leftHalf: [
                (CGPoint(x: 0.36, y: 0.20), CGPoint(x: 0.24, y: 0.34), CGPoint(x: 0.12, y: 0.50)),
                (CGPoint(x: 0.24, y: 0.66), CGPoint(x: 0.36, y: 0.80), CGPoint(x: 0.50, y: 1.0)),
            ])
        case .clubs:
            let leafRadius: CGFloat = 0.215
            let path = UIBezierPath()
            for center in [CGPoint(x: 0.5, y: 0.25), CGPoint(x: 0.265, y: 0.58), CGPoint(x: 0.735, y: 0.58)] {
                path.append(UIBezierPath(ovalIn: CGRect(x: center.x - leafRadius, y: center.y - leafRadius,
                                                        width: 2 * leafRadius, height: 2 * leafRadius)))
            }
            // Fills the gap between the three leaves; clockwise like the ovals.
            path.append(UIBezierPath(ovalIn: CGRect(x: 0.36, y: 0.36, width: 0.28, height: 0.28)))
            // The stem: clockwise (top, bottom right, bottom left), with concave flanks.
            path.move(to: CGPoint(x: 0.5, y: 0.5))
            path.addQuadCurve(to: CGPoint(x: 0.69, y: 0.98), controlPoint: CGPoint(x: 0.54, y: 0.86))
            path.addLine(to: CGPoint(x: 0.31, y: 0.98))
            path.addQuadCurve(to: CGPoint(x: 0.5, y: 0.5), controlPoint: CGPoint(x: 0.46, y: 0.86))
            path.close()
            return path
        }
    }

    /// A closed outline symmetric about x = 0.5: the left half as given, from `start` on the
    /// axis to a last point on the axis, then the same half reflected and run backwards.
    private static func mirrored(start: CGPoint, leftHalf: [Segment]) -> UIBezierPath {
        func reflect(_ p: CGPoint) -> CGPoint { CGPoint(x: 1 - p.x, y: p.y) }
        let path = UIBezierPath()
        path.move(to: start)
        var starts: [CGPoint] = []
        var current = start
        for (c1, c2, end) in leftHalf {
            starts.append(current)
            path.addCurve(to: end, controlPoint1: c1, controlPoint2: c2)
            current = end
        }
        for (index, (c1, c2, _)) in leftHalf.enumerated().reversed() {
            path.addCurve(to: reflect(starts[index]), controlPoint1: reflect(c2), controlPoint2: reflect(c1))
        }
        path.close()
        return path
    }
}
