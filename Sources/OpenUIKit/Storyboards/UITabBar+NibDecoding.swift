import Foundation

/// What a tab bar reads from its storyboard element, a tab bar controller's
/// `<tabBar key="tabBar">`.
extension UITabBar {
    /// Decodes `translucent`, the bar tint colour, the tint colour, the unselected items' tint
    /// colour and the standard and scroll-edge appearances.
    func decodeTabBar(from coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return }
        if let flag = coder.bool("translucent") { isTranslucent = flag }
        if let color = coder.color("barTintColor") { barTintColor = color }
        if let color = coder.color("tintColor") { tintColor = color }
        if let color = coder.color("unselectedItemTintColor") { unselectedItemTintColor = color }
        if let appearance = UITabBarAppearance.decoded("standardAppearance", coder: coder) { standardAppearance = appearance }
        if let appearance = UITabBarAppearance.decoded("scrollEdgeAppearance", coder: coder) { scrollEdgeAppearance = appearance }
    }
}
