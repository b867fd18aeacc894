import Foundation

extension UIListContentConfiguration {
    /// How a list content's text looks.
    public struct TextProperties: Hashable {
        /// A change of letter case applied to the text shown.
        public enum TextTransform: Int, Hashable, Sendable {
            /// The text as given.
            case none = 0
            /// Every letter in upper case.
            case uppercase = 1
            /// Every letter in lower case.
            case lowercase = 2
            /// Each word's first letter in upper case.
            case capitalized = 3

            /// `text` transformed.
            func apply(to text: String) -> String {
                switch self {
                case .none: text
                case .uppercase: text.uppercased()
                case .lowercase: text.lowercased()
                case .capitalized: text.capitalized
                }
            }
        }

        /// The font (body text by default).
        public var font: UIFont = .preferredFont(forTextStyle: .body)
        /// The colour (the label colour by default).
        public var color: UIColor = .label
        /// The horizontal alignment.
        public var alignment: NSTextAlignment = .natural
        /// The most lines shown; 0 for as many as the text needs (the default).
        public var numberOfLines = 0
        /// How a line too long for the width ends.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// A change of letter case for the text shown.
        public var transform: TextTransform = .none

        /// Body text in the label colour.
        public init() {}
    }
}
