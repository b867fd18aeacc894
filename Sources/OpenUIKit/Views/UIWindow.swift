import CCairo
import Foundation

/// The root of a view hierarchy and the owner of its rendering: pending layout, pending
/// redraws, the damage region and the back buffer the platform presents.
///
/// A window renders the same way with or without a screen: the X11 host calls
/// `renderIfNeeded()` once per run-loop turn and presents the damaged pixels; tests and
/// `--snapshot` call it directly and read the back buffer.
@MainActor
open class UIWindow: UIView {
    /// Pixels per point; views draw their backing stores at this scale. Non-finite or
    /// non-positive values are refused, values above `UIView.maximumContentScaleFactor`
    /// clamped to it, each with a warning.
    public var screenScale: CGFloat = 1 {
        didSet {
            guard let checked = UIView.checkedScale(screenScale, "screenScale") else {
                screenScale = oldValue
                return
            }
            if checked != screenScale { screenScale = checked }
            guard screenScale != oldValue else { return }
            visitSubtree { $0.setNeedsDisplay() }
            geometryDidChange()
        }
    }

    /// The controller whose view fills the window.
    ///
    /// Replacing it while the window is visible makes the old controller disappear and the new
    /// one appear, as in UIKit.
    public var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let old = oldValue, let oldView = old.viewIfLoaded, oldView.superview === self {
                old.transitionAppearance(to: .disappearing, animated: false)
                oldView.removeFromSuperview()
                old.finishAppearanceTransition()
            }
            installRootView()
        }
    }

    /// Whether the window is the application's key window.
    public private(set) var isKeyWindow = false

    /// Called once when the window first needs an update pass after the last one; the
    /// platform uses it to schedule a frame at the end of the current run-loop turn.
    package var onUpdateRequested: (() -> Void)?

    /// Makes the back buffer (pixel width, pixel height, scale) in memory the platform can
    /// show directly, such as a shared-memory segment the X server reads; nil means an
    /// ordinary image surface.
    package var backBufferFactory: ((Int, Int, CGFloat) -> CairoSurface?)?

    /// Runs this window's frames at the display's rate while something animates; set by the
    /// platform, or by a `HeadlessFrameClock`. Without one, animations advance only when
    /// something else makes the window render.
    public weak var frameScheduler: FrameScheduler?
    /// Called at the start of every frame (display links), in the order they were added.
    var frameObservers: [FrameObserver] = []

    /// What the last update pass did.
    package private(set) var lastRenderStatistics = RenderStatistics()
    /// How many update passes have composited something.
    package private(set) var framesRendered = 0

    private var damage = DamageRegion(extent: .zero)
    private var viewsNeedingDisplay: [UIView] = []
    private var viewsWithGeometryChanges: [UIView] = []
    private var updateRequested = false
    /// Whether a view joined or asked for `updateConstraints()` since the last constraint pass.
    var constraintUpdatePassPending = true
    private var appearingViewControllers: [UIViewController] = []
    /// The window's pixels, premultiplied xRGB; what the platform shows.
    public private(set) var backBuffer: CairoSurface?

    /// Laying out may invalidate layout again (a parent reacting to a child); after this
    /// many rounds in one pass the rest waits for the next pass.
    static let maximumLayoutRoundsPerPass = 8

    /// Turns the platform's touch input into touches, recognizer input and view delivery.
    lazy var touchRouter = TouchRouter(window: self)
    /// Turns mouse and touchpad input into touches, before routing.
    lazy var pointerTouchSource = PointerTouchSource(window: self, router: touchRouter)
    /// Shows the spots of `showsTouches` and of an Alt-drag's fingers, after routing.
    let showTouchesObserver = ShowTouchesObserver()

    private var contentSizeObservation: NotificationObservation?
    private var lastContentSizeCategory = UIContentSizeCategory.current
    /// The traits last computed from the window's size, scale and text size (UIWindow+Traits).
    var cachedTraitCollection: UITraitCollection?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureWindow()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureWindow()
    }

    private func configureWindow() {
        isOpaque = true
        // The setting may change on any thread: the notification only schedules a pass, and
        // the pass itself compares categories and tells the views.
        contentSizeObservation = NotificationObservation(UIContentSizeCategory.didChangeNotification) { [weak self] _ in
            DispatchQueue.main.async { self?.requestUpdate() }
        }
    }

    /// The application is the last responder, after the window.
    open override var next: UIResponder? { UIApplication.shared }

    /// Keeps the touch overlay above whatever is added after it.
    open override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        if let touchOverlay, subview !== touchOverlay { bringSubviewToFront(touchOverlay) }
    }

    /// Shows the window and makes it the one that receives keys.
    ///
    /// The root controller (and the children following it) begins to appear: it hears
    /// `viewWillAppear(_:)` now, `viewIsAppearing(_:)` in the next layout step and
    /// `viewDidAppear(_:)` once that frame is composited.
    public func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
        showsViewControllers = true
        if let controller = rootViewController, controller.viewIfLoaded?.superview === self {
            controller.transitionAppearance(to: .appearing, animated: false)
        }
        geometryDidChange()
    }

    /// Whether controllers whose views are in this window appear: true once the window has
    /// been made key and visible.
    private(set) var showsViewControllers = false
    /// The size the root controller last heard of (through `viewWillTransition`).
    private var lastAnnouncedSize: CGSize?

    // MARK: The update pass

    /// Whether anything waits for the next update pass.
    public var needsUpdate: Bool {
        needsLayoutFlag || descendantNeedsLayout || !viewsNeedingDisplay.isEmpty
            || !viewsWithGeometryChanges.isEmpty || !damage.isEmpty || backBufferNeedsResize
            || AnimationEngine.isRunning(in: self) || constraintUpdatePassPending
    }

    /// Runs one frame if anything changed, as named steps in UIKit's order: display links,
    /// traits, layout, display (`draw(_:)` for invalid content), animations (presentation
    /// values at this frame's time), damage (where anything was and is), and composite (the
    /// damaged pixels into the back buffer). Returns what it did, or nil when nothing had
    /// changed (and nothing was drawn).
    @discardableResult
    public func renderIfNeeded() -> RenderStatistics? {
        updateRequested = false
        let frameTime = inputClock.now
        beginFrame(at: frameTime)
        // Whatever happens below, a window that still animates asks for its next frame.
        defer { requestNextFrameIfAnimating() }
        let sizeTransition = sizeTransitionStep()
        updateTraitsStep()
        sizeTransition?.runAnimations()
        defer { sizeTransition?.end() }
        guard needsUpdate else { return nil }
        var stats = RenderStatistics()
        stats.layoutPasses = layoutStep()
        stats.drawCalls = displayStep()
        animationStep(at: frameTime)
        damageStep()
        compositeStep(into: &stats)
        lastRenderStatistics = stats
        finishAppearances()
        return stats
    }

    // MARK: The frame's steps

    /// A resize since the last frame: the root controller hears `willTransition(to:with:)`
    /// when the traits will change and `viewWillTransition(to:with:)`, once per frame however
    /// many sizes the window went through. The coordinator's animations run after the new
    /// traits are delivered, and its completions once the frame is composited.
    private func sizeTransitionStep() -> TransitionCoordinator? {
        let size = bounds.size
        let previous = lastAnnouncedSize
        lastAnnouncedSize = size
        guard let previous, previous != size, showsViewControllers,
              let root = rootViewController, root.isViewLoaded else { return nil }
        let coordinator = TransitionCoordinator(containerView: self, animated: false, duration: 0)
        let traits = windowTraitCollection
        if let seen = root.lastSeenTraitCollection, seen != traits { root.willTransition(to: traits, with: coordinator) }
        root.viewWillTransition(to: size, with: coordinator)
        return coordinator
    }

    /// Text size first (views re-measure their text), then the trait collection.
    private func updateTraitsStep() {
        let category = UIContentSizeCategory.current
        if category != lastContentSizeCategory {
            lastContentSizeCategory = category
            visitSubtree { $0.contentSizeCategoryDidChange() }
        }
        deliverTraitChangesIfNeeded()
    }

    /// Constraints first (`updateConstraints()` bottom-up wherever due, then the solver),
    /// then `layoutSubviews` wherever layout was invalidated, top-down, in rounds until it
    /// settles (or `maximumLayoutRoundsPerPass`). Returns the rounds that laid anything out.
    private func layoutStep() -> Int {
        if constraintUpdatePassPending {
            constraintUpdatePassPending = false
            updateConstraintsIfNeeded()
        }
        LayoutEngine.existing(for: self)?.updateIfNeeded()
        var passes = 0
        for _ in 0..<UIWindow.maximumLayoutRoundsPerPass where needsLayoutFlag || descendantNeedsLayout {
            passes += layoutSubtreeIfNeeded()
        }
        // Appearing controllers whose views needed no layout still hear viewIsAppearing in
        // this step (the others heard it just before their view's layout).
        for controller in appearingViewControllers where controller.viewIfLoaded?.window === self {
            controller.sendViewIsAppearing()
        }
        return passes
    }

    /// `draw(_:)` into the backing store of every view marked `setNeedsDisplay` that is still
    /// in this window. Returns the draw calls made.
    private func displayStep() -> Int {
        var drawCalls = 0
        let toDisplay = viewsNeedingDisplay
        viewsNeedingDisplay.removeAll()
        for view in toDisplay {
            view.layer.displayPending = false
            guard view.window === self else { continue }
            view.traitCollection.performAsCurrent { drawCalls += view.displayContentIfNeeded(in: self) }
        }
        return drawCalls
    }

    /// Every animating layer's presentation at this frame's time; the layers that changed
    /// report geometry changes, so the damage step covers only what moved.
    private func animationStep(at frameTime: TimeInterval) {
        AnimationEngine.update(at: frameTime)
    }

    /// A back buffer of the window's current size, then the old and new screen rects of
    /// every view whose geometry or presentation changed.
    private func damageStep() {
        if backBufferNeedsResize { recreateBackBuffer() }
        let moved = viewsWithGeometryChanges
        viewsWithGeometryChanges.removeAll()
        for view in moved {
            view.layer.geometryChangePending = false
            guard view.window === self else { continue }
            if let old = view.layer.lastCompositedSubtreeRect { addDamage(inWindowPoints: old) }
            if let now = view.currentSubtreeRect(transformToWindow: view.renderTransformToWindow) { addDamage(inWindowPoints: now) }
        }
    }

    /// Composites the damaged pixels from the cached stores. The compositor may grow the
    /// damage (where a cut would change what Cairo paints); the grown rects are what the
    /// platform presents.
    private func compositeStep(into stats: inout RenderStatistics) {
        var rects = damage.take()
        guard let backBuffer, !rects.isEmpty else { return }
        stats.viewsPainted = Compositor.composite(root: self, into: backBuffer, scale: screenScale, damage: &rects)
        stats.compositedPixels = rects.reduce(0) { $0 + Int($1.width) * Int($1.height) }
        stats.damageInWindowPixels = rects
        framesRendered += 1
    }

    /// `viewDidAppear` for controllers whose views were shown by this frame and whose
    /// appearance the system drives (a container forwarding by hand ends its children's).
    private func finishAppearances() {
        let appeared = appearingViewControllers
        appearingViewControllers.removeAll()
        for controller in appeared where controller.appearanceState == .appearing && controller.viewIfLoaded?.window === self {
            if controller.followsAppearanceAutomatically, !controller.appearanceHeldByTransition {
                controller.finishAppearanceTransition()
            }
        }
    }

    /// Renders whatever is pending and writes the whole window as a PNG file, the way
    /// `saveSnapshot(toPNG:)` does (a temporary file renamed; never through a symbolic link
    /// or onto a device); a failure is one warning naming the path and why, and `false`.
    @discardableResult
    public func writeSnapshot(toPNG path: String) -> Bool {
        do {
            try saveSnapshot(toPNG: path)
            return true
        } catch {
            Diagnostics.warn(error.description)
            return false
        }
    }

    // MARK: Frames

    /// Whether anything still wants frames: a running animation or an unpaused display link.
    var wantsAnimationFrames: Bool {
        AnimationEngine.isRunning(in: self) || frameObservers.contains { $0.wantsFrames }
    }

    /// Asks the frame scheduler for a frame at the next refresh (a display link was added
    /// or unpaused, an animation started).
    func requestAnimationFrame() {
        frameScheduler?.requestFrame()
        requestUpdate()
    }

    /// Tells the frame observers a frame starts now, to be shown one refresh later.
    private func beginFrame(at time: TimeInterval) {
        guard !frameObservers.isEmpty else { return }
        let interval = frameScheduler?.refreshInterval ?? UIWindow.defaultRefreshInterval
        for observer in frameObservers where observer.wantsFrames {
            observer.frameWillBegin(timestamp: time, targetTimestamp: time + interval, duration: interval)
        }
    }

    private func requestNextFrameIfAnimating() {
        if wantsAnimationFrames { frameScheduler?.requestFrame() }
    }

    /// A display refreshing at 60 Hz, assumed when the real rate is unknown.
    public static let defaultRefreshInterval: TimeInterval = 1.0 / 60

    // MARK: Bookkeeping the views report to

    func noteNeedsDisplay(_ view: UIView) {
        viewsNeedingDisplay.append(view)
        requestUpdate()
    }

    func noteGeometryChange(_ view: UIView) {
        viewsWithGeometryChanges.append(view)
        requestUpdate()
    }

    /// Remembers an appearing controller for the next frame's `viewIsAppearing` and
    /// `viewDidAppear`.
    func noteAppearing(_ controller: UIViewController) {
        if !appearingViewControllers.contains(where: { $0 === controller }) { appearingViewControllers.append(controller) }
        requestUpdate()
    }

    /// Adds a damaged rect given in window points.
    func addDamage(inWindowPoints rect: CGRect) {
        let s = screenScale
        damage.add(CGRect(x: rect.minX * s, y: rect.minY * s, width: rect.width * s, height: rect.height * s))
        requestUpdate()
    }

    /// Marks the whole window for recompositing (an expose from the platform).
    public func setNeedsFullRedisplay() {
        damage.addWhole()
        requestUpdate()
    }

    func requestUpdate() {
        guard !updateRequested else { return }
        updateRequested = true
        onUpdateRequested?()
    }

    // MARK: Private

    private var backBufferPixelSize: (Int, Int) {
        (BackingStore.pixelLength(bounds.width * screenScale), BackingStore.pixelLength(bounds.height * screenScale))
    }

    private var backBufferNeedsResize: Bool {
        let (w, h) = backBufferPixelSize
        guard let backBuffer else { return w > 0 && h > 0 }
        return backBuffer.pixelWidth != w || backBuffer.pixelHeight != h || backBuffer.deviceScale != screenScale
    }

    private func recreateBackBuffer() {
        let (w, h) = backBufferPixelSize
        backBuffer = nil
        if let backBufferFactory {
            backBuffer = backBufferFactory(w, h, screenScale)
        } else {
            backBuffer = CairoSurface.makeImage(pixelWidth: w, pixelHeight: h, scale: screenScale, opaque: true)
        }
        damage.extent = CGRect(x: 0, y: 0, width: backBuffer?.pixelWidth ?? 0, height: backBuffer?.pixelHeight ?? 0)
        damage.addWhole()
    }

    private func installRootView() {
        guard let controller = rootViewController else { return }
        let view: UIView = controller.view
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // viewWillAppear comes before the view is added, as in UIKit.
        if showsViewControllers { controller.transitionAppearance(to: .appearing, animated: false) }
        addSubview(view)
    }
}
