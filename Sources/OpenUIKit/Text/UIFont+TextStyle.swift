import Foundation

extension UIFont {
    /// A semantic text style for Dynamic Type, with UIKit's raw values.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The style for the biggest titles: 34 points at the default text size.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// The first-level title style: 28 points at the default text size.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// The second-level title style: 22 points at the default text size.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// The third-level title style: 20 points at the default text size.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// The style for headings within body text: 17 points at the default text size.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// The style for running text: 17 points at the default text size.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// The style for short call-out text: 16 points at the default text size.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// The style for subordinate headings: 15 points at the default text size.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// The style for footnotes: 13 points at the default text size.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// The main caption style: 12 points at the default text size.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// The smaller caption style: 11 points at the default text size.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// iOS's size for the style at the default (large) text size, in points; an unknown
        /// style gets the body size.
        var largeCategoryPointSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            default: 17
            }
        }

        var weight: Weight {
            self == .headline ? .semibold : .regular
        }
    }
}
