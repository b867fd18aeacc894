import Foundation

/// Where a picker wheel's rows appear: the rows are printed round a cylinder seen side on, so
/// a row away from the middle sits closer to its neighbours, is squashed vertically and
/// fades, and rows more than a quarter turn away are out of sight.
///
/// Positions are along the wheel's length ("arc" points: a row is its row height long there)
/// and on screen (points from the middle of the wheel's visible height). The cylinder's
/// radius is half the visible height, so a quarter turn reaches the top and bottom edges.
struct PickerWheelGeometry: Equatable {
    /// The visible height of the wheel, in points.
    var height: CGFloat

    /// The cylinder's radius, in points.
    var radius: CGFloat { max(height / 2, 1) }

    /// How far round the cylinder, in radians, a point `arcDistance` points along the wheel
    /// from the middle is.
    func angle(forArcDistance arcDistance: CGFloat) -> CGFloat {
        arcDistance / radius
    }

    /// Whether a row whose middle is `arcDistance` from the wheel's middle can be seen: less
    /// than a quarter turn away.
    func isVisible(arcDistance: CGFloat) -> Bool {
        abs(angle(forArcDistance: arcDistance)) < .pi / 2
    }

    /// Where on screen, from the middle, a point `arcDistance` along the wheel appears.
    func screenOffset(forArcDistance arcDistance: CGFloat) -> CGFloat {
        let theta = min(max(angle(forArcDistance: arcDistance), -.pi / 2), .pi / 2)
        return radius * sin(theta)
    }

    /// The point along the wheel that appears `screenOffset` from the middle (the inverse of
    /// `screenOffset(forArcDistance:)`; offsets beyond the radius give a quarter turn).
    func arcDistance(forScreenOffset screenOffset: CGFloat) -> CGFloat {
        let ratio = min(max(screenOffset / radius, -1), 1)
        return asin(ratio) * radius
    }

    /// How much a row `arcDistance` from the middle is squashed vertically: 1 in the middle,
    /// towards 0 at a quarter turn.
    func verticalScale(forArcDistance arcDistance: CGFloat) -> CGFloat {
        max(0, cos(angle(forArcDistance: arcDistance)))
    }

    /// The opacity of a row `arcDistance` from the middle: the cylinder's shading, full in
    /// the middle and gone at a quarter turn.
    func opacity(forArcDistance arcDistance: CGFloat) -> CGFloat {
        verticalScale(forArcDistance: arcDistance)
    }
}
