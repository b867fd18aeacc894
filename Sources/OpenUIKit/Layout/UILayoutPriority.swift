import Foundation

/// How much a constraint matters, from 1 to 1000 (`required`). Auto Layout satisfies higher
/// priorities first: no number of violations at a lower priority outweighs one at a higher
/// priority. A constraint below `required` that cannot be met is met as nearly as it can be.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float

    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// A priority from its raw value, 1 to 1000.
    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    /// A constraint that must hold.
    public static let required = UILayoutPriority(1000)
    /// How strongly a button resists being squeezed below its content.
    public static let defaultHigh = UILayoutPriority(750)
    /// For a drag that may resize the window's scene.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// How strongly the window's scene keeps its size.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// For a drag that does not resize the window's scene.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// How strongly a button hugs its content.
    public static let defaultLow = UILayoutPriority(250)
    /// How strongly `systemLayoutSizeFitting(_:)` pulls a view toward the target size.
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// `.defaultLow + 1`, as UIKit's Swift overlay allows.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }

    /// A priority `rhs` lower.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }

    /// Whether a constraint may carry this priority: above 0 and at most `required`.
    var isValid: Bool { rawValue > 0 && rawValue <= UILayoutPriority.required.rawValue }
}

extension UILayoutPriority: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public init(floatLiteral value: Float) {
        self.init(value)
    }

    public init(integerLiteral value: Int) {
        self.init(Float(value))
    }
}

extension UILayoutPriority: CustomStringConvertible {
    public var description: String {
        rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }
}
