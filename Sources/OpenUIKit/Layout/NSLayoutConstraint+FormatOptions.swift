import Foundation

extension NSLayoutConstraint {
    /// How `constraints(withVisualFormat:options:metrics:views:)` lines its views up across the
    /// format's axis, which way a horizontal format reads, and whether vertical spacing runs
    /// between edges or baselines. The raw values are UIKit's, so options stored as numbers
    /// mean the same here: an alignment option is `1 << attribute.rawValue`, the direction
    /// sits in bits 16–17 and the spacing in bit 19.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The option that aligns every view of the format on `attribute`.
        private init(aligning attribute: Attribute) {
            rawValue = 1 << UInt(attribute.rawValue)
        }

        /// Aligns the left edges of every view in the format string.
        public static let alignAllLeft = FormatOptions(aligning: .left)
        /// Aligns the right edges of every view in the format string.
        public static let alignAllRight = FormatOptions(aligning: .right)
        /// Aligns the top edges of every view in the format string.
        public static let alignAllTop = FormatOptions(aligning: .top)
        /// Aligns the bottom edges of every view in the format string.
        public static let alignAllBottom = FormatOptions(aligning: .bottom)
        /// Aligns the leading edges of every view in the format string.
        public static let alignAllLeading = FormatOptions(aligning: .leading)
        /// Aligns the trailing edges of every view in the format string.
        public static let alignAllTrailing = FormatOptions(aligning: .trailing)
        /// Aligns the horizontal centres of every view in the format string.
        public static let alignAllCenterX = FormatOptions(aligning: .centerX)
        /// Aligns the vertical centres of every view in the format string.
        public static let alignAllCenterY = FormatOptions(aligning: .centerY)
        /// Aligns the last baselines of every view in the format string.
        public static let alignAllLastBaseline = FormatOptions(aligning: .lastBaseline)
        /// Aligns the first baselines of every view in the format string.
        public static let alignAllFirstBaseline = FormatOptions(aligning: .firstBaseline)
        /// The bits the alignment options live in.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// Horizontal formats read from the leading edge to the trailing one (the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// Lays a horizontal format out left to right, whatever the layout direction.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Lays a horizontal format out right to left, whatever the layout direction.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The bits the direction lives in.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)

        /// Vertical spacing from one view's bottom edge to the next one's top (the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Vertical spacing from one view's last baseline to the next one's first baseline.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The bit the spacing lives in.
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)

        /// The old name of `alignAllLastBaseline`.
        @available(*, deprecated, renamed: "alignAllLastBaseline")
        public static var alignAllBaseline: FormatOptions { .alignAllLastBaseline }

        // MARK: Reading the options

        /// The attributes the alignment bits ask for, in raw-value order, or the first bit that
        /// names no alignable attribute (a size, a margin, or no attribute at all).
        var alignmentAttributes: Result<[Attribute], UnknownAlignmentBit> {
            let bits = rawValue & FormatOptions.alignmentMask.rawValue
            var attributes: [Attribute] = []
            for bit in 0..<16 where bits & (1 << UInt(bit)) != 0 {
                guard let attribute = Attribute(rawValue: bit), FormatOptions.alignable.contains(attribute) else {
                    return .failure(UnknownAlignmentBit(bit: bit))
                }
                attributes.append(attribute)
            }
            return .success(attributes)
        }

        /// A bit in the alignment mask that is no `alignAll…` option.
        struct UnknownAlignmentBit: Error {
            let bit: Int
        }

        /// The attributes UIKit has alignment options for.
        private static let alignable: Set<Attribute> = [.left, .right, .top, .bottom, .leading, .trailing,
                                                        .centerX, .centerY, .lastBaseline, .firstBaseline]

        /// The direction bits, or nil for the one value (3 << 16) that names no direction.
        var direction: FormatOptions? {
            let bits = FormatOptions(rawValue: rawValue & FormatOptions.directionMask.rawValue)
            return bits == FormatOptions.directionMask ? nil : bits
        }

        /// Bits outside every mask, which no option uses.
        var unknownBits: UInt {
            rawValue & ~(FormatOptions.alignmentMask.rawValue | FormatOptions.directionMask.rawValue | FormatOptions.spacingMask.rawValue)
        }
    }
}

/// The Swift 4 name, for older course code.
@available(*, deprecated, renamed: "NSLayoutConstraint.FormatOptions")
public typealias NSLayoutFormatOptions = NSLayoutConstraint.FormatOptions
