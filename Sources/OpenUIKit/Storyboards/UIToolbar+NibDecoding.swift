import Foundation

/// What a toolbar reads from its storyboard element: a navigation controller's
/// `<toolbar key="toolbar">`, or a toolbar placed in a view with its `<items>`.
extension UIToolbar {
    /// Decodes `translucent`, the bar tint colour, the tint colour, the four appearances and
    /// the `<items>`.
    func decodeToolbar(from coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return }
        if let flag = coder.bool("translucent") { isTranslucent = flag }
        if let color = coder.color("barTintColor") { barTintColor = color }
        if let color = coder.color("tintColor") { tintColor = color }
        if let appearance = UIToolbarAppearance.decoded("standardAppearance", coder: coder) { standardAppearance = appearance }
        if let appearance = UIToolbarAppearance.decoded("compactAppearance", coder: coder) { compactAppearance = appearance }
        if let appearance = UIToolbarAppearance.decoded("scrollEdgeAppearance", coder: coder) { scrollEdgeAppearance = appearance }
        if let appearance = UIToolbarAppearance.decoded("compactScrollEdgeAppearance", coder: coder) {
            compactScrollEdgeAppearance = appearance
        }
        if let list = coder.element.child("items") {
            items = UINavigationItem.items(in: list, loader: coder.loader)
        }
    }
}
