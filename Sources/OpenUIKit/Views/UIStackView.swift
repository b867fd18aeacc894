import Foundation

/// A view that lines up its arranged subviews in a row or a column, built the way UIKit
/// builds it: out of constraints of its own between itself and its arranged subviews, which
/// it makes again in `updateConstraints()` whenever the arrangement changes.
///
/// Place the stack view itself (with constraints, or by its frame); it places and sizes its
/// arranged subviews by `axis`, `distribution`, `alignment` and `spacing`. Left free in size,
/// it wraps its content: it has no intrinsic size, but its constraints size it in the
/// surrounding layout and in `systemLayoutSizeFitting(_:)`. A hidden arranged subview takes
/// no space, and the spacing after it goes too; showing it brings both back.
///
/// The stack view draws nothing of its own and keeps no backing store (a background colour
/// is still painted, as UIKit has done since iOS 14). Its constraints are named as UIKit
/// names them (`UISV-spacing`, `UISV-canvas-connection`, …) so they read well in conflict
/// reports and in `constraints`.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// For `setCustomSpacing(_:after:)`: no custom spacing, use `spacing`. UIKit's value
    /// (the largest `Float`), which is also what `customSpacing(after:)` answers when none
    /// was set.
    public nonisolated static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// For `spacing` or `setCustomSpacing(_:after:)`: the system's standard spacing between
    /// sibling views. UIKit's value (the smallest normal `Float`).
    public nonisolated static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// The views the stack view lays out, in order along the axis: always a subset of
    /// `subviews`, whose order (front to back) is left alone.
    public private(set) var arrangedSubviews: [UIView] = []

    /// The direction the views are lined up in (default `.horizontal`).
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { arrangementDidChange() } }
    }

    /// How the views are sized and placed along the axis (default `.fill`).
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { arrangementDidChange() } }
    }

    /// How the views are placed across the axis (default `.fill`).
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { arrangementDidChange() } }
    }

    /// The space between adjacent arranged views, in points (default 0): exact for the fill
    /// distributions, the least gap for `.equalSpacing` and `.equalCentering`. Negative
    /// values overlap the views; `UIStackView.spacingUseSystem` asks for the system spacing.
    open var spacing: CGFloat {
        get { storedSpacing }
        set {
            guard newValue.isFinite else { return UIStackView.refuseSpacing("spacing = \(newValue)") }
            guard newValue != storedSpacing else { return }
            storedSpacing = newValue
            arrangementDidChange()
        }
    }

    /// Whether the views are laid out within the stack view's layout margins rather than
    /// its bounds (default false).
    open var isLayoutMarginsRelativeArrangement: Bool = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Vertical stacks: whether the spacing between two views is measured from the last
    /// baseline of the upper to the first baseline of the lower (default false). A view
    /// without text has no baselines of its own, and its edge is used. (UIKit also places
    /// the top and bottom views by their baselines against the stack view's edges; that
    /// part is not done here: the end views meet the edges with their frames.)
    open var isBaselineRelativeArrangement: Bool = false {
        didSet { if isBaselineRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    // MARK: Stored state

    private var storedSpacing: CGFloat = 0
    /// Spacing set with `setCustomSpacing(_:after:)`, by arranged view.
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// Whether the constraints no longer match the arrangement and must be made again.
    private var arrangementIsStale = true
    /// The constraints the stack view made and keeps active.
    private(set) var arrangementConstraints: [NSLayoutConstraint] = []
    /// The invisible rectangles between views that `.equalSpacing` and `.equalCentering`
    /// keep equal in size; reused from one arrangement to the next.
    private(set) var gapGuides: [UILayoutGuide] = []
    /// `.fillProportionally`: the intrinsic sizes the proportions were made from, by view,
    /// so that only a real change makes them again.
    var proportionalWeights: [ObjectIdentifier: CGFloat] = [:]

    // MARK: Making stack views

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureStackView()
    }

    /// Declared as UIKit declares it for stack views: required and not failable, so a
    /// subclass's `required init(coder:)` compiles as on iOS. From a storyboard or xib it
    /// decodes its axis, alignment, distribution and spacing, and arranges its subviews.
    public required init(coder: NSCoder) {
        // `UIView.init?(coder:)` never returns nil (bad input is reported and skipped), so
        // unwrapping cannot trap.
        super.init(coder: coder)!
        configureStackView()
        decodeStackView(from: coder)
    }

    /// A horizontal stack view of `views`, each added as a subview if it is not one yet.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    private func configureStackView() {
        // Nothing is drawn here: start where a plain view ends up after its first draw
        // found nothing to keep, so not even a passing backing store is made. A subclass
        // that overrides `draw(_:)` is found out by the display pass's probe and drawn.
        layer.drawsNothing = true
        // The stack view works through constraints from the start, before any of the app's.
        LayoutEngine.engine(for: self).setNeedsRebuild()
    }

    /// The stack view lays out only through the constraints its `updateConstraints()`
    /// makes, so it needs that pass even before any constraint exists anywhere.
    open override class var requiresConstraintBasedLayout: Bool { true }

    // MARK: Arranged subviews

    /// Adds `view` at the end of the arranged views (moving it there if it is one already),
    /// and as the front-most subview if it is not a subview yet.
    open func addArrangedSubview(_ view: UIView) {
        guard canArrange(view, "addArrangedSubview") else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.append(view)
        adopt(view)
    }

    /// Inserts `view` at `stackIndex` of the arranged views (0…`arrangedSubviews.count`),
    /// moving it if it is arranged already; adds it as a subview if it is not one yet,
    /// without changing the order of the subviews. An index out of range is refused (UIKit
    /// raises an exception).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard stackIndex >= 0, stackIndex <= arrangedSubviews.count else {
            Diagnostics.warn("UIStackView.insertArrangedSubview(_:at: \(stackIndex)) was refused: the index must lie in 0...\(arrangedSubviews.count)")
            return
        }
        guard canArrange(view, "insertArrangedSubview") else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: Swift.min(stackIndex, arrangedSubviews.count))
        adopt(view)
    }

    /// Stops arranging `view`. It stays a subview, where it was, with its constraints to the
    /// stack view gone (as in UIKit); call `removeFromSuperview()` to remove it altogether,
    /// which also takes it out of the arranged views.
    open func removeArrangedSubview(_ view: UIView) {
        guard forget(view) else { return }
        arrangementDidChange()
    }

    /// An arranged view leaving the stack view (`removeFromSuperview()`, or added to another
    /// view) leaves the arranged views too. The others close up at the next layout, even
    /// inside an animation block: laying out now would run in the middle of the removal.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        guard forget(subview) else { return }
        arrangementDidChange(layingOutInAnimations: false)
    }

    /// Takes `view` out of the arranged views, with what was kept for it; false if it was
    /// not arranged.
    private func forget(_ view: UIView) -> Bool {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return false }
        arrangedSubviews.remove(at: index)
        // Custom spacing is lost with the view, as UIKit documents.
        customSpacings[ObjectIdentifier(view)] = nil
        proportionalWeights[ObjectIdentifier(view)] = nil
        return true
    }

    // MARK: Custom spacing

    /// Sets the space after `arrangedSubview` (before the next visible view), replacing
    /// `spacing` there; `UIStackView.spacingUseDefault` goes back to `spacing`.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard spacing.isFinite else { return UIStackView.refuseSpacing("setCustomSpacing(\(spacing), after:)") }
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else {
            Diagnostics.warn("UIStackView.setCustomSpacing(_:after:) was refused: the view is not one of the stack view's arranged subviews")
            return
        }
        let key = ObjectIdentifier(arrangedSubview)
        let stored: CGFloat? = spacing == UIStackView.spacingUseDefault ? nil : spacing
        guard customSpacings[key] != stored else { return }
        customSpacings[key] = stored
        arrangementDidChange()
    }

    /// The custom spacing after `arrangedSubview`, or `UIStackView.spacingUseDefault` when
    /// none was set.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    // MARK: Keeping the constraints current

    /// Makes the constraints again if the arrangement changed since they were made. Call
    /// super last when overriding, as with any view.
    open override func updateConstraints() {
        if arrangementIsStale { rebuildArrangementConstraints() }
        super.updateConstraints()
    }

    /// Something the constraints are made from changed: they are made again in the next
    /// constraint pass (or `layoutIfNeeded()`, or `systemLayoutSizeFitting`), as in UIKit.
    /// Inside an animation block the views move at once, so that the change animates, as
    /// UIKit documents for `isHidden` and the stack view's properties.
    func arrangementDidChange(layingOutInAnimations: Bool = true) {
        arrangementIsStale = true
        LayoutEngine.engine(for: self).setNeedsRebuild()
        setNeedsUpdateConstraints()
        setNeedsLayout()
        if layingOutInAnimations, let transaction = AnimationTransaction.current, !transaction.disablesAnimation {
            layoutIfNeeded()
        }
    }

    /// `isHidden` changed on a subview: if it is arranged, it collapses or comes back.
    func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangementDidChange()
    }

    /// A subview's intrinsic size changed: proportions made from it are made again. (The
    /// other distributions use intrinsic sizes through the engine's own rows, which follow.)
    func arrangedSubviewIntrinsicSizeDidChange(_ view: UIView) {
        guard distribution == .fillProportionally, !arrangementIsStale, !view.isHidden,
              arrangedSubviews.contains(where: { $0 === view }) else { return }
        if proportionalWeights[ObjectIdentifier(view)] != proportionalWeight(of: view) { arrangementDidChange() }
    }

    private func rebuildArrangementConstraints() {
        arrangementIsStale = false
        NSLayoutConstraint.deactivate(arrangementConstraints)
        let visibleCount = arrangedSubviews.lazy.filter { !$0.isHidden }.count
        let gapsNeeded = distribution == .equalSpacing || distribution == .equalCentering ? Swift.max(0, visibleCount - 1) : 0
        while gapGuides.count > gapsNeeded { removeLayoutGuide(gapGuides.removeLast()) }
        while gapGuides.count < gapsNeeded {
            let guide = UILayoutGuide()
            guide.identifier = "UISV-distributing-gap"
            addLayoutGuide(guide)
            gapGuides.append(guide)
        }
        arrangementConstraints = makeArrangementConstraints()
        NSLayoutConstraint.activate(arrangementConstraints)
    }

    // MARK: Private

    /// Whether `view` may be arranged: not the stack view itself nor one of its ancestors.
    private func canArrange(_ view: UIView, _ method: String) -> Bool {
        guard view !== self, !isDescendant(of: view) else {
            Diagnostics.warn("UIStackView.\(method) was refused: a stack view cannot arrange itself or one of its ancestors")
            return false
        }
        return true
    }

    /// Makes `view` one the stack view places: constraints instead of its frame, as UIKit
    /// does, and a subview if it was not one.
    private func adopt(_ view: UIView) {
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// The space to keep after `view`: its custom spacing, else `spacing`, with the system
    /// spacing standing in for `spacingUseSystem`.
    func resolvedSpacing(after view: UIView) -> CGFloat {
        var value = customSpacings[ObjectIdentifier(view)] ?? storedSpacing
        if value == UIStackView.spacingUseDefault { value = storedSpacing }
        return value == UIStackView.spacingUseSystem ? systemSpacing : value
    }

    private static func refuseSpacing(_ what: String) {
        Diagnostics.warn("UIStackView.\(what) was refused: spacing must be a finite number", once: "UIStackView.spacing")
    }
}
