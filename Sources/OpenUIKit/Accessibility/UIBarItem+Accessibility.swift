import Foundation

/// Bar items carry a name for UI tests, as views do.
extension UIBarItem: UIAccessibilityIdentification {}
