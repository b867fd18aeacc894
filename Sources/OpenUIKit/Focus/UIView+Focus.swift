import Foundation

/// Views are focus items: the members (`canBecomeFocused`, `isFocused`,
/// `didUpdateFocus(in:with:)`, …) are declared in `UIView`'s body so subclasses can override them.
extension UIView: UIFocusItem {}
