import Foundation

/// What a navigation bar reads from its storyboard element: a navigation controller's
/// `<navigationBar key="navigationBar">`, or a bar placed in a view.
extension UINavigationBar {
    /// Decodes `translucent`, `prefersLargeTitles`, the bar tint colour, the tint colour
    /// and the title's text attributes (large ones too).
    func decodeNavigationBar(from coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return }
        if let flag = coder.bool("translucent") { isTranslucent = flag }
        if let flag = coder.bool("prefersLargeTitles") { prefersLargeTitles = flag }
        if let color = coder.color("barTintColor") { barTintColor = color }
        if let color = coder.color("tintColor") { tintColor = color }
        if let attributes = UINavigationBar.textAttributes("titleTextAttributes", coder: coder) { titleTextAttributes = attributes }
        if let attributes = UINavigationBar.textAttributes("largeTitleTextAttributes", coder: coder) {
            largeTitleTextAttributes = attributes
        }
        if let color = coder.color("backgroundColor") { backgroundColor = color }
        if let appearance = UINavigationBarAppearance.decoded("standardAppearance", coder: coder) { standardAppearance = appearance }
        if let appearance = UINavigationBarAppearance.decoded("compactAppearance", coder: coder) { compactAppearance = appearance }
        if let appearance = UINavigationBarAppearance.decoded("scrollEdgeAppearance", coder: coder) { scrollEdgeAppearance = appearance }
        if let appearance = UINavigationBarAppearance.decoded("compactScrollEdgeAppearance", coder: coder) {
            compactScrollEdgeAppearance = appearance
        }
    }

    /// A `<textAttributes key=…>` child as attributed-string attributes: its font and text
    /// colour.
    static func textAttributes(_ key: String, coder: NibCoder) -> [NSAttributedString.Key: Any]? {
        guard let element = coder.element.child("textAttributes", key: key) else { return nil }
        var attributes: [NSAttributedString.Key: Any] = [:]
        if let fontElement = element.child("fontDescription", key: "fontDescription"), let font = coder.loader.font(fontElement) {
            attributes[.font] = font
        }
        if let colorElement = element.child("color", key: "textColor"), let color = coder.loader.color(colorElement) {
            attributes[.foregroundColor] = color
        }
        return attributes
    }
}
