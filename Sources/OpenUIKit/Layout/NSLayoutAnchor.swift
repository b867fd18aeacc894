import Foundation

/// One attribute of a view or layout guide, to make constraints from in a type-safe way:
/// `NSLayoutXAxisAnchor`, `NSLayoutYAxisAnchor` and `NSLayoutDimension` relate only to
/// anchors of their own kind, so a leading edge can never be pinned to a top edge.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view or layout guide the anchor belongs to.
    public var item: AnyObject? { itemStorage }
    nonisolated(unsafe) weak var itemStorage: AnyObject?
    nonisolated let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        itemStorage = item
        self.attribute = attribute
        super.init()
    }

    /// The anchor's name as UIKit prints it: the item and the attribute.
    public var name: String { attribute.name }

    /// A constraint making this anchor equal to `anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: 0)
    }

    /// A constraint keeping this anchor at or beyond `anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: 0)
    }

    /// A constraint keeping this anchor at or before `anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: 0)
    }

    /// A constraint making this anchor equal to `anchor` plus `c` points.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: c)
    }

    /// A constraint keeping this anchor at least `c` points beyond `anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: c)
    }

    /// A constraint keeping this anchor at most `c` points beyond `anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: c)
    }

    func constraint(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>,
                    multiplier: CGFloat = 1, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: itemStorage, attribute, relation, second: anchor.itemStorage, anchor.attribute,
                           multiplier: multiplier, constant: c)
    }

    open override var description: String {
        "<\(type(of: self)): \(itemStorage.map { LayoutDescription.name(of: $0) } ?? "(gone)").\(attribute.name)>"
    }
}

/// UIKit's standard spacing between sibling views, in points, used by the system-spacing
/// anchors (`constraint(equalToSystemSpacingAfter:multiplier:)`).
let systemSpacing: CGFloat = 8

/// A horizontal position: leading, trailing, left, right, centerX.
@preconcurrency @MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// This anchor a multiple of the system spacing after `anchor`.
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: systemSpacing * multiplier)
    }

    /// A constraint keeping this anchor at least the system spacing times `multiplier` after `anchor`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }

    /// A constraint keeping this anchor at most the system spacing times `multiplier` after `anchor`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
}

/// A vertical position: top, bottom, centerY, and the baselines.
@preconcurrency @MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// This anchor a multiple of the system spacing below `anchor`.
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: systemSpacing * multiplier)
    }

    /// A constraint keeping this anchor at least the system spacing times `multiplier` below `anchor`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }

    /// A constraint keeping this anchor at most the system spacing times `multiplier` below `anchor`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
}

/// A size: width or height. Sizes also relate to constants, and to other sizes by a multiplier.
@preconcurrency @MainActor
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// A constraint fixing this dimension at `c` points.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        constant(.equal, c)
    }

    /// A constraint keeping this dimension at least `c` points.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constant(.greaterThanOrEqual, c)
    }

    /// A constraint keeping this dimension at most `c` points.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constant(.lessThanOrEqual, c)
    }

    /// A constraint making this dimension `m` times `anchor`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: m, constant: 0)
    }

    /// A constraint keeping this dimension at least `m` times `anchor`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// A constraint keeping this dimension at most `m` times `anchor`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// A constraint making this dimension `m` times `anchor` plus `c` points.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: m, constant: c)
    }

    /// A constraint keeping this dimension at least `m` times `anchor` plus `c` points.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// A constraint keeping this dimension at most `m` times `anchor` plus `c` points.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }

    private func constant(_ relation: NSLayoutConstraint.Relation, _ c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: itemStorage, attribute, relation, second: nil, .notAnAttribute, multiplier: 1, constant: c)
    }
}
