import Foundation

/// A face's expression: how the eyes look, how the mouth curves and how the brows tilt.
///
/// **Numbers are the truth; names are stops on them.** The mouth and the brows are continuous
/// (`mouthCurvature`, `browTilt`, each in −1…1), because gestures move them continuously: a
/// slow vertical drag bends the mouth a little per event, and two turning fingers tilt the
/// brows. The named cases (`Mouth`, `Brows`) are stops on those scales, for the discrete
/// interactions: a swipe steps to the next stop (`happier`, `sadder`), the command line names
/// one, and reading `mouth` answers the stop nearest the current curvature. Setting `mouth`
/// moves the curvature exactly onto that stop. So there is one stored value per feature and
/// no way for a name and a number to disagree.
///
/// ```swift
/// var face = FacialExpression(mouth: .neutral)   // curvature 0
/// face.mouthCurvature = 0.3                      // a drag; face.mouth == .grin (0.5 is nearest)
/// face = face.sadder                             // the next stop below 0.3: .neutral, curvature 0
/// FacialExpression(mouth: .smile).happier.mouth  // .smile: stepping clamps at the ends
/// ```
public struct FacialExpression: Equatable, Sendable {
    /// How the eyes look.
    public enum Eyes: String, CaseIterable, Sendable {
        case open
        case closed
        case squinting

        /// What a tap makes of these eyes: closed eyes open, open or squinting ones close.
        public var toggled: Eyes {
            self == .closed ? .open : .closed
        }

        /// The case whose name is `argument`, ignoring case and surrounding spaces
        /// ("open", "Closed", "SQUINTING"); nil for anything else.
        public init?(argument: String) {
            guard let eyes = FacialExpression.parse(argument, as: Eyes.self) else { return nil }
            self = eyes
        }
    }

    /// The named mouth shapes, from the saddest to the happiest.
    public enum Mouth: String, CaseIterable, Comparable, Sendable {
        case frown
        case smirk
        case neutral
        case grin
        case smile

        /// Where this shape sits on the curvature scale: −1 is a full frown, 1 a full smile,
        /// and the stops are evenly spaced between.
        public var curvature: Double {
            switch self {
            case .frown: -1
            case .smirk: -0.5
            case .neutral: 0
            case .grin: 0.5
            case .smile: 1
            }
        }

        /// The next shape up; a smile stays a smile.
        public var happier: Mouth {
            Mouth.allCases.first { $0 > self } ?? .smile
        }

        /// The next shape down; a frown stays a frown.
        public var sadder: Mouth {
            Mouth.allCases.last { $0 < self } ?? .frown
        }

        /// The stop nearest `curvature`; halfway between two, the one nearer neutral.
        public static func nearest(toCurvature curvature: Double) -> Mouth {
            FacialExpression.nearestStop(to: curvature, among: allCases, value: \.curvature)
        }

        /// The case whose name is `argument`, ignoring case and surrounding spaces; nil for
        /// anything else.
        public init?(argument: String) {
            guard let mouth = FacialExpression.parse(argument, as: Mouth.self) else { return nil }
            self = mouth
        }

        public static func < (a: Mouth, b: Mouth) -> Bool {
            a.curvature < b.curvature
        }
    }

    /// The named brow positions.
    public enum Brows: String, CaseIterable, Sendable {
        /// Inner ends pulled down: angry.
        case furrowed
        case normal
        /// Inner ends raised: relaxed, or worried when the mouth is sad.
        case relaxed

        /// Where this position sits on the tilt scale: −1 fully furrowed, 1 fully relaxed.
        public var tilt: Double {
            switch self {
            case .furrowed: -1
            case .normal: 0
            case .relaxed: 1
            }
        }

        /// The position nearest `tilt`; halfway between two, `normal`.
        public static func nearest(toTilt tilt: Double) -> Brows {
            FacialExpression.nearestStop(to: tilt, among: allCases, value: \.tilt)
        }

        /// The case whose name is `argument`, ignoring case and surrounding spaces; nil for
        /// anything else.
        public init?(argument: String) {
            guard let brows = FacialExpression.parse(argument, as: Brows.self) else { return nil }
            self = brows
        }
    }

    /// The ends of both continuous scales.
    public static let range: ClosedRange<Double> = -1...1

    /// How the eyes look.
    public var eyes: Eyes

    /// How the mouth bends, from −1 (full frown) through 0 (straight) to 1 (full smile).
    /// Values outside that range are clamped; a value that is not a number is refused and
    /// the curvature stays as it was.
    public var mouthCurvature: Double {
        didSet { mouthCurvature = FacialExpression.clamped(mouthCurvature, keeping: oldValue) }
    }

    /// How the brows tilt, from −1 (furrowed) to 1 (relaxed); clamped and refused as
    /// `mouthCurvature` is.
    public var browTilt: Double {
        didSet { browTilt = FacialExpression.clamped(browTilt, keeping: oldValue) }
    }

    /// The named mouth nearest the curvature; setting it puts the curvature on that stop.
    public var mouth: Mouth {
        get { Mouth.nearest(toCurvature: mouthCurvature) }
        set { mouthCurvature = newValue.curvature }
    }

    /// The named brows nearest the tilt; setting it puts the tilt on that stop.
    public var brows: Brows {
        get { Brows.nearest(toTilt: browTilt) }
        set { browTilt = newValue.tilt }
    }

    /// An expression made of named parts.
    public init(eyes: Eyes = .open, mouth: Mouth = .smile, brows: Brows = .normal) {
        self.init(eyes: eyes, mouthCurvature: mouth.curvature, browTilt: brows.tilt)
    }

    /// An expression anywhere on the continuous scales; values are clamped to −1…1 (and a
    /// value that is not a number reads as 0).
    public init(eyes: Eyes, mouthCurvature: Double, browTilt: Double) {
        self.eyes = eyes
        self.mouthCurvature = FacialExpression.clamped(mouthCurvature, keeping: 0)
        self.browTilt = FacialExpression.clamped(browTilt, keeping: 0)
    }

    /// Eyes open, mouth straight, brows level: no expression at all.
    public static let neutral = FacialExpression(eyes: .open, mouth: .neutral, brows: .normal)

    /// The face the lecture ends with: eyes open and a full smile. What a long press resets to.
    public static let `default` = FacialExpression(eyes: .open, mouth: .smile, brows: .normal)

    /// The same face with the mouth on the next stop above its curvature (a curvature between
    /// two stops goes to the upper one); a full smile stays.
    public var happier: FacialExpression {
        var face = self
        face.mouthCurvature = Mouth.allCases.first { $0.curvature > mouthCurvature + FacialExpression.stopTolerance }?.curvature
            ?? Mouth.smile.curvature
        return face
    }

    /// The same face with the mouth on the next stop below its curvature; a full frown stays.
    public var sadder: FacialExpression {
        var face = self
        face.mouthCurvature = Mouth.allCases.last { $0.curvature < mouthCurvature - FacialExpression.stopTolerance }?.curvature
            ?? Mouth.frown.curvature
        return face
    }

    // MARK: Private

    /// Two curvatures closer than this are on the same stop, so that a value a drag left a
    /// rounding error away from a stop still steps past it.
    private static let stopTolerance = 1e-9

    private static func clamped(_ value: Double, keeping fallback: Double) -> Double {
        guard value.isFinite else { return fallback }
        return min(max(value, range.lowerBound), range.upperBound)
    }

    private static func nearestStop<Stop>(to value: Double, among stops: [Stop], value stopValue: (Stop) -> Double) -> Stop {
        // Ties go to the stop nearer zero, so that rounding never exaggerates an expression.
        // `stops` is a `CaseIterable` enum's cases, never empty.
        stops.dropFirst().reduce(stops[0]) { best, candidate in
            let dBest = abs(stopValue(best) - value), dCandidate = abs(stopValue(candidate) - value)
            if abs(dBest - dCandidate) > stopTolerance { return dCandidate < dBest ? candidate : best }
            return abs(stopValue(candidate)) < abs(stopValue(best)) ? candidate : best
        }
    }

    private static func parse<Case: CaseIterable & RawRepresentable>(_ argument: String, as: Case.Type) -> Case?
    where Case.RawValue == String {
        let name = argument.trimmingCharacters(in: .whitespaces).lowercased()
        return Case.allCases.first { $0.rawValue == name }
    }
}

extension FacialExpression: CustomStringConvertible {
    /// "eyes open, mouth grin (0.30), brows normal (0.00)": the names and the numbers.
    public var description: String {
        "eyes \(eyes.rawValue), mouth \(mouth.rawValue) (\(String(format: "%.2f", mouthCurvature))), "
            + "brows \(brows.rawValue) (\(String(format: "%.2f", browTilt)))"
    }
}
