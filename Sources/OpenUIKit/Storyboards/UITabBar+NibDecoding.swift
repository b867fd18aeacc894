import Foundation

/// What a tab bar reads from its storyboard element, a tab bar controller's
/// `<tabBar key="tabBar">`.
extension UITabBar {
    /// Decodes `translucent`, the bar tint colour, the tint colour and the unselected
    /// items' tint colour.
    func decodeTabBar(from coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return }
        if let flag = coder.bool("translucent") { isTranslucent = flag }
        if let color = coder.color("barTintColor") { barTintColor = color }
        if let color = coder.color("tintColor") { tintColor = color }
        if let color = coder.color("unselectedItemTintColor") { unselectedItemTintColor = color }
    }
}
