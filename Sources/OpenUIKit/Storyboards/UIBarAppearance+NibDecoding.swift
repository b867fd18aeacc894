import Foundation

/// What every bar appearance element Xcode writes (`<navigationBarAppearance>`,
/// `<tabBarAppearance>`, `<toolbarAppearance>`) holds in common: the colours set in the
/// inspector over the default background.
extension UIBarAppearance {
    /// Reads the background and shadow colours from the appearance element's coder.
    func decodeBackground(from coder: NibCoder) {
        if let color = coder.color("backgroundColor") { backgroundColor = color }
        if let color = coder.color("shadowColor") { shadowColor = color }
    }
}
