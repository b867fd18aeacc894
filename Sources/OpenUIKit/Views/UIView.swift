import Foundation

/// A rectangle on screen that draws, lays out subviews and takes part in hit testing.
///
/// Geometry follows UIKit (and Core Animation underneath it): `bounds` is the view's own
/// coordinate space, `center` is where the middle of the bounds sits in the superview, and
/// `transform` acts about that middle. `frame` is derived: the superview-space bounding box of
/// the transformed bounds.
///
/// A view that overrides `draw(_:)` keeps what it drew in a backing store at pixel scale.
/// Moving, rotating or fading it only recomposites those pixels; `draw(_:)` runs again only
/// after `setNeedsDisplay()` (or a bounds change with `contentMode == .redraw`).
@preconcurrency @MainActor
open class UIView: UIResponder {
    // MARK: Stored state (the extensions in UIView+*.swift work on it)

    /// The layer the view draws into and the compositor reads: geometry, opacity,
    /// background, corners, border, shadow and the rendered content all live there.
    public let layer: CALayer

    /// The class of the layer made for each view of this class.
    open class var layerClass: AnyClass { CALayer.self }

    /// The view this one is a subview of.
    public internal(set) weak var superview: UIView?
    /// The subviews, back to front.
    public internal(set) var subviews: [UIView] = []
    /// The controller whose root view this is.
    weak var owningViewController: UIViewController?

    var storedTintColor: UIColor?
    var storedContentMode = ContentMode.scaleToFill
    var contentScaleFactorOverride: CGFloat?

    /// The recognizers attached with `addGestureRecognizer(_:)`, in the order they were added.
    var attachedGestureRecognizers: [UIGestureRecognizer] = []
    /// The interactions added with `addInteraction(_:)`, in the order they were added.
    var attachedInteractions: [any UIInteraction] = []

    /// A number to find the view by with `viewWithTag(_:)`.
    open var tag = 0

    /// Whether touches reach this view and its subviews.
    open var isUserInteractionEnabled = true {
        // A view that stops taking interaction leaves the Tab order (and one that starts, joins it).
        didSet { if isUserInteractionEnabled != oldValue { window?.focusOrderMayHaveChanged() } }
    }

    /// A hint that the view fills its bounds with opaque content; its backing store then has
    /// no alpha channel, which composites faster.
    open var isOpaque = true {
        didSet { if oldValue != isOpaque { setNeedsDisplay() } }
    }

    /// How the view follows its superview's size changes.
    open var autoresizingMask: AutoresizingMask = []
    /// Whether this view resizes its subviews by their masks when its size changes.
    open var autoresizesSubviews = true

    /// What the view shows, as far as flipping it for a right-to-left interface goes (default
    /// `.unspecified`: it flips with the interface). Changing it lays the view out and draws
    /// it again in its new direction.
    open var semanticContentAttribute = UISemanticContentAttribute.unspecified {
        didSet { if oldValue != semanticContentAttribute { layoutDirectionMayHaveChanged() } }
    }

    /// The direction to arrange and draw this view's own content in: its
    /// `semanticContentAttribute` relative to its traits' layout direction. A subview's is
    /// its own, not inherited (see `UIView+LayoutDirection`).
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { resolvedLayoutDirection }

    // Layout bookkeeping.
    var needsLayoutFlag = true
    var descendantNeedsLayout = false
    /// Set by the base `draw(_:)`: the subclass did not override it, or called super.
    var drawReachedBaseImplementation = false
    /// Auto Layout state (constraints, guides, priorities), made when first needed.
    var layoutStateStorage: ViewLayoutState?
    /// Whether `updateConstraints()` is due; every view starts due, as in UIKit.
    var needsUpdateConstraintsFlag = true
    /// Whether some view below this one has `updateConstraints()` due.
    var descendantNeedsUpdateConstraints = false

    /// Views alive in the process (every subclass included), for soak tests and leak hunts.
    package nonisolated static let liveInstances = LiveInstanceCounter()

    /// A view with the given frame, in its superview's coordinates.
    public init(frame: CGRect) {
        let r = frame.isFinite ? frame.standardized : .zero
        layer = UIView.makeLayer(for: Self.self)
        layer.modelState.bounds = CGRect(origin: .zero, size: r.size)
        layer.modelState.position = CGPoint(x: r.midX, y: r.midY)
        super.init()
        layer.owningView = self
        UIView.liveInstances.increment()
        layer.invalidContentRect = layer.modelState.bounds
        if !frame.isFinite { UIView.refuse("init(frame: \(frame))") }
    }

    /// A view decoded from a storyboard or xib: its frame, appearance, subviews and
    /// constraints (see `UIStoryboard` and `UINib`). From any other coder it starts as
    /// `init(frame: .zero)` would make it.
    public required init?(coder: NSCoder) {
        layer = UIView.makeLayer(for: Self.self)
        super.init()
        layer.owningView = self
        UIView.liveInstances.increment()
        layer.invalidContentRect = layer.modelState.bounds
        decodeView(from: coder)
    }

    /// A layer of the class `viewClass.layerClass` names (a plain `CALayer` if that is not
    /// a layer class).
    private static func makeLayer(for viewClass: UIView.Type) -> CALayer {
        guard let layerClass = viewClass.layerClass as? CALayer.Type else {
            Diagnostics.warn("\(viewClass).layerClass is not a CALayer subclass; using CALayer", once: "layerClass.\(viewClass)")
            return CALayer()
        }
        return layerClass.init()
    }

    /// Called on each view loaded from a nib or storyboard once every object of it is made
    /// and connected; overrides must call super.
    open func awakeFromNib() {}

    /// Interface Builder's design-time hook: called on views whose class is
    /// `InterfaceBuilderDesignable` (`@IBDesignable` once ported) when the storyboard canvas
    /// (`openuikit-port preview`) draws them, after the inspector's values are set; never
    /// while the app runs.
    open func prepareForInterfaceBuilder() {}

    deinit {
        UIView.liveInstances.decrement()
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    open override var next: UIResponder? {
        if let owningViewController { return owningViewController }
        return superview
    }

    // MARK: Drawing hooks

    /// Draws the view's content into the current context, in bounds coordinates.
    ///
    /// The system calls this, never your code: after `setNeedsDisplay()`, with `rect` the union
    /// of what was invalidated and the context clipped to it. The default draws nothing.
    open func draw(_ rect: CGRect) {
        drawReachedBaseImplementation = true
    }

    // MARK: Geometry (declared here to be overridable; the setters' work is in UIView+Geometry.swift)

    /// The view's own coordinate space: its origin shifts what the subviews show, its size is
    /// the view's size. A negative size is clamped to zero.
    open var bounds: CGRect {
        get { layer.modelState.bounds }
        set { applyBounds(newValue) }
    }

    /// Where the middle of the bounds sits, in the superview's coordinates.
    open var center: CGPoint {
        get { layer.modelState.position }
        set { applyCenter(newValue) }
    }

    /// A transform applied about the center; the bounds stay as they are.
    open var transform: CGAffineTransform {
        get { layer.modelState.transform }
        set { applyTransform(newValue) }
    }

    /// The layer's whole 3D transform, about the center (iOS 13): a rotation out of the
    /// plane or a perspective is drawn in perspective; `transform` reads its affine part.
    /// Animatable in an animations block.
    open var transform3D: CATransform3D {
        get { layer.modelState.transform3D }
        set { applyTransform3D(newValue) }
    }

    /// The shape the view collides as in UIKit Dynamics: its bounds rectangle unless a
    /// subclass says otherwise (declared here so subclasses can override it).
    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }

    /// The view's collision shape when `collisionBoundsType` is `.path`, around its centre:
    /// by default its bounds as a rectangle centred on (0, 0).
    open var collisionBoundingPath: UIBezierPath {
        UIBezierPath(rect: CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height))
    }

    /// The bounding box of the transformed bounds, in the superview's coordinates.
    ///
    /// Setting it works as Core Animation's frame setter does (UIKit calls the result
    /// undefined for a transformed view, and real code relies on it): the center is placed
    /// so that the frame lands where asked, the transform's translation included, and the
    /// bounds size follows from the frame's size whenever the transform keeps rectangles
    /// rectangles (turns by multiples of 90°, scales); under any other transform the bounds
    /// size is kept. Autoresizing, stack views and `sizeToFit()` place views through this
    /// property, so an override hears of every move they make.
    open var frame: CGRect {
        get { layer.modelState.frame }
        set { applyFrame(newValue) }
    }

    // MARK: Invalidation (declared here to be overridable; the work is in UIView+Display.swift and UIView+Layout.swift)

    /// Marks the whole content invalid; `draw(_:)` runs in the next update pass.
    open func setNeedsDisplay() {
        setNeedsDisplay(layer.modelState.bounds)
    }

    /// Marks `rect` (bounds coordinates) invalid; rects from several calls are united and
    /// `draw(_:)` receives the union once, with the context clipped to it.
    open func setNeedsDisplay(_ rect: CGRect) {
        invalidateContent(rect)
    }

    /// Asks for `layoutSubviews()` in the next update pass; calls coalesce.
    open func setNeedsLayout() {
        markNeedsLayout()
    }

    /// Runs any pending layout now: pending `updateConstraints()` and the constraint solver
    /// first, then `layoutSubviews()` once per view that needs it, parents before children.
    /// As in Core Animation, superviews that need layout too are included: the walk goes up
    /// while the superview needs layout, and lays out everything below where it stopped.
    /// Inside a `UIView.animate` block, the frames it changes animate.
    open func layoutIfNeeded() {
        performPendingLayout()
    }

    // MARK: Hierarchy (declared here to be overridable; the work is in UIView+Hierarchy.swift)

    /// Adds `view` on top of the other subviews (moving it if it is already somewhere).
    open func addSubview(_ view: UIView) {
        insert(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in the back-to-front order (clamped to the valid range).
    open func insertSubview(_ view: UIView, at index: Int) {
        insert(view, at: index)
    }

    /// Adds `view` as a subview just above `sibling`.
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insert(view, at: index + 1)
    }

    /// Adds `view` as a subview just below `sibling`.
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insert(view, at: index)
    }

    /// Moves a subview to the front (the end of `subviews`).
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }), index != subviews.count - 1 else { return }
        subviews.remove(at: index)
        subviews.append(view)
        if view.layer.storedSuperlayer === layer {
            view.layer.detachFromSuperlayer()
            layer.insertRaw(view.layer, at: layer.storedSublayers.count)
        }
        view.geometryDidChange()
    }

    /// Moves a subview to the back (the start of `subviews`).
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }), index != 0 else { return }
        subviews.remove(at: index)
        subviews.insert(view, at: 0)
        if view.layer.storedSuperlayer === layer {
            view.layer.detachFromSuperlayer()
            layer.insertRaw(view.layer, at: 0)
        }
        view.geometryDidChange()
    }

    /// Swaps the subviews at the two indices.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        subviews.swapAt(index1, index2)
        let layer1 = subviews[index1].layer, layer2 = subviews[index2].layer
        if let i = layer.storedSublayers.firstIndex(where: { $0 === layer1 }), let j = layer.storedSublayers.firstIndex(where: { $0 === layer2 }) {
            // The two layers trade places too, whatever free-standing sublayers sit between.
            layer.storedSublayers.swapAt(i, j)
        }
        subviews[index1].geometryDidChange()
        subviews[index2].geometryDidChange()
    }

    /// Detaches the view from its superview (and window).
    open func removeFromSuperview() {
        detachFromSuperview()
    }

    // MARK: Overridable behaviour (declared here: extensions cannot hold overridable methods)

    /// Lays out subviews. The base class places the subviews that constraints place, from
    /// the solved layout (autoresizing already ran when the size changed); an override that
    /// uses constraints calls super. Called by the system only.
    open func layoutSubviews() {
        layoutSubviewsFromEngine()
    }

    /// The view's part in its layer's layout, as the layer's delegate: the base
    /// implementation runs `layoutSubviews()`. Views override it to place free-standing
    /// sublayers (a gradient layer filling the bounds, say), calling super. Called by the
    /// system in each layout pass, for the view's own layer.
    open func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        layoutSubviews()
    }

    /// The view's answer, as its layer's delegate, when the layer looks for the action of a
    /// property change: `NSNull` (no implicit animation) outside animation blocks, as
    /// UIKit's views answer; inside a `UIView.animate` block, nil, since the block animates
    /// the change itself. Override to give a layer of your view's an action of its own.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        layerAction(forKey: event)
    }

    /// Adds or updates the view's constraints before a layout pass; called by the system
    /// after `setNeedsUpdateConstraints()`, subviews before superviews. Call super last.
    open func updateConstraints() {}

    /// Whether the view needs constraint-based layout even with no constraints of its own
    /// yet (its `updateConstraints()` makes them): such views get `updateConstraints()` calls
    /// before any constraint exists anywhere.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Called when the view's layout margins change.
    open func layoutMarginsDidChange() {}

    /// Called when the view's safe area changes.
    open func safeAreaInsetsDidChange() {}

    /// Where the first (or last) baseline lies, for baseline constraints: at the bottom for a
    /// view without text.
    func baselineLocation(last: Bool) -> BaselineLocation {
        .bottom
    }

    /// How far the rectangle Auto Layout aligns lies inside the frame, on each side: zero
    /// unless a subclass whose drawing overhangs its content (a shadow, a badge) says so.
    /// Constraints on edges, centres and sizes, and the intrinsic size, are the alignment
    /// rectangle's; margins and baselines stay measured from the frame.
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// The alignment rectangle for `frame`: the frame less `alignmentRectInsets`.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect {
        frame.inset(by: alignmentRectInsets)
    }

    /// The frame whose alignment rectangle is `alignmentRect`: the inverse of
    /// `alignmentRect(forFrame:)`.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return alignmentRect.inset(by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }

    /// The view whose first baseline constraints on this view's `firstBaselineAnchor` use:
    /// the view itself, or a descendant a subclass returns (the label inside a custom
    /// control). As in UIKit, the default is whatever `forLastBaselineLayout` returns.
    open var forFirstBaselineLayout: UIView { forLastBaselineLayout }

    /// The view whose last baseline constraints on this view's `lastBaselineAnchor` use: the
    /// view itself, or a descendant a subclass returns.
    open var forLastBaselineLayout: UIView { self }

    /// The size the view would like within `size`; the base class answers its current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        layer.modelState.bounds.size
    }

    // MARK: Intrinsic size (declared here to be overridable; see UIView+IntrinsicSize.swift)

    /// The size the content needs, or `noIntrinsicMetric` for a dimension it does not decide.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Says that `intrinsicContentSize` changed.
    open func invalidateIntrinsicContentSize() {
        intrinsicContentSizeDidChange()
    }

    /// Resizes the view to `sizeThatFits(_:)` of its current size, keeping its frame's
    /// top-left.
    open func sizeToFit() {
        let fitting = sizeThatFits(layer.modelState.bounds.size)
        // The bounds take the size, so a turned view (a corner label rotated by π) fits
        // too; then the frame's origin is put back where it was.
        let origin = frame.origin
        bounds = CGRect(origin: layer.modelState.bounds.origin, size: fitting)
        frame.origin = origin
    }

    /// Whether `point` (bounds coordinates) is inside the view; the base class tests bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        layer.modelState.bounds.contains(point)
    }

    /// The deepest, front-most descendant (or self) that contains `point` (bounds
    /// coordinates) and takes touches.
    ///
    /// Hidden views, views with alpha below 0.01 and views with user interaction off are
    /// skipped with their subtrees. As in UIKit, a point outside this view's own bounds finds
    /// nothing, so subviews are never hit outside their superview's bounds, clipped or not.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !layer.modelState.isHidden, isUserInteractionEnabled, layer.modelState.opacity >= UIView.minimumHitTestAlpha,
              layer.animations.isEmpty || layer.acceptsTouchesWhileAnimating,
              point.isFinite, self.point(inside: point, with: event)
        else { return nil }
        for subview in subviews.reversed() {
            // Through the inverse of a 3D transform's homography when there is one.
            guard let local = subview.layer.pointInBounds(fromSuperlayer: point) else { continue }
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// Whether `gestureRecognizer` may leave `.possible` and recognize; `true` here.
    ///
    /// Asked of the views the recognizer's touches landed on and of the view it is attached
    /// to, before its delegate's `gestureRecognizerShouldBegin(_:)`. A subclass overrides it
    /// to keep a recognizer (often an ancestor's) from claiming touches it handles itself;
    /// refusing fails the recognizer, so the view keeps its touches.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    // MARK: Hooks, called in UIKit's order

    /// Called before the view moves to a new superview (nil when removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview.
    open func didMoveToSuperview() {}
    /// Called before the view moves to a new window (nil when leaving one).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view moved to a new window.
    open func didMoveToWindow() {}
    /// Called after `subview` was added to the view.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed from the view.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Traits (the rest is in UIView+Traits.swift)

    /// The trait collection this view was last given, so that it hears only of real
    /// changes; nil until it first joins a window.
    var lastSeenTraitCollection: UITraitCollection?
    /// The size-class variations this view's storyboard gave its subtree, resolved when
    /// traits reach the view (see `UIView+Traits`).
    var sizeClassVariations: (any SizeClassVariations)?

    /// Called after the view's traits changed, with the ones before; the default does nothing.
    /// Overrides call super first. Declared here because extensions cannot be overridden.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Views that lay out their own content by `contentMode` while drawing (image views,
    /// labels) redraw on every size change, so the compositor never maps their content twice.
    class var redrawsOnEveryBoundsChange: Bool { false }

    /// The user's text size changed; views whose fonts follow it re-measure and redraw.
    func contentSizeCategoryDidChange() {}

    // MARK: Appearance

    /// Hidden views are neither drawn nor hit. A stack view's arranged subview that is
    /// hidden also takes no space in the stack.
    open var isHidden: Bool {
        get { layer.modelState.isHidden }
        set {
            guard newValue != layer.modelState.isHidden else { return }
            changeAppearance(\.isHidden, to: newValue)
            // One cast, and only on a real change: views outside stack views pay no more.
            (superview as? UIStackView)?.arrangedSubviewVisibilityDidChange(self)
        }
    }

    /// The opacity of the view and its whole subtree, as one group (0…1; values outside are
    /// clamped, non-finite ones refused).
    open var alpha: CGFloat {
        get { layer.modelState.opacity }
        set {
            guard newValue.isFinite else { return UIView.refuse("alpha = \(newValue)") }
            changeAnimatable(\.opacity, to: Swift.min(1, Swift.max(0, newValue)))
        }
    }

    /// The colour filled behind the content; nil means none.
    open var backgroundColor: UIColor? {
        get { layer.modelState.backgroundColor.map(UIColor.init(cgColor:)) }
        set {
            // What the layer paints changed, so a shadow cast by it must be made again.
            if layer.modelState.backgroundColor != newValue?.cgColor { layer.shadowMask = nil }
            changeAnimatable(\.backgroundColor, to: newValue?.cgColor)
        }
    }

    /// Whether subviews are cut off at this view's bounds.
    open var clipsToBounds: Bool {
        get { layer.modelState.masksToBounds }
        set {
            if layer.modelState.masksToBounds != newValue { layer.shadowMask = nil }
            changeAppearance(\.masksToBounds, to: newValue)
        }
    }

    /// How cached content maps into new bounds until the next redraw.
    open var contentMode: ContentMode {
        get { storedContentMode }
        set {
            guard newValue != storedContentMode else { return }
            storedContentMode = newValue
            if type(of: self).redrawsOnEveryBoundsChange { setNeedsDisplay() }
            geometryDidChange()
        }
    }

    /// The tint: this view's own, else its superview's, else the system blue.
    open var tintColor: UIColor! {
        get { storedTintColor ?? superview?.tintColor ?? UIColor.tintColor }
        set {
            storedTintColor = newValue
            notifyTintColorDidChange()
        }
    }

    /// Called when the effective tint changes; override to redraw with it.
    open func tintColorDidChange() {}

    func notifyTintColorDidChange() {
        tintColorDidChange()
        for subview in subviews where subview.storedTintColor == nil {
            subview.notifyTintColorDidChange()
        }
    }

    /// Pixels per point of the backing store: set on the view, else the window's scale.
    /// Non-finite or non-positive values are refused; values above
    /// `maximumContentScaleFactor` are clamped to it, with a warning.
    open var contentScaleFactor: CGFloat {
        get { contentScaleFactorOverride ?? window?.screenScale ?? 1 }
        set {
            guard let scale = UIView.checkedScale(newValue, "contentScaleFactor") else { return }
            contentScaleFactorOverride = scale
            setNeedsDisplay()
        }
    }

    /// The most pixels per point a view draws at (and a window's `screenScale` may be): four
    /// times the densest screens (4×), room for content drawn sharp before it is zoomed, while
    /// a mistaken huge value cannot turn a small view into hundreds of megabytes of pixels.
    public static let maximumContentScaleFactor: CGFloat = 16

    /// `scale` if usable, clamped to `maximumContentScaleFactor` (with a warning); nil, with
    /// a warning, if it is not finite and positive.
    static func checkedScale(_ scale: CGFloat, _ property: String) -> CGFloat? {
        guard scale.isFinite, scale > 0 else {
            UIView.refuse("\(property) = \(scale)")
            return nil
        }
        guard scale <= maximumContentScaleFactor else {
            Diagnostics.warn("UIView.\(property) = \(scale) was clamped to \(maximumContentScaleFactor) pixels per point",
                             once: "UIView.\(property).large")
            return maximumContentScaleFactor
        }
        return scale
    }

    /// Stores a new value for something the compositor reads and, when it differs,
    /// damages the view's screen area.
    func changeAppearance<Value: Equatable>(_ keyPath: WritableKeyPath<LayerState, Value>, to newValue: Value) {
        guard layer.modelState[keyPath: keyPath] != newValue else { return }
        layer.modelState[keyPath: keyPath] = newValue
        geometryDidChange()
    }

    /// The same for a value an animations block animates from its old value to the new.
    func changeAnimatable<Value: LayerAnimatable>(_ keyPath: WritableKeyPath<LayerState, Value>, to newValue: Value) {
        let old = layer.modelState[keyPath: keyPath]
        guard old != newValue else { return }
        changeAppearance(keyPath, to: newValue)
        AnimationTransaction.propertyChanged(layer, keyPath, from: old, to: newValue)
    }

    static func refuse(_ what: String) {
        Diagnostics.warn("UIView.\(what) was refused: the value is not a finite number in range", once: "UIView.\(what.prefix(while: { $0 != " " && $0 != "(" }))")
    }

    // MARK: Keyboard focus (see `UIFocusSystem`)

    /// Whether this view can take keyboard focus now; false for a plain view. The standard
    /// controls answer true while enabled, text fields too, text views while editable.
    open var canBecomeFocused: Bool { false }

    /// Whether this view has its window's keyboard focus.
    open var isFocused: Bool { window?.focusSystemStorage?.focusedItem === self }

    /// The focus group this view starts: focusable views inside it without an identifier
    /// of their own keep together in the Tab order. Nil (the default) joins the group around it.
    open var focusGroupIdentifier: String? {
        didSet { if focusGroupIdentifier != oldValue { window?.focusOrderMayHaveChanged() } }
    }

    /// Where focus should go when this view is asked to update it; empty by default, so
    /// focus goes to the view itself when it can take focus, else to the first focusable
    /// view inside it in reading order.
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { [] }

    /// The environment this view is inside: its superview.
    open var parentFocusEnvironment: (any UIFocusEnvironment)? { superview }

    /// Whether focus may move as `context` describes; true by default.
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }

    /// Called after focus moved to or from this view or a view inside it; does nothing by default.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}

    /// Asks for focus to go to this view's preferred item on the next turn of the run loop;
    /// ignored while focus is outside this view.
    open func setNeedsFocusUpdate() {
        UIFocusSystem.focusSystem(for: self)?.setNeedsFocusUpdate(from: self)
    }

    /// Performs the window's pending focus update now.
    open func updateFocusIfNeeded() {
        UIFocusSystem.focusSystem(for: self)?.updateFocusIfNeeded()
    }
}
