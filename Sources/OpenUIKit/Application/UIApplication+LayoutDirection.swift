import Foundation

extension UIApplication {
    /// Changes the app's layout direction (a language chosen in the app, a test) and tells
    /// every window at once, so its controllers and views hear of the new `layoutDirection`
    /// trait and lay out again.
    func setUserInterfaceLayoutDirection(_ direction: UIUserInterfaceLayoutDirection) {
        guard direction != InterfaceLayoutDirection.current else { return }
        InterfaceLayoutDirection.current = direction
        for window in allWindows {
            window.deliverTraitChangesIfNeeded()
            window.setNeedsLayout()
        }
    }
}
