import Foundation

/// Converts what a storyboard holds (a `Double` for every number, a `UIColor` for a colour)
/// to the type of the property it is set on, as key-value coding converts `NSNumber`s.
enum InterfaceBuilderValue {
    /// `value` as a `Value`: directly when it is one (an optional property takes the value or
    /// nil), else by numeric conversion, or a `UIColor` as a `CGColor`; nil when it cannot be.
    static func convert<Value>(_ value: Any?, to type: Value.Type) -> Value? {
        guard let value else {
            // Only an optional property takes nil: casting an absent optional to `Value`
            // succeeds exactly when `Value` is itself optional.
            return (Optional<Any>.none as Any) as? Value
        }
        if let direct = value as? Value { return direct }
        if let number = number(value) {
            switch type {
            case is Int.Type, is Int?.Type: return Int(exactly: number.rounded()) as? Value ?? (Int(exactly: number.rounded()).map { Optional($0) } as? Value)
            case is Double.Type, is Double?.Type: return number as? Value ?? (Optional(number) as? Value)
            case is CGFloat.Type, is CGFloat?.Type: return CGFloat(number) as? Value ?? (Optional(CGFloat(number)) as? Value)
            case is Float.Type, is Float?.Type: return Float(number) as? Value ?? (Optional(Float(number)) as? Value)
            case is Bool.Type, is Bool?.Type: return (number != 0) as? Value ?? (Optional(number != 0) as? Value)
            default: return nil
            }
        }
        if let color = value as? UIColor {
            return color.cgColor as? Value ?? (Optional(color.cgColor) as? Value)
        }
        return nil
    }

    /// A number of any of the types a document's values arrive as.
    private static func number(_ value: Any) -> Double? {
        switch value {
        case let number as Double: number
        case let number as Int: Double(number)
        case let number as CGFloat: Double(number)
        case let number as Float: Double(number)
        case let flag as Bool: flag ? 1 : 0
        default: nil
        }
    }
}
