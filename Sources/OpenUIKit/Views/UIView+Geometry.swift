import Foundation

extension UIView {
    // The setters behind the open `bounds`, `center`, `transform` and `frame` the class body
    // declares (a subclass may override those, so they cannot live in an extension).

    /// Stores new bounds: what the base `bounds` setter does.
    func applyBounds(_ newValue: CGRect) {
        guard newValue.isFinite else { return UIView.refuse("bounds = \(newValue)") }
        let new = CGRect(origin: newValue.origin,
                         size: CGSize(width: Swift.max(0, newValue.size.width), height: Swift.max(0, newValue.size.height)))
        let old = layer.modelState.bounds
        guard new != old else { return }
        layer.modelState.bounds = new
        boundsDidChange(oldSize: old.size)
        if layoutStateStorage != nil {
            frameDidChangeForLayout()
            // Constraints through this view are written with its origin (a scroll view's).
            if new.origin != old.origin { LayoutEngine.existing(for: self)?.boundsOriginDidChange(self) }
        }
        AnimationTransaction.additivePropertyChanged(layer, \.bounds, from: old, to: new)
    }

    /// Moves the middle of the bounds: what the base `center` setter does.
    func applyCenter(_ newValue: CGPoint) {
        guard newValue.isFinite else { return UIView.refuse("center = \(newValue)") }
        let old = layer.modelState.position
        guard newValue != old else { return }
        changeAppearance(\.position, to: newValue)
        if layoutStateStorage != nil { frameDidChangeForLayout() }
        AnimationTransaction.additivePropertyChanged(layer, \.position, from: old, to: newValue)
    }

    /// Stores a new transform: what the base `transform` setter does.
    func applyTransform(_ newValue: CGAffineTransform) {
        guard newValue.isFinite else { return UIView.refuse("transform = \(newValue)") }
        changeAnimatable(\.transform, to: newValue)
    }

    /// Stores a new 3D transform: what the base `transform3D` setter does.
    func applyTransform3D(_ newValue: CATransform3D) {
        guard newValue.isFinite else { return UIView.refuse("transform3D = \(newValue)") }
        changeAnimatable(\.transform3D, to: newValue)
    }

    /// Places the view so that its frame is `newValue`: what the base `frame` setter does.
    /// It goes through `bounds` and `center`, so a subclass overriding those hears of it, as
    /// in UIKit.
    func applyFrame(_ newValue: CGRect) {
        guard newValue.isFinite else { return UIView.refuse("frame = \(newValue)") }
        var placed = layer.modelState
        placed.setFrame(newValue)
        bounds = placed.bounds
        center = placed.position
    }

    /// Maps this view's bounds coordinates into its superview's coordinates.
    public var transformToSuperview: CGAffineTransform {
        layer.modelState.transformToSuperlayer
    }

    /// Maps this view's bounds coordinates into the window's as it is drawn now: through the
    /// layers' presentation values while they animate. Damage is worked out with it; hit
    /// testing and `convert` use the model values, as in UIKit.
    var renderTransformToWindow: CGAffineTransform {
        var t = CGAffineTransform.identity
        var view: UIView? = self
        while let v = view, let parent = v.superview {
            t = t.concatenating(v.layer.renderState.transformToSuperlayer)
            view = parent
        }
        return t
    }

    /// Maps this view's bounds coordinates into the coordinates of its root (the window).
    public var transformToWindow: CGAffineTransform {
        var t = CGAffineTransform.identity
        var view: UIView? = self
        while let v = view, let parent = v.superview {
            t = t.concatenating(v.transformToSuperview)
            view = parent
        }
        return t
    }

    // MARK: Sizing


    // MARK: Reacting to geometry changes

    func boundsDidChange(oldSize: CGSize) {
        layer.shadowMask = nil
        geometryDidChange()
        let newSize = layer.modelState.bounds.size
        guard newSize != oldSize else { return }
        setNeedsLayout()
        if storedContentMode == .redraw || type(of: self).redrawsOnEveryBoundsChange { setNeedsDisplay() }
        if autoresizesSubviews {
            for subview in subviews where !subview.autoresizingMask.isEmpty {
                subview.resize(withOldSuperviewSize: oldSize, newSize: newSize)
            }
        }
    }

    /// Applies the autoresizing mask: the flexible parts of each axis share the change in the
    /// superview's size in proportion to their current lengths (equally when all are zero).
    func resize(withOldSuperviewSize oldSize: CGSize, newSize: CGSize) {
        let mask = autoresizingMask
        let f = frame
        func distribute(delta: CGFloat, margin1: CGFloat, length: CGFloat, margin2: CGFloat,
                        flexible: (Bool, Bool, Bool)) -> (CGFloat, CGFloat) {
            let parts = [(flexible.0, margin1), (flexible.1, length), (flexible.2, margin2)]
            let flexibleParts = parts.filter(\.0)
            guard !flexibleParts.isEmpty, delta != 0 else { return (margin1, length) }
            let total = flexibleParts.reduce(0) { $0 + Swift.max(0, $1.1) }
            func share(_ part: (Bool, CGFloat)) -> CGFloat {
                guard part.0 else { return 0 }
                return total > 0 ? delta * Swift.max(0, part.1) / total : delta / CGFloat(flexibleParts.count)
            }
            return (margin1 + share(parts[0]), Swift.max(0, length + share(parts[1])))
        }
        let (x, width) = distribute(
            delta: newSize.width - oldSize.width, margin1: f.minX, length: f.width, margin2: oldSize.width - f.maxX,
            flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
        let (y, height) = distribute(
            delta: newSize.height - oldSize.height, margin1: f.minY, length: f.height, margin2: oldSize.height - f.maxY,
            flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
        frame = CGRect(x: x, y: y, width: width, height: height)
    }
}
