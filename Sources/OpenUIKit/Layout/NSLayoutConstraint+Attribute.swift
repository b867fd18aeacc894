import Foundation

extension NSLayoutConstraint {
    /// The part of an item a constraint relates, with UIKit's raw values.
    public enum Attribute: Int, Sendable {
        /// An edge, a size or a centre of an item.
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        /// The baseline of the item's last or first line of text.
        case lastBaseline, firstBaseline
        /// An edge inset by the item's layout margins.
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        /// A centre within the item's layout margins.
        case centerXWithinMargins, centerYWithinMargins
        /// For the missing second item of a constant size (`width == 100`).
        case notAnAttribute = 0

        /// The old name of `lastBaseline`.
        public static var baseline: Attribute { .lastBaseline }

        /// Which axis the attribute lies on; nil for `notAnAttribute`.
        var axis: NSLayoutConstraint.Axis? {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX,
                 .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
                return .horizontal
            case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline,
                 .topMargin, .bottomMargin, .centerYWithinMargins:
                return .vertical
            case .notAnAttribute:
                return nil
            }
        }

        /// A size rather than a position: sizes may be related to constants alone, and
        /// positions and sizes may not be related to each other.
        var isDimension: Bool { self == .width || self == .height }

        /// The attribute's name as UIKit prints it in constraint descriptions.
        var name: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }
    }

    /// How the first attribute relates to the second.
    public enum Relation: Int, Sendable {
        /// Whether the first attribute is at most, equal to, or at least the second side.
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1

        var symbol: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// A layout direction: content hugging and compression resistance are set per axis.
    public enum Axis: Int, Sendable {
        /// The left-to-right axis, or the top-to-bottom axis.
        case horizontal = 0, vertical = 1
    }
}

/// The Swift 4 names, for older course code.
@available(*, deprecated, renamed: "NSLayoutConstraint.Attribute")
public typealias NSLayoutAttribute = NSLayoutConstraint.Attribute
/// The older name of `NSLayoutConstraint.Relation`.
@available(*, deprecated, renamed: "NSLayoutConstraint.Relation")
public typealias NSLayoutRelation = NSLayoutConstraint.Relation
/// The older name of `NSLayoutConstraint.Axis`.
@available(*, deprecated, renamed: "NSLayoutConstraint.Axis")
public typealias UILayoutConstraintAxis = NSLayoutConstraint.Axis
