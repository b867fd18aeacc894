import Foundation

/// Circular arcs as cubic Bézier segments, so every path is made of lines and curves only.
///
/// Core Graphics' arcs are the reference: the same sweep for the same angles and direction,
/// and the same segments, so element lists and bounding boxes match what iOS produces.
enum ArcApproximation {
    /// The largest angle one cubic segment covers. Core Graphics cuts an arc into quarter
    /// turns from its start angle, the last segment taking what is left; its element lists
    /// for a 225° arc show exactly that (90°, 90°, 45°).
    static let maximumSegmentSweep: CGFloat = .pi / 2

    /// The signed angle an arc sweeps from `startAngle` to `endAngle`, in radians.
    ///
    /// `increasing` is the direction in which the angle grows: counter-clockwise in Core
    /// Graphics' y-up space (`clockwise: false`), clockwise on UIKit's y-down screen
    /// (`UIBezierPath`'s `clockwise: true`).
    ///
    /// The difference `endAngle - startAngle` is reduced to less than one turn, keeping the
    /// point at `endAngle` as the arc's end, and then taken the requested way round:
    /// - equal angles sweep nothing;
    /// - a non-zero whole number of turns, either sign, is one full turn in the requested
    ///   direction (iOS draws the full circle for `0 → 2π` both clockwise and
    ///   counter-clockwise, and for `3π/2 → -π/2` counter-clockwise in Core Graphics);
    /// - anything else sweeps the part of a turn that reaches the end angle going that way,
    ///   so sweeps beyond a turn end where the end angle points.
    static func sweep(from startAngle: CGFloat, to endAngle: CGFloat, increasing: Bool) -> CGFloat {
        let delta = endAngle - startAngle
        guard delta != 0 else { return 0 }
        let fullTurn = 2 * CGFloat.pi
        // Same sign as `delta`, magnitude below one turn; a whole number of turns gives ±0.
        var sweep = delta.truncatingRemainder(dividingBy: fullTurn)
        if increasing {
            if sweep <= 0 { sweep += fullTurn }
        } else if sweep >= 0 {
            sweep -= fullTurn
        }
        return sweep
    }

    /// The curve segments of an arc, each `(control1, control2, end)`; the arc starts at
    /// `point(center:radius:angle: startAngle)`. Quarter turns come first, the remainder last.
    static func segments(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, sweep: CGFloat
    ) -> [(CGPoint, CGPoint, CGPoint)] {
        guard sweep != 0, radius > 0 else { return [] }
        let direction: CGFloat = sweep < 0 ? -1 : 1
        var remaining = abs(sweep)
        // Rounding leaves at most a few ulps after the last quarter turn of a whole circle;
        // a segment that short would only repeat the end point.
        let negligible = abs(sweep) * 1e-12
        var result: [(CGPoint, CGPoint, CGPoint)] = []
        result.reserveCapacity(Int((remaining / maximumSegmentSweep).rounded(.up)))
        var angle = startAngle
        repeat {
            let step = direction * Swift.min(remaining, maximumSegmentSweep)
            result.append(segment(center: center, radius: radius, from: angle, sweep: step))
            angle += step
            remaining -= abs(step)
        } while remaining > negligible
        return result
    }

    /// One cubic segment from `angle` sweeping `sweep` (at most a quarter turn). The control
    /// arms are tangent to the circle, `4/3 · tan(sweep / 4)` of the radius long, which puts
    /// the curve's midpoint on the circle.
    private static func segment(
        center: CGPoint, radius: CGFloat, from angle: CGFloat, sweep: CGFloat
    ) -> (CGPoint, CGPoint, CGPoint) {
        let next = angle + sweep
        let arm = 4.0 / 3.0 * tan(sweep / 4)
        let (c0, s0) = (cos(angle), sin(angle))
        let (c1, s1) = (cos(next), sin(next))
        let control1 = CGPoint(x: center.x + radius * (c0 - arm * s0), y: center.y + radius * (s0 + arm * c0))
        let control2 = CGPoint(x: center.x + radius * (c1 + arm * s1), y: center.y + radius * (s1 - arm * c1))
        let end = CGPoint(x: center.x + radius * c1, y: center.y + radius * s1)
        return (control1, control2, end)
    }

    static func point(center: CGPoint, radius: CGFloat, angle: CGFloat) -> CGPoint {
        CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
}
