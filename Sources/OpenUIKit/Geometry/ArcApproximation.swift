import Foundation

/// Circular arcs as cubic Bézier segments, so every path is made of lines and curves only.
enum ArcApproximation {
    /// The largest angle one cubic segment covers; a quarter turn keeps the radial error
    /// below 0.03% of the radius.
    static let maximumSegmentSweep: CGFloat = .pi / 2

    /// The signed sweep from `startAngle` to `endAngle` in the given direction, in radians,
    /// within one full turn (extra turns draw nothing new and cost segments).
    ///
    /// `clockwise` is UIKit's meaning on the y-down screen: angles increase.
    static func sweep(startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) -> CGFloat {
        let fullTurn = 2 * CGFloat.pi
        var delta = endAngle - startAngle
        if clockwise {
            if delta > fullTurn { return fullTurn }
            if delta < 0 {
                delta = delta.truncatingRemainder(dividingBy: fullTurn)
                if delta < 0 { delta += fullTurn }
            }
        } else {
            if delta < -fullTurn { return -fullTurn }
            if delta > 0 {
                delta = delta.truncatingRemainder(dividingBy: fullTurn)
                if delta > 0 { delta -= fullTurn }
            }
        }
        return delta
    }

    /// The curve segments of an arc, each `(control1, control2, end)`; the arc starts at
    /// `point(at: startAngle)`.
    static func segments(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, sweep: CGFloat
    ) -> [(CGPoint, CGPoint, CGPoint)] {
        guard sweep != 0, radius > 0 else { return [] }
        let count = Swift.max(1, Int((abs(sweep) / maximumSegmentSweep).rounded(.up)))
        let step = sweep / CGFloat(count)
        // Length of each control arm as a fraction of the radius for this segment angle.
        let arm = 4.0 / 3.0 * tan(step / 4)
        var result: [(CGPoint, CGPoint, CGPoint)] = []
        result.reserveCapacity(count)
        var angle = startAngle
        for _ in 0..<count {
            let next = angle + step
            let (c0, s0) = (cos(angle), sin(angle))
            let (c1, s1) = (cos(next), sin(next))
            let control1 = CGPoint(x: center.x + radius * (c0 - arm * s0), y: center.y + radius * (s0 + arm * c0))
            let control2 = CGPoint(x: center.x + radius * (c1 + arm * s1), y: center.y + radius * (s1 - arm * c1))
            let end = CGPoint(x: center.x + radius * c1, y: center.y + radius * s1)
            result.append((control1, control2, end))
            angle = next
        }
        return result
    }

    static func point(center: CGPoint, radius: CGFloat, angle: CGFloat) -> CGPoint {
        CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
}
