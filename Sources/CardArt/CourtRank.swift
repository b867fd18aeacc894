import Foundation
import OpenUIKit

/// The three court ranks that have portraits, with their index letters drawn as stroked paths
/// (no font is needed, so the letters look the same everywhere).
@MainActor
enum CourtRank: String, CaseIterable {
    case jack = "J"
    case queen = "Q"
    case king = "K"

    /// The letter's stroke width as a fraction of its box height: a bold, poster-like weight
    /// that stays legible when the art is drawn small.
    private static let strokePerHeight: CGFloat = 0.17

    /// Strokes the rank letter inside `rect` (about 3:4, width:height) in `color`. The
    /// strokes stay inside the box.
    func drawLetter(in rect: CGRect, color: UIColor) {
        let weight = rect.height * Self.strokePerHeight
        // The centre-lines are laid out in a box shrunk by half a stroke, so the painted
        // letter fills `rect` exactly.
        let box = rect.insetBy(dx: weight / 2, dy: weight / 2)
        func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
            CGPoint(x: box.minX + x * box.width, y: box.minY + y * box.height)
        }
        let path = UIBezierPath()
        switch self {
        case .king:
            path.move(to: point(0.05, 0))
            path.addLine(to: point(0.05, 1))
            path.move(to: point(0.98, 0))
            path.addLine(to: point(0.1, 0.62))
            path.move(to: point(0.38, 0.42))
            path.addLine(to: point(1, 1))
        case .queen:
            // A ring a little short of the box, so the tail can reach well past it: the
            // tail is what tells a Q from an O at a glance.
            path.append(UIBezierPath(ovalIn: CGRect(x: box.minX, y: box.minY, width: box.width * 0.92, height: box.height * 0.84)))
            path.move(to: point(0.42, 0.58))
            path.addLine(to: point(1.0, 1.0))
        case .jack:
            path.move(to: point(0.3, 0))
            path.addLine(to: point(1.0, 0))
            path.move(to: point(0.72, 0))
            path.addLine(to: point(0.72, 0.66))
            path.addCurve(to: point(0.0, 0.7), controlPoint1: point(0.72, 1.08), controlPoint2: point(0.02, 1.08))
        }
        path.lineWidth = weight
        path.lineCapStyle = .butt
        path.lineJoinStyle = .round
        color.setStroke()
        path.stroke()
    }
}
