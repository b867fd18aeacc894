import Foundation

/// Force, tilt, contact size and precision: what pens and pressure-sensitive touchscreens
/// report beside position, from the XInput2 valuators the X11 decoder reads
/// (`TouchAxes`). Devices without such axes give UIKit's defaults: no force, upright,
/// pointing along +x.
///
/// **Force.** UIKit's `force` is 1.0 for an average touch and runs up to
/// `maximumPossibleForce`, which iOS reports as 20/3 for a 3D Touch screen and 4.17 for Apple
/// Pencil. The X11 axes give only a fraction of the device's range, so a touch's force is that
/// fraction of the same maximum: a touchscreen's full range is 20/3, a pen's 4.17, and an
/// average touch (1.0) is 15 % (touchscreen) or 24 % (pen) of the range. A device without a
/// pressure axis reports 0 for both, as a non-3D-Touch iPhone does.
///
/// **Tilt.** Pen drivers (xf86-input-libinput, xf86-input-wacom) report tilt as two angles
/// from upright, in degrees, towards +x and +y; the decoder turns them into radians. The pen's
/// axis is then the direction (tan x, tan y, 1): its altitude is the angle between that
/// direction and the screen, and its azimuth the direction its cap leans in the screen's
/// plane.
extension UITouch {
    /// Which properties of a touch the platform may report as estimates. The raw values are
    /// UIKit's.
    public struct Properties: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: Int
        /// A mask of properties with `rawValue`'s bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// `force`.
        public static let force = Properties(rawValue: 1 << 0)
        /// `azimuthAngle(in:)` and `azimuthUnitVector(in:)`.
        public static let azimuth = Properties(rawValue: 1 << 1)
        /// `altitudeAngle`.
        public static let altitude = Properties(rawValue: 1 << 2)
        /// `location(in:)` and `preciseLocation(in:)`.
        public static let location = Properties(rawValue: 1 << 3)
        /// The pen's roll about its own axis.
        public static let roll = Properties(rawValue: 1 << 4)
    }

    /// iOS's `maximumPossibleForce` for a 3D Touch screen (20/3), which a pressure-sensitive
    /// touchscreen's full range maps to.
    static let touchscreenMaximumForce: CGFloat = 20.0 / 3.0
    /// iOS's `maximumPossibleForce` for Apple Pencil, which a pen's full pressure range maps to.
    static let penMaximumForce: CGFloat = 4.17
    /// A fingertip's radius in points when the device does not measure it: within the 12 to
    /// 25.75 points an iPad reports for a light fingertip touch.
    static let fingerMajorRadius: CGFloat = 20
    /// The tolerance reported with `fingerMajorRadius`, in points (an iPad's 6.4375).
    static let fingerMajorRadiusTolerance: CGFloat = 6.4375
    /// A pen tip's radius in points: the tip is about a point across.
    static let penMajorRadius: CGFloat = 0.5
    /// The tolerance reported with `penMajorRadius`, in points.
    static let penMajorRadiusTolerance: CGFloat = 0.25

    /// The force of the touch: 1.0 is an average touch, `maximumPossibleForce` the most the
    /// device reports (see the extension's note for the mapping); 0 on devices without a
    /// pressure axis.
    public var force: CGFloat {
        guard let pressure = axes.pressure, pressure.isFinite else { return 0 }
        return CGFloat(min(max(pressure, 0), 1)) * maximumPossibleForce
    }

    /// The largest `force` the device can report: 20/3 for a pressure-sensitive touchscreen,
    /// 4.17 for a pen, 0 without a pressure axis.
    public var maximumPossibleForce: CGFloat {
        guard axes.pressure != nil else { return 0 }
        return type == .pencil ? UITouch.penMaximumForce : UITouch.touchscreenMaximumForce
    }

    /// The pen's angle with the screen, in radians: π/2 upright (and for fingers, mice and pens
    /// without tilt), towards 0 as it lies down.
    public var altitudeAngle: CGFloat {
        guard let lean = leanVector else { return .pi / 2 }
        return atan2(1, hypot(lean.dx, lean.dy))
    }

    /// The direction the pen's cap leans, in radians in `view`'s coordinates (nil: the
    /// window's): 0 along +x, π/2 along +y; 0 for fingers and upright pens.
    public func azimuthAngle(in view: UIView?) -> CGFloat {
        let vector = azimuthUnitVector(in: view)
        return atan2(vector.dy, vector.dx)
    }

    /// The unit vector of `azimuthAngle(in:)` in `view`'s coordinates (nil: the window's):
    /// (1, 0) for fingers and upright pens.
    public func azimuthUnitVector(in view: UIView?) -> CGVector {
        var direction = CGVector(dx: 1, dy: 0)
        if let lean = leanVector {
            let length = hypot(lean.dx, lean.dy)
            if length > 0 { direction = CGVector(dx: lean.dx / length, dy: lean.dy / length) }
        }
        guard let view else { return direction }
        // The direction through the view's transforms: two window points a point apart.
        let start = UITouch.convert(locationInWindow, to: view)
        let end = UITouch.convert(CGPoint(x: locationInWindow.x + direction.dx, y: locationInWindow.y + direction.dy), to: view)
        let converted = CGVector(dx: end.x - start.x, dy: end.y - start.y)
        let length = hypot(converted.dx, converted.dy)
        guard length > 0, length.isFinite else { return direction }
        return CGVector(dx: converted.dx / length, dy: converted.dy / length)
    }

    /// The contact's radius in points: UIKit's typical fingertip for fingers, mice and
    /// touchpads, a pen tip's for pens (X11's touch axes are not read for size).
    public var majorRadius: CGFloat {
        type == .pencil ? UITouch.penMajorRadius : UITouch.fingerMajorRadius
    }

    /// How far `majorRadius` may be off, in points.
    public var majorRadiusTolerance: CGFloat {
        type == .pencil ? UITouch.penMajorRadiusTolerance : UITouch.fingerMajorRadiusTolerance
    }

    /// Where the touch is, as precisely as the device reports it, in `view`'s coordinates
    /// (nil: the window's). XInput2 reports sub-pixel positions, which `location(in:)` already
    /// keeps, so the two agree.
    public func preciseLocation(in view: UIView?) -> CGPoint {
        UITouch.convert(locationInWindow, to: view)
    }

    /// Where the touch was before its latest move, as precisely as the device reports it, in
    /// `view`'s coordinates (nil: the window's).
    public func precisePreviousLocation(in view: UIView?) -> CGPoint {
        UITouch.convert(previousLocationInWindow, to: view)
    }

    /// The properties whose values are estimates: none for what X11 reports (its values are
    /// final), the moving ones for a predicted touch.
    public var estimatedProperties: Properties { estimatedPropertiesStorage }

    /// The estimated properties still expecting an update: always empty, since X11's values
    /// are final and never revised.
    public var estimatedPropertiesExpectingUpdates: Properties { [] }

    /// The index that ties a later update to this touch's estimates: nil, since no update is
    /// ever expected (see `estimatedPropertiesExpectingUpdates`).
    public var estimationUpdateIndex: NSNumber? { nil }

    /// The pen's lean as (tan x, tan y): how far its cap is from the tip per unit of height;
    /// nil without tilt axes.
    private var leanVector: CGVector? {
        guard axes.hasTilt else { return nil }
        let x = UITouch.tangent(of: axes.tiltX ?? 0), y = UITouch.tangent(of: axes.tiltY ?? 0)
        return CGVector(dx: x, dy: y)
    }

    /// The steepest lean taken from a tilt axis, in radians (89°): a pen lying flat would make
    /// the tangent infinite.
    static let maximumTilt = 89.0 * Double.pi / 180

    private static func tangent(of tilt: Double) -> CGFloat {
        guard tilt.isFinite else { return 0 }
        return CGFloat(tan(min(max(tilt, -maximumTilt), maximumTilt)))
    }
}
