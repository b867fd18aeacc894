import Foundation

/// A tab bar's `<tabBarAppearance key=…>`, as Xcode 13 and later write it: the default
/// background, with the colours set in the inspector.
extension UITabBarAppearance {
    /// The appearance under `key` in the coder's element, nil when there is none.
    static func decoded(_ key: String, coder: NibCoder) -> UITabBarAppearance? {
        guard let element = coder.element.child("tabBarAppearance", key: key) else { return nil }
        let appearance = UITabBarAppearance()
        appearance.decodeBackground(from: NibCoder(element: element, loader: coder.loader))
        return appearance
    }
}
