import Foundation

/// A linear relation between two layout attributes that Auto Layout keeps true:
/// `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant`.
///
/// Items are views or layout guides. A constraint does nothing until it is active; activating
/// it installs it on the items' nearest common ancestor, and the next layout pass (or
/// `layoutIfNeeded()`) solves every active constraint of the hierarchy together. Required
/// constraints (priority 1000) must hold; lower priorities are met as nearly as possible, the
/// higher ones first.
///
/// What UIKit stops with an exception — a pairing of attributes that cannot be related, items
/// with no common ancestor, a non-finite constant — is refused here with one clear message,
/// and the constraint stays inactive: the app goes on.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The item on the left of the relation (a `UIView` or a `UILayoutGuide`).
    open var firstItem: AnyObject? { firstItemStorage }
    /// The item on the right, or nil for a constant (`width == 100`).
    open var secondItem: AnyObject? { secondItemStorage }
    /// The attribute of the first item the constraint relates.
    nonisolated public let firstAttribute: Attribute
    /// The attribute of the second item (`.notAnAttribute` for a constant).
    nonisolated public let secondAttribute: Attribute
    /// Whether the first attribute must equal, or be at most or at least, the second side.
    nonisolated public let relation: Relation
    /// The factor the second attribute is multiplied by.
    nonisolated public let multiplier: CGFloat

    /// The amount added to the right side; the one part that may change while active, and
    /// the cheap way to move things (only this constraint is re-solved).
    open var constant: CGFloat {
        get { storedConstant }
        set {
            guard newValue.isFinite else {
                Diagnostics.warn("NSLayoutConstraint.constant = \(newValue) was refused: constants must be finite numbers (\(self))")
                return
            }
            guard newValue != storedConstant else { return }
            storedConstant = newValue
            container?.layoutState.constraintDidChange(self)
        }
    }

    /// How much the constraint matters (1…1000). An installed constraint may move between
    /// optional priorities, but not to or from `required`, as UIKit rules.
    open var priority: UILayoutPriority {
        get { storedPriority }
        set {
            guard newValue.isValid else {
                Diagnostics.warn("NSLayoutConstraint.priority = \(newValue) was refused: priorities run from 1 to 1000 (\(self))")
                return
            }
            if isActive, (newValue == .required) != (storedPriority == .required) {
                Diagnostics.warn("NSLayoutConstraint.priority = \(newValue) was refused: an active constraint cannot change between required and optional; deactivate it first (\(self))")
                return
            }
            guard newValue != storedPriority else { return }
            storedPriority = newValue
            container?.layoutState.constraintDidChange(self)
        }
    }

    /// A name shown in logs, such as the "Unable to simultaneously satisfy constraints" report.
    nonisolated(unsafe) public var identifier: String?

    /// Whether the constraint should be archived with a nib; kept for source compatibility
    /// (there are no nibs here).
    open var shouldBeArchived = false

    /// Whether the constraint takes part in layout. Setting it installs the constraint on the
    /// items' nearest common ancestor, or removes it from there.
    open var isActive: Bool {
        get { container != nil }
        set {
            if newValue { activate() } else { deactivate() }
        }
    }

    /// The first item's attribute as an anchor.
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(item: firstItemStorage, attribute: firstAttribute)
    }

    /// The second item's attribute as an anchor, or nil for a constant.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        guard let secondItemStorage else { return nil }
        return NSLayoutAnchor<AnyObject>(item: secondItemStorage, attribute: secondAttribute)
    }

    // MARK: Stored state

    nonisolated(unsafe) weak var firstItemStorage: AnyObject?
    nonisolated(unsafe) weak var secondItemStorage: AnyObject?
    nonisolated(unsafe) var storedConstant: CGFloat
    nonisolated(unsafe) var storedPriority = UILayoutPriority.required
    /// Why the constraint can never be active, worked out once when it was made.
    let invalidReason: String?
    /// The view whose `constraints` hold this one while active.
    nonisolated(unsafe) weak var container: UIView?

    // MARK: Making constraints

    /// The full form: `view1.attr1 relation multiplier × view2.attr2 + c`. `view2` is nil (and
    /// `attr2` `.notAnAttribute`) for a constant size.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2,
                  multiplier: multiplier, constant: c)
    }

    /// What both the full form and the anchors make. A constraint that can never be valid
    /// says why when it is activated, not here: making one is harmless.
    init(first: AnyObject?, _ attr1: Attribute, _ relation: Relation, second: AnyObject?, _ attr2: Attribute,
         multiplier: CGFloat, constant c: CGFloat) {
        firstItemStorage = first
        secondItemStorage = second
        firstAttribute = attr1
        secondAttribute = second == nil ? .notAnAttribute : attr2
        self.relation = relation
        self.multiplier = multiplier
        storedConstant = c.isFinite ? c : 0
        invalidReason = first.flatMap {
            NSLayoutConstraint.whyInvalid(first: $0, attr1, second: second, attr2, multiplier: multiplier, constant: c)
        } ?? (first == nil ? "its first item is gone" : nil)
        super.init()
    }

    /// Activates every constraint in the list (faster than one by one in UIKit; the same here,
    /// since solving waits for the next layout pass anyway).
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach { $0.isActive = true }
    }

    /// Deactivates every constraint in `constraints`.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach { $0.isActive = false }
    }

    // MARK: Activation

    private func activate() {
        guard container == nil else { return }
        if let invalidReason {
            Diagnostics.warn("NSLayoutConstraint \(self) was not activated: \(invalidReason)")
            return
        }
        guard let first = firstItemStorage as? LayoutItem else {
            Diagnostics.warn("NSLayoutConstraint \(self) was not activated: its first item is gone or is not a view or layout guide")
            return
        }
        var ancestor = first.layoutContainerView
        if let second = secondItemStorage {
            guard let secondItem = second as? LayoutItem else {
                Diagnostics.warn("NSLayoutConstraint \(self) was not activated: its second item is not a view or layout guide")
                return
            }
            ancestor = LayoutGeometry.nearestCommonAncestor(first, secondItem)
        }
        guard let ancestor else {
            let names = [firstItemStorage, secondItemStorage].compactMap { $0.map(LayoutDescription.name(of:)) }
            Diagnostics.warn("NSLayoutConstraint \(self) was not activated: \(names.joined(separator: " and ")) have no common ancestor. Add both to the same view hierarchy first (a layout guide must be added to a view with addLayoutGuide(_:)).")
            return
        }
        ancestor.layoutState.install(self)
    }

    private func deactivate() {
        container?.layoutState.uninstall(self)
    }

    // MARK: Validation

    /// UIKit's rules for which attributes may be related, as one sentence, or nil if valid.
    private static func whyInvalid(first: AnyObject, _ attr1: Attribute, second: AnyObject?, _ attr2: Attribute,
                                   multiplier: CGFloat, constant: CGFloat) -> String? {
        guard multiplier.isFinite, constant.isFinite else {
            return "its multiplier (\(multiplier)) and constant (\(constant)) must be finite numbers"
        }
        guard first is LayoutItem else { return "its first item is not a view or layout guide" }
        guard attr1 != .notAnAttribute else { return "its first attribute is notAnAttribute" }
        guard let second else {
            if attr1.isDimension { return nil }
            return "a position (\(attr1.name)) cannot equal a constant alone; relate it to another item"
        }
        guard second is LayoutItem else { return "its second item is not a view or layout guide" }
        guard attr2 != .notAnAttribute else { return "its second attribute is notAnAttribute though it has a second item" }
        guard multiplier != 0 else {
            return "a multiplier of 0 makes the first attribute equal a constant; use a constant constraint instead"
        }
        if attr1.isDimension != attr2.isDimension {
            return "a size (\(attr1.isDimension ? attr1.name : attr2.name)) cannot be related to a position (\(attr1.isDimension ? attr2.name : attr1.name))"
        }
        if !attr1.isDimension, attr1.axis != attr2.axis {
            return "\(attr1.name) and \(attr2.name) lie on different axes"
        }
        let directional: Set<Attribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]
        let absolute: Set<Attribute> = [.left, .right, .leftMargin, .rightMargin]
        if (directional.contains(attr1) && absolute.contains(attr2)) || (absolute.contains(attr1) && directional.contains(attr2)) {
            return "a leading or trailing attribute cannot be related to a left or right one"
        }
        return nil
    }

    // MARK: Description

    /// UIKit's form: `<NSLayoutConstraint:0x… 'name' UIView:0x….width == 100 @750   (active)>`.
    /// It reads only state kept readable from any isolation, for logs from anywhere.
    open override var description: String {
        var text = "<NSLayoutConstraint:\(LayoutDescription.address(of: self))"
        if let identifier { text += " '\(identifier)'" }
        text += " " + LayoutDescription.equation(of: self)
        if storedPriority != .required { text += " @\(storedPriority)" }
        text += container != nil ? "   (active)>" : "   (inactive)>"
        return text
    }
}
