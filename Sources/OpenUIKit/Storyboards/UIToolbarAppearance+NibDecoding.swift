import Foundation

/// A toolbar's `<toolbarAppearance key=…>`, as Xcode 13 and later write it: the default
/// background, with the colours set in the inspector.
extension UIToolbarAppearance {
    /// The appearance under `key` in the coder's element, nil when there is none.
    static func decoded(_ key: String, coder: NibCoder) -> UIToolbarAppearance? {
        guard let element = coder.element.child("toolbarAppearance", key: key) else { return nil }
        let appearance = UIToolbarAppearance()
        appearance.decodeBackground(from: NibCoder(element: element, loader: coder.loader))
        return appearance
    }
}
