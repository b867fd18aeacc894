import Foundation

/// Turns an attribute of a view or guide into a linear expression of the solver's unknowns.
///
/// Each item's unknowns are its frame in its parent's bounds coordinates, as a frame is in
/// UIKit, so moving a superview does not disturb its subviews' solution. A constraint between
/// items in different parents is written in their nearest common ancestor's coordinates: an
/// item's position there is its own position plus the positions of the views between (less
/// their bounds origins), which is still linear.
@MainActor
enum LayoutGeometry {
    /// The views an item's frame is measured up through: a view and its ancestors, or a
    /// guide's owning view and its ancestors.
    static func chain(of item: LayoutItem) -> [UIView] {
        var views: [UIView] = []
        var view = item.layoutContainerView
        while let v = view {
            views.append(v)
            view = v.superview
        }
        return views
    }

    /// The nearest view both items' chains pass through, or nil for separate hierarchies.
    static func nearestCommonAncestor(_ a: LayoutItem, _ b: LayoutItem) -> UIView? {
        let second = Set(chain(of: b).map(ObjectIdentifier.init))
        return chain(of: a).first { second.contains(ObjectIdentifier($0)) }
    }

    /// `attribute` of `item`, in the bounds coordinates of `space` (the item itself, for a view
    /// related to its own subviews, or an ancestor of it). Every item whose unknowns the
    /// expression uses is appended to `used`.
    /// Bounds origins read are appended to `origins`: the row's constant follows them, so the
    /// engine shifts it when one changes (a scroll view scrolls by its bounds origin).
    ///
    /// Leading and trailing are the left and right edges, or, when `rightToLeft`, positions
    /// measured leftwards: leading is minus the right edge and trailing minus the left one, so
    /// `b.leading == a.trailing + 8` puts `b` 8 points left of `a`, as UIKit mirrors constants.
    static func sum(for attribute: NSLayoutConstraint.Attribute, of item: LayoutItem, in space: UIView,
                    rightToLeft: Bool = false, used: inout [LayoutItem], origins: inout [UIView]) -> LinearSum {
        if attribute == .firstBaseline || attribute == .lastBaseline, let view = item as? UIView {
            // A view may hand its baselines to a descendant (`forFirstBaselineLayout`): the
            // constraint then holds that view's baseline, in the same coordinates.
            let baselineView = view.baselineView(last: attribute == .lastBaseline)
            if baselineView !== view { return sum(for: attribute, of: baselineView, in: space, rightToLeft: rightToLeft, used: &used, origins: &origins) }
        }
        if item === space, let content = space.layoutStateStorage?.contentAreaGuide, contentAreaAttributes.contains(attribute) {
            // A scroll view's edges, to its own content, are the content's edges (UIKit's
            // rule: such constraints define `contentSize`); its size and centre stay its frame's.
            return sum(for: attribute, of: content, in: space, rightToLeft: rightToLeft, used: &used, origins: &origins)
        }
        var left = LinearSum(), top = LinearSum()
        let width: LinearSum, height: LinearSum
        if item === space {
            // A view's own edges in its own bounds coordinates: the bounds origin, then the size.
            let origin = space.bounds.origin
            left.constant = Double(origin.x)
            top.constant = Double(origin.y)
            width = LinearSum(item.layoutVariables.width)
            height = LinearSum(item.layoutVariables.height)
            used.append(item)
            origins.append(space)
        } else {
            let variables = item.layoutVariables
            left.add(variables.minX)
            top.add(variables.minY)
            width = LinearSum(variables.width)
            height = LinearSum(variables.height)
            used.append(item)
            var parent = item.layoutParent
            while let p = parent, p !== space {
                let pv = p.layoutVariables
                left.add(pv.minX)
                top.add(pv.minY)
                left.constant -= Double(p.bounds.origin.x)
                top.constant -= Double(p.bounds.origin.y)
                used.append(p)
                origins.append(p)
                parent = p.superview
            }
        }
        let margins = (item as? UIView)?.layoutMargins ?? .zero
        let ml = Double(margins.left), mr = Double(margins.right), mt = Double(margins.top), mb = Double(margins.bottom)
        // Edges, centres and sizes are the alignment rectangle's (the frame less
        // `alignmentRectInsets`, which a view drawing a shadow or a badge outside its
        // content sets); margins and baselines stay measured from the frame.
        var alignLeft = left, alignTop = top, alignWidth = width, alignHeight = height
        if let insets = (item as? UIView)?.alignmentRectInsets, insets != .zero {
            alignLeft.constant += Double(insets.left)
            alignTop.constant += Double(insets.top)
            alignWidth.constant -= Double(insets.left + insets.right)
            alignHeight.constant -= Double(insets.top + insets.bottom)
        }
        if rightToLeft {
            switch attribute {
            case .leading: return (alignLeft + alignWidth) * -1
            case .trailing: return alignLeft * -1
            case .leadingMargin: return (left + width - mr) * -1
            case .trailingMargin: return (left + ml) * -1
            default: break
            }
        }
        switch attribute {
        case .left, .leading: return alignLeft
        case .right, .trailing: return alignLeft + alignWidth
        case .centerX: return alignLeft + alignWidth * 0.5
        case .width: return alignWidth
        case .top: return alignTop
        case .bottom: return alignTop + alignHeight
        case .centerY: return alignTop + alignHeight * 0.5
        case .height: return alignHeight
        case .leftMargin, .leadingMargin: return left + ml
        case .rightMargin, .trailingMargin: return left + width - mr
        case .topMargin: return top + mt
        case .bottomMargin: return top + height - mb
        case .centerXWithinMargins: return left + ml + (width - ml - mr) * 0.5
        case .centerYWithinMargins: return top + mt + (height - mt - mb) * 0.5
        case .firstBaseline, .lastBaseline:
            let baseline = (item as? UIView)?.baselineLocation(last: attribute == .lastBaseline) ?? BaselineLocation.bottom
            return top + height * Double(baseline.fractionOfHeight) + Double(baseline.offset)
        case .notAnAttribute:
            return LinearSum()
        }
    }
}

extension LayoutGeometry {
    /// The attributes that mean other edges in a right-to-left layout.
    static let directionalAttributes: Set<NSLayoutConstraint.Attribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]

    /// Whether `constraint`'s leading and trailing run right to left: they follow the layout
    /// direction of `space`, the view whose coordinates the constraint is written in (the
    /// items' nearest common ancestor), since a view's direction is the one its own content
    /// is arranged in. So a stack view's arrangement follows the stack view, and a view
    /// pinned to its superview's leading edge follows the superview.
    static func runsRightToLeft(_ constraint: NSLayoutConstraint, in space: UIView) -> Bool {
        guard directionalAttributes.contains(constraint.firstAttribute) || directionalAttributes.contains(constraint.secondAttribute) else {
            return false
        }
        return space.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// The attributes of a scroll view that, related to its own content, mean the content
    /// area's edges rather than the frame's.
    static let contentAreaAttributes: Set<NSLayoutConstraint.Attribute> = [.left, .right, .top, .bottom, .leading, .trailing]
}

extension UIView {
    /// How many views a chain of `forFirstBaselineLayout` answers is followed through: each
    /// must be a descendant of the one before, so a chain ends within the tree's depth; the
    /// bound only keeps a pathological override cheap.
    static let maximumBaselineViewChain = 64

    /// The view whose baseline stands for this view's (`forFirstBaselineLayout` or
    /// `forLastBaselineLayout`), followed while each answer names a descendant. An answer that
    /// is not a descendant (UIKit requires a subview) is ignored, with a warning.
    func baselineView(last: Bool) -> UIView {
        var current = self
        for _ in 0..<UIView.maximumBaselineViewChain {
            let next = last ? current.forLastBaselineLayout : current.forFirstBaselineLayout
            guard next !== current else { break }
            guard next.isDescendant(of: current) else {
                let property = last ? "forLastBaselineLayout" : "forFirstBaselineLayout"
                Diagnostics.warn("\(type(of: current)).\(property) returned a \(type(of: next)) that is not its subview; its own baseline is used",
                                 once: "baselineView \(type(of: current)) \(last)")
                break
            }
            current = next
        }
        return current
    }
}

/// Where a view's baseline is: a fraction of its height plus an offset in points, so that a
/// label centring its text keeps its baseline right at any height.
struct BaselineLocation {
    var fractionOfHeight: CGFloat
    var offset: CGFloat
    /// A view without text has its baselines at its bottom edge, as in UIKit.
    static let bottom = BaselineLocation(fractionOfHeight: 1, offset: 0)
}

/// A small linear sum to build expressions with, merged into the solver's form at the end.
@MainActor
struct LinearSum {
    var terms: [(LayoutVariable, Double)] = []
    var constant: Double = 0

    init() {}

    init(_ variable: LayoutVariable) {
        terms = [(variable, 1)]
    }

    mutating func add(_ variable: LayoutVariable, _ coefficient: Double = 1) {
        if let index = terms.firstIndex(where: { $0.0 === variable }) {
            terms[index].1 += coefficient
        } else {
            terms.append((variable, coefficient))
        }
    }

    static func + (a: LinearSum, b: LinearSum) -> LinearSum {
        var sum = a
        for (v, c) in b.terms { sum.add(v, c) }
        sum.constant += b.constant
        return sum
    }

    static func - (a: LinearSum, b: LinearSum) -> LinearSum { a + b * -1 }

    static func + (a: LinearSum, b: Double) -> LinearSum {
        var sum = a
        sum.constant += b
        return sum
    }

    static func - (a: LinearSum, b: Double) -> LinearSum { a + -b }

    static func * (a: LinearSum, k: Double) -> LinearSum {
        var product = a
        product.terms = a.terms.map { ($0.0, $0.1 * k) }
        product.constant *= k
        return product
    }

    var expression: LayoutExpression {
        LayoutExpression(terms: terms.filter { $0.1 != 0 }.map { LayoutTerm(variable: $0.0, coefficient: $0.1) }, constant: constant)
    }
}
