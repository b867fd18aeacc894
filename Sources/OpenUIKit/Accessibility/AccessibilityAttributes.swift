import Foundation

/// The accessibility values an app set on one object (a responder, a bar item or an
/// element); nil means "not set", so the object's default (``AccessibilityDefaults``) shows
/// through, as resetting a UIKit label to nil brings back a button's title.
///
/// Kept in a box each object makes on its first write, so the many views of an app that
/// never set anything pay one pointer each.
@MainActor
final class AccessibilityAttributes {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var identifier: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var path: UIBezierPath?
    var activationPoint: CGPoint?
    var language: String?
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
    var elements: [Any]?
    var customActions: [UIAccessibilityCustomAction]?
    var respondsToUserInteraction: Bool?
    /// Elements a control made for its parts (a segmented control's segments), kept so that
    /// a screen reader's position among them survives between reads.
    var partElements: [UIAccessibilityElement] = []
}
