import Foundation

extension NSMutableAttributedString {
    /// Sets the attribute `name` to `value` over `range`, as Foundation's
    /// `addAttribute(_:value:range:)` does, for values that are objects (`UIFont`, `UIColor`,
    /// `NSParagraphStyle`, …).
    ///
    /// swift-corelibs-foundation's own `addAttribute(_:value:range:)` halts the process when
    /// the value is an instance of an `NSObject` subclass declared outside Foundation, which
    /// UIKit's attribute values are. Its `addAttributes(_:range:)` stores such values
    /// correctly, so this overload, which Swift prefers for object values, goes through it.
    /// The effect is the same: the one attribute is replaced over the range, others kept.
    public func addAttribute(_ name: NSAttributedString.Key, value: NSObject, range: NSRange) {
        addAttributes([name: value], range: range)
    }
}
