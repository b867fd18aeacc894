import Foundation

/// A timing curve as Core Animation has it: a cubic Bézier curve from (0, 0) to (1, 1) that
/// maps the fraction of an animation's duration that has passed to the fraction of the change
/// applied.
///
/// Safe to share between threads: nothing changes after init.
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    // Unchecked: NSObject is not Sendable, but the only stored value is an immutable Sendable
    // struct.

    /// The curve itself.
    let timingCurve: CubicTimingCurve

    /// One of the predefined functions. A name Core Animation does not define gets the
    /// system default (with a warning).
    public convenience init(name: CAMediaTimingFunctionName) {
        if let curve = name.timingCurve {
            self.init(timingCurve: curve)
        } else {
            Diagnostics.warn(
                "CAMediaTimingFunction(name:) has no function named \"\(name.rawValue)\"; using the default",
                once: "CAMediaTimingFunction.name.\(name.rawValue)")
            self.init(timingCurve: .systemDefault)
        }
    }

    /// A curve through (0, 0), (c1x, c1y), (c2x, c2y) and (1, 1). The x coordinates must be
    /// in 0…1 for the curve to be a function of time; others are clamped into it (with a
    /// warning). The y coordinates may leave 0…1, for curves that overshoot.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        let values = [c1x, c1y, c2x, c2y]
        if !values.allSatisfy(\.isFinite) || !(0...1).contains(c1x) || !(0...1).contains(c2x) {
            Diagnostics.warn(
                "CAMediaTimingFunction control points (\(c1x), \(c1y)), (\(c2x), \(c2y)) need finite values and x in 0…1; clamping",
                once: "CAMediaTimingFunction.controlPoints")
        }
        timingCurve = CubicTimingCurve(x1: Double(c1x), y1: Double(c1y), x2: Double(c2x), y2: Double(c2y))
        super.init()
    }

    init(timingCurve: CubicTimingCurve) {
        self.timingCurve = timingCurve
        super.init()
    }

    /// Writes control point `idx` (0…3: the start (0, 0), the two control points, the end
    /// (1, 1)) as x then y into `ptr`, which must have room for two values. Any other index
    /// writes nothing (with a warning).
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (x: Double, y: Double)
        switch idx {
        case 0: point = (0, 0)
        case 1: point = (timingCurve.x1, timingCurve.y1)
        case 2: point = (timingCurve.x2, timingCurve.y2)
        case 3: point = (1, 1)
        default:
            Diagnostics.warn(
                "CAMediaTimingFunction.getControlPoint(at: \(idx)) needs an index from 0 to 3",
                once: "CAMediaTimingFunction.getControlPoint")
            return
        }
        ptr[0] = Float(point.x)
        ptr[1] = Float(point.y)
    }

    /// The fraction of the change applied when `fraction` of the duration has passed.
    func progress(at fraction: Double) -> Double {
        timingCurve.progress(at: fraction)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CAMediaTimingFunction else { return false }
        return other === self || other.timingCurve == timingCurve
    }

    open override var hash: Int { timingCurve.hashValue }

    open override var description: String {
        "<CAMediaTimingFunction: (\(timingCurve.x1), \(timingCurve.y1)), (\(timingCurve.x2), \(timingCurve.y2))>"
    }
}
