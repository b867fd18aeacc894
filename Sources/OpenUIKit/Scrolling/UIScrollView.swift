import Foundation

/// A view whose content is larger than itself, moved under its bounds by dragging, by the
/// wheel and touchpad, by keys and by code.
///
/// As in UIKit, scrolling is the bounds origin: `contentOffset` is `bounds.origin`, so the
/// subviews, placed in content coordinates, move under the scroll view's frame. Every change
/// of the origin calls the delegate's `scrollViewDidScroll(_:)` and asks for
/// `layoutSubviews()` (tables and collections place their rows there as they scroll).
///
/// **Limits.** The content may be scrolled from `-adjustedContentInset.left/top` to
/// `contentSize` plus the bottom-right insets less the bounds size; a drag past them is
/// rubber-banded (`bounces`), and a release there springs back.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// What the scroll view tells as it scrolls and zooms. Held weakly, as in UIKit.
    open weak var delegate: UIScrollViewDelegate?

    /// The point of the content shown at the scroll view's top left: `bounds.origin`.
    /// Setting it scrolls at once (no animation, no limits), as in UIKit, to the nearest
    /// whole device pixel (UIKit's rounding: 3.8 becomes 4 at 1x), so the content never sits
    /// between pixels and a scroll moves pixels the renderer can shift instead of drawing
    /// again. Setting `bounds` keeps a fractional origin, as in UIKit.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.isFinite else {
                return Diagnostics.warn("UIScrollView.contentOffset = \(newValue) was refused: it is not a finite point",
                                        once: "UIScrollView.contentOffset")
            }
            var b = bounds
            b.origin = pixelAligned(newValue)
            bounds = b
        }
    }

    /// `point` rounded to the nearest whole device pixel of the window (of the display
    /// scale the traits report, outside a window; 1 when unknown).
    func pixelAligned(_ point: CGPoint) -> CGPoint {
        let traitScale = traitCollection.displayScale
        let scale = window?.screenScale ?? (traitScale > 0 ? traitScale : 1)
        return CGPoint(x: (point.x * scale).rounded() / scale, y: (point.y * scale).rounded() / scale)
    }

    /// The size of the content, in points; the content scrolls where it is larger than the
    /// bounds less the adjusted insets. Negative or non-finite sizes are refused.
    open var contentSize: CGSize {
        get { storedContentSize }
        set {
            guard newValue.width.isFinite, newValue.height.isFinite, newValue.width >= 0, newValue.height >= 0 else {
                return Diagnostics.warn("UIScrollView.contentSize = \(newValue) was refused: a size must be finite and not negative",
                                        once: "UIScrollView.contentSize")
            }
            guard newValue != storedContentSize else { return }
            storedContentSize = newValue
            contentLayoutGuide.preferredSize = newValue
            contentGeometryDidChange()
        }
    }
    private var storedContentSize = CGSize.zero

    /// Extra room around the content, inside which it may scroll (the app's own, before the
    /// safe area is added).
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            guard contentInset != oldValue else { return }
            updateAdjustedContentInset()
            contentGeometryDidChange()
        }
    }

    /// `contentInset` plus the safe area where `contentInsetAdjustmentBehavior` adds it: the
    /// insets that actually limit scrolling.
    open private(set) var adjustedContentInset: UIEdgeInsets = .zero

    /// How the safe area adds to `contentInset`; `.automatic` by default.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { updateAdjustedContentInset() }
    }

    /// Called when `adjustedContentInset` changed, before the delegate hears of it;
    /// subclasses override it, calling super.
    open func adjustedContentInsetDidChange() {
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// Whether the user may scroll; off, the pan gesture recognizer is disabled.
    open var isScrollEnabled: Bool {
        get { panGestureRecognizer.isEnabled }
        set { panGestureRecognizer.isEnabled = newValue }
    }

    /// Whether a drag past the content's edges stretches (and a fling springs back) rather
    /// than stopping hard. True by default.
    open var bounces = true
    /// Whether a vertical drag bounces even when the content is no taller than the view.
    open var alwaysBounceVertical = false {
        didSet { updateAdjustedContentInset() }
    }
    /// Whether a horizontal drag bounces even when the content is no wider than the view.
    open var alwaysBounceHorizontal = false {
        didSet { updateAdjustedContentInset() }
    }
    /// Whether a drag that starts mostly along one axis scrolls along that axis only.
    open var isDirectionalLockEnabled = false
    /// Whether scrolling comes to rest on multiples of the bounds size (pages).
    open var isPagingEnabled = false
    /// How quickly the content slows after a fling.
    open var decelerationRate: DecelerationRate = .normal

    /// Whether the user's finger (or the wheel, or a touchpad's fingers) is dragging the
    /// content: from the pan's start to its end.
    open var isTracking: Bool { scrollState.isTracking }
    /// Whether the content is being dragged (it has moved since the drag began).
    open var isDragging: Bool { scrollState.isDragging }
    /// Whether the content is moving on by itself after a drag.
    open var isDecelerating: Bool { scrollState.isDecelerating }

    /// What a drag and the motion after it keep between events.
    struct ScrollState {
        var isTracking = false
        var isDragging = false
        var isDecelerating = false
        /// The offset when the drag began.
        var dragStart = CGPoint.zero
        /// The page when the drag began (paging), in pages along each axis.
        var startPage = CGPoint.zero
        /// Which axes the drag may move (directional lock and scrollable axes).
        var movesX = true
        var movesY = true
        var isZooming = false
        /// A Home key's scroll is running: it ends with `scrollViewDidScrollToTop(_:)`.
        var isScrollingToTop = false
        var isZoomBouncing = false
        /// The zoom scale when the pinch began.
        var zoomStartScale: CGFloat = 1
        /// The point of the unscaled zoom view under the pinch's fingers.
        var zoomContentPoint = CGPoint.zero
    }
    var scrollState = ScrollState()
    /// Told of every change of the offset, the content size or the insets: the navigation bar
    /// that shows this scroll view's controller, to find whether it is at the scroll edge.
    var contentOffsetObserver: (() -> Void)?
    /// The running deceleration, bounce or animation, if any.
    var motion: ScrollMotion?

    /// Whether the vertical indicator shows while the content scrolls vertically.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while the content scrolls horizontally.
    open var showsHorizontalScrollIndicator = true
    /// The indicators' colour.
    open var indicatorStyle: IndicatorStyle = .default {
        didSet {
            verticalIndicator.apply(indicatorStyle)
            horizontalIndicator.apply(indicatorStyle)
        }
    }
    /// Whether the scroll-to-top gesture may scroll this view (true by default, as in
    /// UIKit). The gesture, a tap on the status bar on iOS, is Ctrl+Home or ⌘↑ here, and
    /// scrolls only when exactly one scroll view shown in the window has this set.
    open var scrollsToTop = true
    /// Whether a drag dismisses the keyboard (ends the editing of the window's first
    /// responder); `.none` by default, as in UIKit. See ``UIScrollView/KeyboardDismissMode``.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// How far the vertical indicator keeps from the scroll view's edges.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }
    /// How far the horizontal indicator keeps from the scroll view's edges.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }
    /// Both indicators' insets: reads the vertical one's, sets both (UIKit's older API).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// Whether the indicators also keep inside `adjustedContentInset` (true), or only inside
    /// `contentInset`.
    open var automaticallyAdjustsScrollIndicatorInsets = true {
        didSet { setNeedsLayout() }
    }
    /// Shows the indicators for a moment, as an app does to hint that content scrolls.
    open func flashScrollIndicators() {
        flashIndicators()
    }

    let verticalIndicator = ScrollIndicatorView(style: .default)
    let horizontalIndicator = ScrollIndicatorView(style: .default)
    /// The pending start of the indicators' fade.
    var indicatorFadeTimer: InputTimer?

    /// The content area, for Auto Layout: constraints between the content and this guide's
    /// edges and size decide `contentSize`. (Constraints between the content and the scroll
    /// view's own edges do the same, UIKit's older rule; its width, height and centres are
    /// its frame's.)
    public var contentLayoutGuide: UILayoutGuide { layoutState.contentAreaGuide ?? makeScrollGuides().content }
    /// The scroll view's frame as seen from the content, for Auto Layout: content pinned to
    /// it stays in view as the rest scrolls, and its width makes content as wide as the view.
    public var frameLayoutGuide: UILayoutGuide { layoutState.viewportGuide ?? makeScrollGuides().frame }

    private func makeScrollGuides() -> (content: UILayoutGuide, frame: UILayoutGuide) {
        let content = UILayoutGuide(systemRole: .contentArea, owningView: self, identifier: "UIScrollView-contentLayoutGuide")
        let frame = UILayoutGuide(systemRole: .viewport, owningView: self, identifier: "UIScrollView-frameLayoutGuide")
        content.preferredSize = storedContentSize
        content.solvedFrameDidChange = { [weak self] solved in self?.contentSize = solved.size }
        layoutState.contentAreaGuide = content
        layoutState.viewportGuide = frame
        return (content, frame)
    }

    // MARK: Controls inside

    /// Whether a touch reaches the content only after a short wait (150 ms) in which it may
    /// turn into a drag, so a drag starting on a button scrolls without highlighting it.
    /// True by default.
    open var delaysContentTouches: Bool {
        get { contentTouchDelay.isEnabled }
        set { contentTouchDelay.isEnabled = newValue }
    }
    /// Whether a drag may take a touch the content already has (asking
    /// `touchesShouldCancel(in:)`). True by default; false, content that has a touch keeps it.
    open var canCancelContentTouches = true
    /// Whether a drag may take a touch away from `view`, which already has it: false for
    /// controls (a button held down keeps its touch), true otherwise, as in UIKit. Override it
    /// to let drags start on controls.
    open func touchesShouldCancel(in view: UIView) -> Bool {
        !(view is UIControl)
    }
    /// The recognizer holding touches back from the content.
    let contentTouchDelay = ScrollContentTouchDelayRecognizer()

    /// The scroll view's pan starts only if it may take the touches the content already has.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer {
            for touch in gestureRecognizer.trackedTouches where window?.touchRouter.record(of: touch)?.viewDelivery.sentBegan == true {
                guard let view = touch.view, view !== self else { continue }
                if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
            }
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Keys

    /// Keys that scroll (`scroll(forKey:)`: arrows, Page Up, Page Down, space, Home, End) are
    /// taken here when the scroll view is in the responder chain; other keys go on up it.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var unhandled = Set<UIPress>()
        for press in presses {
            if let key = press.key, scroll(forKey: key) { continue }
            unhandled.insert(press)
        }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    // MARK: Programmatic scrolling

    /// Scrolls as little as needed to bring `rect` (content coordinates) into view, inside
    /// the adjusted insets and the limits; a rectangle larger than the view shows its top
    /// left.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard rect.isFinite else {
            return Diagnostics.warn("UIScrollView.scrollRectToVisible(\(rect), animated:) was refused: the rectangle is not finite",
                                    once: "UIScrollView.scrollRectToVisible")
        }
        let insets = adjustedContentInset
        var offset = contentOffset
        let visible = CGRect(x: offset.x + insets.left, y: offset.y + insets.top,
                             width: bounds.width - insets.left - insets.right, height: bounds.height - insets.top - insets.bottom)
        if rect.minX < visible.minX || rect.width > visible.width {
            offset.x = rect.minX - insets.left
        } else if rect.maxX > visible.maxX {
            offset.x += rect.maxX - visible.maxX
        }
        if rect.minY < visible.minY || rect.height > visible.height {
            offset.y = rect.minY - insets.top
        } else if rect.maxY > visible.maxY {
            offset.y += rect.maxY - visible.maxY
        }
        setContentOffset(clampedContentOffset(offset), animated: animated)
    }

    // MARK: Refreshing

    /// The pull-to-refresh control, kept above the content's top.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            if oldValue?.superview === self { oldValue?.removeFromSuperview() }
            if let refreshControl { insertSubview(refreshControl, at: 0) }
            refreshControlDidChangeState()
        }
    }

    /// A refresh started or ended: the top inset makes room for the control or gives it
    /// back, and content resting at the old top follows.
    func refreshControlDidChangeState() {
        let refreshing = refreshControl?.isRefreshing ?? false
        refreshInset = refreshing ? UIRefreshControl.height : 0
        updateAdjustedContentInset()
        if !refreshing, !scrollState.isTracking, contentOffset.y < minimumContentOffset.y {
            setContentOffset(clampedContentOffset(contentOffset), animated: true)
        }
        setNeedsLayout()
    }
    /// The extra top inset a running refresh takes, in points.
    var refreshInset: CGFloat = 0

    // MARK: Zooming

    /// The smallest zoom scale a pinch settles at; 1 by default.
    open var minimumZoomScale: CGFloat = 1 {
        didSet { zoomLimitsDidChange(\.minimumZoomScale, oldValue) }
    }
    /// The largest zoom scale a pinch settles at; 1 by default, so a scroll view does not
    /// zoom until the app raises it (and its delegate names `viewForZooming(in:)`).
    open var maximumZoomScale: CGFloat = 1 {
        didSet { zoomLimitsDidChange(\.maximumZoomScale, oldValue) }
    }
    /// The zoom view's scale. Setting it scales at once, clamped to the limits, about the
    /// middle of the visible area.
    open var zoomScale: CGFloat {
        get { zoomScaleStorage }
        set { setZoom(newValue, animated: false) }
    }
    var zoomScaleStorage: CGFloat = 1
    /// Whether a pinch may stretch past the zoom limits (and springs back after).
    open var bouncesZoom = true
    /// Whether a pinch is zooming the content.
    open var isZooming: Bool { scrollState.isZooming }
    /// Whether the zoom is springing back inside its limits after a pinch.
    open var isZoomBouncing: Bool { scrollState.isZoomBouncing }
    /// The pinch that zooms, once the zoom limits allow zooming (nil before), as in UIKit.
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? { pinchStorage }
    var pinchStorage: UIPinchGestureRecognizer?
    /// The delegate of the scroll view's own recognizers.
    let gestureCoordinator = ScrollGestureCoordinator()

    /// Sets the zoom scale, clamped to the limits, animated or not.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        setZoom(scale, animated: animated)
    }

    /// Zooms so that `rect`, in the zoom view's own coordinates, fills the scroll view as
    /// nearly as the limits allow: what a double tap to zoom calls.
    open func zoom(to rect: CGRect, animated: Bool) {
        zoom(toRect: rect, animated: animated)
    }

    private func zoomLimitsDidChange(_ key: ReferenceWritableKeyPath<UIScrollView, CGFloat>, _ old: CGFloat) {
        let value = self[keyPath: key]
        guard value.isFinite, value > 0 else {
            Diagnostics.warn("UIScrollView zoom limit \(value) was refused: it must be a finite number above zero", once: "UIScrollView zoom limit")
            self[keyPath: key] = old
            return
        }
        updatePinchGestureRecognizer()
    }

    /// The recognizer that drags the content. Public, as in UIKit, so apps can make their own
    /// recognizers wait for it or move it to another view.
    public let panGestureRecognizer: UIPanGestureRecognizer

    /// A scroll view of the given frame, empty, at offset zero.
    public override init(frame: CGRect) {
        panGestureRecognizer = ScrollViewPanGestureRecognizer()
        super.init(frame: frame)
        configureScrollView()
    }

    /// A scroll view decoded from a storyboard or xib.
    public required init?(coder: NSCoder) {
        panGestureRecognizer = ScrollViewPanGestureRecognizer()
        super.init(coder: coder)
        configureScrollView()
        decodeScrollView(from: coder)
    }

    private func configureScrollView() {
        clipsToBounds = true
        _ = makeScrollGuides()
        gestureCoordinator.scrollView = self
        panGestureRecognizer.delegate = gestureCoordinator
        panGestureRecognizer.addAction { [unowned self] pan in handlePan(pan) }
        // Touchpad and wheel scrolling reach the scroll view through its pan, as on iPadOS.
        panGestureRecognizer.allowedScrollTypesMask = .all
        addGestureRecognizer(panGestureRecognizer)
        addGestureRecognizer(contentTouchDelay)
        updateAdjustedContentInset()
    }

    // MARK: Scrolling

    /// The bounds, whose origin is the content offset: changing the origin reports a scroll.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            let now = super.bounds
            if now.size != old.size { contentGeometryDidChange() }
            if now.origin != old.origin { contentOffsetDidChange() }
        }
    }

    /// The frame; a new size changes what can be scrolled.
    open override var frame: CGRect {
        get { super.frame }
        set {
            let old = bounds.size
            super.frame = newValue
            if bounds.size != old { contentGeometryDidChange() }
        }
    }

    /// Scrolls to `contentOffset`, at once or animated over a short ease-in-out (the delegate
    /// then hears `scrollViewDidScroll(_:)` each frame and
    /// `scrollViewDidEndScrollingAnimation(_:)` at the end).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard contentOffset.isFinite else {
            return Diagnostics.warn("UIScrollView.setContentOffset(\(contentOffset), animated:) was refused: it is not a finite point",
                                    once: "UIScrollView.setContentOffset")
        }
        guard animated, window != nil else {
            stopScrollMotion()
            self.contentOffset = contentOffset
            return
        }
        startProgrammaticScroll(to: contentOffset)
    }

    /// Every change of the bounds origin: lay out again (UIKit lays out a scroll view as it
    /// scrolls) and tell the delegate.
    private func contentOffsetDidChange() {
        setNeedsLayout()
        scrollIndicatorsNeedUpdate()
        contentOffsetObserver?()
        if let refreshControl {
            refreshControl.userPulled(-(contentOffset.y + adjustedContentInset.top), tracking: scrollState.isTracking)
        }
        delegate?.scrollViewDidScroll(self)
    }

    /// The content size, insets or bounds size changed: the limits moved.
    func contentGeometryDidChange() {
        contentOffsetObserver?()
        setNeedsLayout()
        scrollIndicatorsNeedUpdate()
    }

    /// Lays out the content (constraints, or the app's override) as it scrolls, and places
    /// the indicators above it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let refreshControl {
            // Just above the content (below any running refresh's room), as wide as the view.
            let top = adjustedContentInset.top - refreshInset
            refreshControl.frame = CGRect(x: bounds.minX, y: -top - UIRefreshControl.height,
                                          width: bounds.width, height: UIRefreshControl.height)
        }
        layoutScrollIndicators()
    }

    // MARK: Limits

    /// The smallest content offset at rest: the top-left insets, outside the content.
    var minimumContentOffset: CGPoint {
        CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
    }

    /// The largest content offset at rest: the content's far edges plus the insets, never
    /// less than the minimum.
    var maximumContentOffset: CGPoint {
        let insets = adjustedContentInset, size = bounds.size
        return CGPoint(x: Swift.max(-insets.left, storedContentSize.width + insets.right - size.width),
                       y: Swift.max(-insets.top, storedContentSize.height + insets.bottom - size.height))
    }

    /// `offset` moved inside the limits.
    func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let low = minimumContentOffset, high = maximumContentOffset
        return CGPoint(x: Swift.min(Swift.max(offset.x, low.x), high.x), y: Swift.min(Swift.max(offset.y, low.y), high.y))
    }

    /// Whether the content is wider than the room for it.
    var scrollsHorizontally: Bool {
        storedContentSize.width + contentInset.left + contentInset.right > bounds.width
    }

    /// Whether the content is taller than the room for it.
    var scrollsVertically: Bool {
        storedContentSize.height + contentInset.top + contentInset.bottom > bounds.height
    }

    // MARK: Insets

    /// The safe area changed: the adjusted insets may too.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        updateAdjustedContentInset()
    }

    /// Works out `adjustedContentInset`; when it changes, a scroll view resting at its old
    /// top (or left) rests at its new one, as UIKit keeps a list's first row under a bar.
    func updateAdjustedContentInset() {
        let safe = safeAreaInsets
        var add = UIEdgeInsets.zero
        switch contentInsetAdjustmentBehavior {
        case .never:
            break
        case .always:
            add = safe
        case .scrollableAxes, .automatic:
            let inContainer = contentInsetAdjustmentBehavior == .automatic && owningViewController?.parent != nil
            if scrollsVertically || alwaysBounceVertical || inContainer {
                add.top = safe.top
                add.bottom = safe.bottom
            }
            if scrollsHorizontally || alwaysBounceHorizontal {
                add.left = safe.left
                add.right = safe.right
            }
        }
        let adjusted = UIEdgeInsets(top: contentInset.top + add.top + refreshInset, left: contentInset.left + add.left,
                                    bottom: contentInset.bottom + add.bottom, right: contentInset.right + add.right)
        let old = adjustedContentInset
        guard adjusted != old else { return }
        adjustedContentInset = adjusted
        var offset = contentOffset
        // At rest at the top (or left) edge, as the setter rounded it: it stays there.
        let oldEdge = pixelAligned(CGPoint(x: -old.left, y: -old.top))
        if offset.y == -old.top || offset.y == oldEdge.y { offset.y = -adjusted.top }
        if offset.x == -old.left || offset.x == oldEdge.x { offset.x = -adjusted.left }
        contentOffset = offset
        contentGeometryDidChange()
        adjustedContentInsetDidChange()
    }
}
