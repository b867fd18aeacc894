import Foundation

/// A timeline that can be placed in its parent's: animations and layers adopt it, as in Core
/// Animation.
///
/// A time `t` of the parent maps to local time `(t − beginTime) × speed + timeOffset`. Layers
/// nest their timelines (a sublayer's parent time is its superlayer's local time, the root's
/// is `CACurrentMediaTime()`), and an animation's parent time is its layer's local time, or
/// its group's. So setting a layer's `speed` to 0 freezes every animation in its subtree,
/// which is how the documented pause and resume works.
public protocol CAMediaTiming {
    /// When the timeline starts, in the parent's time (for an animation added with 0, the
    /// time it was added).
    var beginTime: CFTimeInterval { get set }
    /// The length of one pass, in seconds (0 means Core Animation's default, 0.25 s, for
    /// animations).
    var duration: CFTimeInterval { get set }
    /// How fast local time runs against the parent's (2 = twice as fast, 0 = stopped).
    var speed: Float { get set }
    /// An offset added to local time.
    var timeOffset: CFTimeInterval { get set }
    /// How many times the pass repeats (fractions allowed; `.infinity` forever).
    var repeatCount: Float { get set }
    /// How long to repeat for, in seconds, instead of a count.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each pass plays forwards and then backwards.
    var autoreverses: Bool { get set }
    /// What shows outside the active time.
    var fillMode: CAMediaTimingFillMode { get set }
}
