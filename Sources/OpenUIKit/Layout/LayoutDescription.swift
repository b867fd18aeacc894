import Foundation

/// How constraints and their items are named in logs, in UIKit's style:
/// `UILabel:0x55d0c1a0.leading == UIView:0x55d0c0f0.leadingMargin + 8`.
enum LayoutDescription {
    static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }

    /// `UIView:0x…`, or a guide's identifier with its owner (`'UIViewLayoutMarginsGuide'`).
    static func name(of item: AnyObject) -> String {
        if let guide = item as? UILayoutGuide, !guide.identifier.isEmpty {
            return "'\(guide.identifier)'"
        }
        return "\(type(of: item)):\(address(of: item))"
    }

    /// The relation written out, with the multiplier and constant as UIKit prints them.
    static func equation(of constraint: NSLayoutConstraint) -> String {
        let first = constraint.firstItemStorage.map(name(of:)) ?? "(gone)"
        var text = "\(first).\(constraint.firstAttribute.name) \(constraint.relation.symbol)"
        guard let second = constraint.secondItemStorage else {
            return text + " \(number(constraint.storedConstant))"
        }
        var right = "\(name(of: second)).\(constraint.secondAttribute.name)"
        if constraint.multiplier != 1 { right = "\(number(constraint.multiplier))*" + right }
        text += " " + right
        let c = constraint.storedConstant
        if c > 0 { text += " + \(number(c))" } else if c < 0 { text += " - \(number(-c))" }
        return text
    }

    static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%g", Double(value))
    }
}
