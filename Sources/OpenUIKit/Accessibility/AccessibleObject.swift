import Foundation

/// What the element tree reads of an object, whichever class declares it: UIKit puts these
/// on `NSObject`; here responders, bar items and `UIAccessibilityElement` declare them each,
/// and this protocol lets one walk read them all (through the classes' own, overridable,
/// members).
@MainActor
protocol AccessibleObject: AnyObject {
    var isAccessibilityElement: Bool { get }
    var accessibilityLabel: String? { get }
    var accessibilityHint: String? { get }
    var accessibilityValue: String? { get }
    var accessibilityTraits: UIAccessibilityTraits { get }
    var accessibilityFrame: CGRect { get }
    var accessibilityElementsHidden: Bool { get }
    var accessibilityViewIsModal: Bool { get }
    var shouldGroupAccessibilityChildren: Bool { get }
    var accessibilityElements: [Any]? { get }
    var accessibilityCustomActions: [UIAccessibilityCustomAction]? { get }
    func accessibilityActivate() -> Bool
    func accessibilityIncrement()
    func accessibilityDecrement()
}

extension UIResponder: AccessibleObject {}
extension UIAccessibilityElement: AccessibleObject {}
