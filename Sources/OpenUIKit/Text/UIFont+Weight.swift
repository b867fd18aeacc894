import Foundation

extension UIFont {
    /// A font weight on UIKit's scale: 0 is regular, negative is lighter, positive is bolder.
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// A weight from its value on UIKit's scale, without the argument label.
        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The lightest named weight (-0.8), matched to OpenType weight class 100.
        public static let ultraLight = Weight(-0.8)
        /// A thin weight (-0.6), matched to OpenType weight class 200.
        public static let thin = Weight(-0.6)
        /// A light weight (-0.4), matched to OpenType weight class 300.
        public static let light = Weight(-0.4)
        /// The normal weight (0), matched to OpenType weight class 400.
        public static let regular = Weight(0)
        /// A medium weight (0.23), matched to OpenType weight class 500.
        public static let medium = Weight(0.23)
        /// A semibold weight (0.3), matched to OpenType weight class 600.
        public static let semibold = Weight(0.3)
        /// A bold weight (0.4), matched to OpenType weight class 700.
        public static let bold = Weight(0.4)
        /// A heavy weight (0.56), matched to OpenType weight class 800.
        public static let heavy = Weight(0.56)
        /// The boldest named weight (0.62), matched to OpenType weight class 900.
        public static let black = Weight(0.62)

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        /// UIKit's named weights against the OpenType weight classes fontconfig matches on
        /// (UIKit's ultraLight is the lightest, so it takes 100).
        private static let anchors: [(uikit: CGFloat, openType: CGFloat)] = [
            (-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500),
            (0.3, 600), (0.4, 700), (0.56, 800), (0.62, 900),
        ]

        /// The OpenType weight class, interpolated between the named weights.
        var pangoWeight: Int32 {
            let value = rawValue.isNaN ? 0 : rawValue
            guard let first = Weight.anchors.first, let last = Weight.anchors.last else { return 400 }
            if value <= first.uikit { return Int32(first.openType) }
            if value >= last.uikit { return Int32(last.openType) }
            for (lower, upper) in zip(Weight.anchors, Weight.anchors.dropFirst()) where value <= upper.uikit {
                let t = (value - lower.uikit) / (upper.uikit - lower.uikit)
                return Int32((lower.openType + t * (upper.openType - lower.openType)).rounded())
            }
            return Int32(last.openType)
        }
    }
}
