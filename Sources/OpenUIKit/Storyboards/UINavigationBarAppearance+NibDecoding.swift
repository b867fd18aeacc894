import Foundation

/// A navigation bar's or navigation item's `<navigationBarAppearance key=…>`, as Xcode writes
/// it: the default background, with the colours and title attributes set in the inspector.
extension UINavigationBarAppearance {
    /// The appearance under `key` in the coder's element, nil when there is none.
    static func decoded(_ key: String, coder: NibCoder) -> UINavigationBarAppearance? {
        guard let element = coder.element.child("navigationBarAppearance", key: key) else { return nil }
        let appearanceCoder = NibCoder(element: element, loader: coder.loader)
        let appearance = UINavigationBarAppearance()
        appearance.decodeBackground(from: appearanceCoder)
        if let attributes = UINavigationBar.textAttributes("titleTextAttributes", coder: appearanceCoder) {
            appearance.titleTextAttributes = attributes
        }
        if let attributes = UINavigationBar.textAttributes("largeTitleTextAttributes", coder: appearanceCoder) {
            appearance.largeTitleTextAttributes = attributes
        }
        return appearance
    }
}
