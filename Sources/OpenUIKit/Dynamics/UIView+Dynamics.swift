import Foundation

/// Views are dynamic items: an animator moves their `center` and turns their `transform`.
extension UIView: UIDynamicItem {}
