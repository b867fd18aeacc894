import Foundation

extension UIView {
    /// The view's Auto Layout state, made when first needed.
    var layoutState: ViewLayoutState {
        if let layoutStateStorage { return layoutStateStorage }
        let made = ViewLayoutState(view: self)
        layoutStateStorage = made
        return made
    }

    // MARK: Taking part

    /// Whether the view's frame and autoresizing mask stand for constraints (true, the
    /// default for views made in code). Set it to false on a view you place with
    /// constraints, or its current frame conflicts with them.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutStateStorage?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            layoutState.translatesAutoresizingMaskIntoConstraints = newValue
            LayoutEngine.existing(for: self)?.setNeedsRebuild()
            superview?.setNeedsLayout()
        }
    }

    /// The active constraints installed on this view: those whose items' nearest common
    /// ancestor it is (or that were added to it with `addConstraint(_:)`).
    public var constraints: [NSLayoutConstraint] { layoutStateStorage?.constraints ?? [] }

    /// Installs `constraint` on this view, which must contain both its items; prefer
    /// `isActive = true`, which finds the right view itself.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard !constraint.isActive else { return }
        if let reason = constraint.invalidReason {
            Diagnostics.warn("addConstraint(\(constraint)) was refused: \(reason)")
            return
        }
        for item in [constraint.firstItemStorage, constraint.secondItemStorage].compactMap({ $0 as? LayoutItem }) {
            guard LayoutGeometry.chain(of: item).contains(where: { $0 === self }) else {
                Diagnostics.warn("addConstraint(\(constraint)) was refused: \(LayoutDescription.name(of: item)) is not this view or inside it; activate the constraint instead (isActive = true)")
                return
            }
        }
        layoutState.install(constraint)
    }

    /// Activates every constraint in `constraints`.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach(addConstraint)
    }

    /// Deactivates `constraint`.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.container === self else { return }
        layoutState.uninstall(constraint)
    }

    /// Deactivates every constraint in `constraints`.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach(removeConstraint)
    }

    // MARK: Anchors

    /// The view's leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The view's trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The view's left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The view's right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The view's horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The view's top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The view's bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The view's vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The baseline of the view's first line of text.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the view's last line of text.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    /// The view's width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The view's height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    // MARK: Layout guides

    /// The layout guides added to the view.
    public var layoutGuides: [UILayoutGuide] { layoutStateStorage?.layoutGuides ?? [] }

    /// Adds a guide whose frame is solved in this view's coordinates.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.systemRole == nil else { return }
        if let owner = guide.owningView, owner !== self { owner.removeLayoutGuide(guide) }
        guard guide.owningView == nil || !layoutGuides.contains(where: { $0 === guide }) else { return }
        guide.owningView = self
        layoutState.layoutGuides.append(guide)
    }

    /// Removes a guide, and every constraint that refers to it.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard let index = layoutStateStorage?.layoutGuides.firstIndex(where: { $0 === guide }) else { return }
        layoutState.layoutGuides.remove(at: index)
        var view: UIView? = self
        while let v = view {
            for constraint in v.constraints where constraint.firstItemStorage === guide || constraint.secondItemStorage === guide {
                constraint.isActive = false
            }
            view = v.superview
        }
        guide.owningView = nil
    }

    // MARK: Content size priorities

    /// How strongly the view resists growing past its intrinsic size on `axis`
    /// (default `defaultLow`, 250).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = layoutStateStorage else { return defaultContentHuggingPriority(for: axis) }
        return axis == .horizontal ? state.hugging.horizontal : state.hugging.vertical
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size along `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard priority.isValid else {
            return Diagnostics.warn("setContentHuggingPriority(\(priority)) was refused: priorities run from 1 to 1000")
        }
        let state = layoutState
        if axis == .horizontal { state.hugging.horizontal = priority } else { state.hugging.vertical = priority }
        LayoutEngine.existing(for: self)?.itemDidChange(self)
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis`
    /// (default `defaultHigh`, 750).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = layoutStateStorage else { return .defaultHigh }
        return axis == .horizontal ? state.compressionResistance.horizontal : state.compressionResistance.vertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size along `axis`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard priority.isValid else {
            return Diagnostics.warn("setContentCompressionResistancePriority(\(priority)) was refused: priorities run from 1 to 1000")
        }
        let state = layoutState
        if axis == .horizontal { state.compressionResistance.horizontal = priority } else { state.compressionResistance.vertical = priority }
        LayoutEngine.existing(for: self)?.itemDidChange(self)
    }

    private func defaultContentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        .defaultLow
    }

    // MARK: Updating constraints

    /// Asks for `updateConstraints()` before the next layout pass.
    public func setNeedsUpdateConstraints() {
        needsUpdateConstraintsFlag = true
        markAncestorsForConstraintUpdate()
        window?.constraintUpdatePassPending = true
        window?.requestUpdate()
    }

    /// Whether `updateConstraints()` is pending for this view.
    public func needsUpdateConstraints() -> Bool {
        needsUpdateConstraintsFlag
    }

    /// Runs `updateConstraints()` now wherever it is pending in this view's subtree,
    /// subviews before their superviews, as UIKit's constraint pass goes.
    public func updateConstraintsIfNeeded() {
        // Only into subtrees with something due (a drag's `layoutIfNeeded()` every frame must
        // not walk hundreds of views); a view skipped because nothing uses constraints yet
        // stays due, and keeps its ancestors' marks.
        if descendantNeedsUpdateConstraints {
            var stillDue = false
            for subview in subviews where subview.needsUpdateConstraintsFlag || subview.descendantNeedsUpdateConstraints {
                subview.updateConstraintsIfNeeded()
                stillDue = stillDue || subview.needsUpdateConstraintsFlag || subview.descendantNeedsUpdateConstraints
            }
            descendantNeedsUpdateConstraints = stillDue
        }
        guard needsUpdateConstraintsFlag, type(of: self).requiresConstraintBasedLayout || LayoutEngine.existing(for: self) != nil else { return }
        needsUpdateConstraintsFlag = false
        if let controller = owningViewController {
            controller.updateViewConstraints()
        } else {
            updateConstraints()
        }
    }

    /// Marks the path from here to the root, so the constraint pass finds this view.
    func markAncestorsForConstraintUpdate() {
        var view = self
        while let parent = view.superview, !parent.descendantNeedsUpdateConstraints {
            parent.descendantNeedsUpdateConstraints = true
            view = parent
        }
    }

    // MARK: Fitting

    /// The smallest size the constraints allow (`systemLayoutSizeFitting(_:)` target).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size the constraints allow.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size nearest `targetSize` that the view's constraints and its subviews' allow,
    /// each dimension pulled toward the target at `fittingSizeLevel` (the weakest).
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The same, with each dimension pulled toward the target at its own priority: `.required`
    /// fixes the width of a cell, say, and lets its height follow its content.
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                        verticalFittingPriority: UILayoutPriority) -> CGSize {
        guard targetSize.width.isFinite, targetSize.height.isFinite, horizontalFittingPriority.isValid, verticalFittingPriority.isValid else {
            Diagnostics.warn("systemLayoutSizeFitting(\(targetSize)) was refused: the size must be finite and the priorities 1 to 1000")
            return bounds.size
        }
        updateConstraintsIfNeeded()
        let engine = LayoutEngine(root: self, fitting: .init(size: targetSize, horizontalPriority: horizontalFittingPriority,
                                                              verticalPriority: verticalFittingPriority))
        engine.updateIfNeeded()
        let size = engine.rootSize
        return CGSize(width: Swift.max(0, size.width), height: Swift.max(0, size.height))
    }

    // MARK: Debugging

    /// Whether the constraints leave this view's frame free to take more than one value.
    public var hasAmbiguousLayout: Bool {
        LayoutEngine.existing(for: self)?.isAmbiguous(self) ?? false
    }

    /// The active constraints that bear on this view's frame on `axis`.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        var found: [NSLayoutConstraint] = []
        var view: UIView? = self
        while let v = view {
            for constraint in v.constraints where constraint.firstAttribute.axis == axis {
                if constraint.firstItemStorage === self || constraint.secondItemStorage === self { found.append(constraint) }
            }
            view = v.superview
        }
        return found
    }

    // MARK: Applying solved frames

    /// The frame the bounds and center make, leaving the transform out: what Auto Layout
    /// solves for (UIKit's engine ignores transforms too).
    var untransformedFrame: CGRect {
        let size = bounds.size
        let anchor = layer.anchorPoint
        return CGRect(x: center.x - size.width * anchor.x, y: center.y - size.height * anchor.y, width: size.width, height: size.height)
    }

    /// Places the subviews that constraints place, from the solved frames. UIKit's base
    /// `layoutSubviews()` does this; an override that does not call super keeps its own
    /// placement.
    func layoutSubviewsFromEngine() {
        guard let engine = LayoutEngine.existing(for: self) else { return }
        engine.updateIfNeeded()
        for subview in subviews where !subview.translatesAutoresizingMaskIntoConstraints {
            guard let frame = engine.solvedFrame(of: subview), frame != subview.untransformedFrame else { continue }
            let anchor = subview.layer.anchorPoint
            subview.bounds.size = frame.size
            subview.center = CGPoint(x: frame.minX + frame.width * anchor.x, y: frame.minY + frame.height * anchor.y)
        }
    }

    /// A view's frame changed: if it stands for constraints, its rows follow.
    func frameDidChangeForLayout() {
        guard let state = layoutStateStorage, state.translatesAutoresizingMaskIntoConstraints || superview == nil else { return }
        LayoutEngine.existing(for: self)?.itemDidChange(self)
    }

    /// Before the view leaves its superview: UIKit deactivates every constraint that relates
    /// something in the leaving subtree to something outside it.
    func layoutWillLeaveSuperview() {
        guard let parent = superview, let engine = LayoutEngine.existing(for: parent) else { return }
        engine.setNeedsRebuild()
        var ancestor: UIView? = parent
        while let v = ancestor {
            for constraint in v.constraints {
                let items = [constraint.firstItemStorage, constraint.secondItemStorage].compactMap { $0 as? LayoutItem }
                if items.contains(where: { LayoutGeometry.chain(of: $0).contains { $0 === self } }) {
                    constraint.isActive = false
                }
            }
            ancestor = v.superview
        }
        // The subtree becomes a hierarchy of its own (or joins another): if constraints
        // remain in it, it takes the gate along, so it goes on being laid out by them, and
        // a hierarchy it joins uses constraints too.
        if subtreeUsesConstraints { layoutState.engine = LayoutEngine(root: self) }
    }

    /// Whether a view of this subtree has constraints installed or lays out only through
    /// constraints (a stack view).
    private var subtreeUsesConstraints: Bool {
        if type(of: self).requiresConstraintBasedLayout || layoutStateStorage?.constraints.isEmpty == false { return true }
        return subviews.contains { $0.subtreeUsesConstraints }
    }

    /// After the view joined a superview: its own engine (if it was the root of a hierarchy
    /// using constraints) gives way to the new root's, made if need be, which takes its
    /// constraints in.
    func layoutDidJoinSuperview() {
        if let state = layoutStateStorage, state.engine != nil {
            state.engine = nil
            LayoutEngine.engine(for: self).setNeedsRebuild()
        } else {
            LayoutEngine.existing(for: self)?.setNeedsRebuild()
        }
    }
}
