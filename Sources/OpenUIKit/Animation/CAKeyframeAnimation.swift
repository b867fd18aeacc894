import Foundation

/// An animation of one property through a sequence of values, or of a point along a path.
///
/// `values` (or, for a point such as `position`, `path`, which takes precedence) are the
/// keyframes; `keyTimes` (fractions of the duration, one per value, rising from 0 to 1) say
/// when each is reached, evenly spread without them; `timingFunctions` pace each segment;
/// `calculationMode` chooses straight segments, jumps, an even pace or a smooth curve. A path
/// has one keyframe per element's end point, and the layer moves along its lines and curves;
/// `rotationMode` turns the layer to follow it.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values, of the key path's kind.
    open var values: [Any]?
    /// A path for a point property to follow; overrides `values`.
    open var path: CGPath?
    /// When each keyframe is reached, as fractions of the duration (for `.discrete`, when
    /// each value starts showing; one more entry than values is allowed there).
    open var keyTimes: [NSNumber]?
    /// The pacing of each segment between keyframes (one fewer than the keyframes).
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are worked out.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Whether a layer moving along `path` turns to follow it; nil (the default) does not.
    open var rotationMode: CAAnimationRotationMode?

    override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values
        path = other.path
        keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode
        rotationMode = other.rotationMode
    }

    @MainActor
    override func makeEvaluator(for layer: CALayer) -> AnimationEvaluator? {
        guard let key = animatableKey(for: layer) else { return nil }
        let track: KeyframeTrack
        if let path {
            guard key.kind == .point else {
                Diagnostics.warn("CAKeyframeAnimation.path moves a point, but \"\(key.name)\" is not one; the animation changes nothing",
                                 once: "CAKeyframeAnimation.path.\(key.name)")
                return nil
            }
            guard let pathTrack = KeyframeTrack(path: path) else {
                Diagnostics.warn("CAKeyframeAnimation.path has no segments to follow; the animation changes nothing",
                                 once: "CAKeyframeAnimation.path.empty")
                return nil
            }
            track = pathTrack
        } else {
            let parsed = (values ?? []).enumerated().compactMap { key.parse($0.element, role: "value \($0.offset)") }
            guard !parsed.isEmpty, parsed.count == (values ?? []).count else {
                Diagnostics.warn("CAKeyframeAnimation of \"\(key.name)\" needs values of that key path's kind (or a path); it changes nothing",
                                 once: "CAKeyframeAnimation.values.\(key.name)")
                return nil
            }
            track = KeyframeTrack(values: parsed, cubic: calculationMode == .cubic || calculationMode == .cubicPaced)
        }
        return KeyframeAnimationEvaluator(animation: self, key: key, track: track,
                                          times: keyframeTimes(for: track), timingFunctions: timingFunctions ?? [])
    }

    /// The times at which each keyframe is reached (for discrete: at which each starts), as
    /// fractions of the duration.
    func keyframeTimes(for track: KeyframeTrack) -> [Double] {
        let keyframes = track.keyframeCount
        switch calculationMode {
        case .paced, .cubicPaced:
            let total = track.lengths.reduce(0, +)
            guard total > 0 else { return Self.evenTimes(keyframes) }
            var times = [0.0]
            for length in track.lengths { times.append(times.last! + length / total) }
            return times
        case .discrete:
            if let given = validKeyTimes(counts: [keyframes, keyframes + 1]) { return Array(given.prefix(keyframes)) }
            return (0..<keyframes).map { Double($0) / Double(keyframes) }
        default:
            return validKeyTimes(counts: [keyframes]) ?? Self.evenTimes(keyframes)
        }
    }

    private static func evenTimes(_ keyframes: Int) -> [Double] {
        keyframes < 2 ? [0] : (0..<keyframes).map { Double($0) / Double(keyframes - 1) }
    }

    /// `keyTimes` as numbers when there are as many as expected, each in 0…1 and none
    /// before the one before; otherwise nil, with a warning when some were given.
    private func validKeyTimes(counts: [Int]) -> [Double]? {
        guard let keyTimes else { return nil }
        let times = keyTimes.map(\.doubleValue)
        let rising = zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }
        if counts.contains(times.count), rising, times.allSatisfy({ (0...1).contains($0) }) { return times }
        Diagnostics.warn("CAKeyframeAnimation.keyTimes needs one rising fraction in 0…1 per keyframe (\(counts[0]) here, \(times.count) given); they are spread evenly instead",
                         once: "CAKeyframeAnimation.keyTimes")
        return nil
    }
}

/// A keyframe animation's values, or its path, prepared for evaluation.
@MainActor
struct KeyframeAnimationEvaluator: AnimationEvaluator {
    let animation: CAKeyframeAnimation
    let key: LayerAnimatableKey
    let track: KeyframeTrack
    let times: [Double]
    let timingFunctions: [CAMediaTimingFunction]

    /// The value `progress` of the way through the animation, and the direction of a path
    /// there (for `rotationMode`).
    func value(atProgress progress: Double) -> (AnimatedValue, angle: Double?) {
        if animation.calculationMode == .discrete {
            let index = times.lastIndex(where: { $0 <= progress }) ?? 0
            return (track.keyframe(index), nil)
        }
        let segments = track.lengths.count
        guard segments > 0 else { return (track.keyframe(0), nil) }
        var index = 0
        while index < segments - 1, progress >= times[index + 1] { index += 1 }
        let width = times[index + 1] - times[index]
        var local = width > 0 ? (progress - times[index]) / width : 1
        local = Swift.min(1, Swift.max(0, local))
        if animation.calculationMode != .paced, animation.calculationMode != .cubicPaced, index < timingFunctions.count {
            local = timingFunctions[index].progress(at: local)
        }
        return track.value(inSegment: index, at: local)
    }

    func apply(to state: inout LayerState, atParentTime parentTime: CFTimeInterval) {
        guard let position = animation.position(atParentTime: parentTime) else { return }
        let current = key.read(state)
        var (value, angle) = value(atProgress: position.progress)
        if animation.isCumulative, position.repetition > 0 {
            value = (track.keyframe(track.keyframeCount - 1) - track.keyframe(0)).repeated(position.repetition) + value
        }
        key.write(&state, animation.isAdditive ? value + current : value)
        if let angle, let mode = animation.rotationMode {
            let turn = mode == .rotateAutoReverse ? angle + .pi : angle
            state.transform = CGAffineTransform(rotationAngle: CGFloat(turn)).concatenating(state.transform)
        }
    }
}
