import Foundation

/// The root of a view hierarchy, with its rendering (a `WindowRenderer`: pending layout,
/// pending redraws, the damage region, the back buffer the platform presents, animations)
/// and its input (a `WindowInputDispatcher`: touches, pointer touches, the touch spots).
///
/// A window renders the same way with or without a screen: the X11 host calls
/// `renderIfNeeded()` once per run-loop turn and presents the damaged pixels; tests and
/// `--snapshot` call it directly and read the back buffer.
@preconcurrency @MainActor
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

    /// Whether this window's mouse and touchpad touches are `.indirectPointer`; nil follows
    /// the app's `Info.plist` (`UIApplicationSupportsIndirectInputEvents`). Tests set it.
    var supportsIndirectInputEvents: Bool?

    /// The type mouse and touchpad touches get: `.indirectPointer` when the app declares it
    /// handles indirect input, else `.direct`, as on iPadOS.
    var pointerTouchType: UITouch.TouchType {
        let indirect = supportsIndirectInputEvents ?? UIApplication.instance?.supportsIndirectInputEvents ?? false
        return indirect ? .indirectPointer : .direct
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
    public internal(set) var isKeyWindow = false

    /// The scene the window belongs to (see `init(windowScene:)`); setting it moves the
    /// window to that scene's `windows`.
    public weak var windowScene: UIWindowScene? {
        didSet {
            guard windowScene !== oldValue else { return }
            oldValue?.detach(self)
            windowScene?.attach(self)
        }
    }

    /// Called once when the window first needs an update pass after the last one; the
    /// platform uses it to schedule a frame at the end of the current run-loop turn.
    package var onUpdateRequested: (() -> Void)? {
        get { renderer.onUpdateRequested }
        set { renderer.onUpdateRequested = newValue }
    }

    /// Makes the back buffer (pixel width, pixel height, scale) in memory the platform can
    /// show directly, such as a shared-memory segment the X server reads; nil means an
    /// ordinary image surface.
    package var backBufferFactory: ((Int, Int, CGFloat) -> CairoSurface?)? {
        get { renderer.backBufferFactory }
        set { renderer.backBufferFactory = newValue }
    }

    /// Runs this window's frames at the display's rate while something animates; set by the
    /// platform, or by a `HeadlessFrameClock`. Held weakly. Without one, animations advance
    /// only when something else makes the window render.
    public var frameScheduler: FrameScheduler? {
        get { renderer.frameScheduler }
        set { renderer.frameScheduler = newValue }
    }
    /// Called at the start of every frame (display links), in the order they were added.
    var frameObservers: [FrameObserver] {
        get { renderer.frameObservers }
        set { renderer.frameObservers = newValue }
    }

    /// What the last update pass did.
    package var lastRenderStatistics: RenderStatistics { renderer.lastRenderStatistics }
    /// How many update passes have composited something.
    package var framesRendered: Int { renderer.framesRendered }

    /// Whether a view joined or asked for `updateConstraints()` since the last constraint pass.
    var constraintUpdatePassPending: Bool {
        get { renderer.constraintUpdatePassPending }
        set { renderer.constraintUpdatePassPending = newValue }
    }
    private var appearingViewControllers: [UIViewController] = []
    /// What waits for the next composited frame (`runAfterNextFrame`).
    private var actionsAfterNextFrame: [() -> Void] = []
    /// The window's pixels, premultiplied xRGB; what the platform shows.
    public var backBuffer: CairoSurface? { renderer.backBuffer }

    /// The frame's bookkeeping and steps; made with the window's first frame or report.
    private(set) lazy var renderer = WindowRenderer(window: self)
    /// The touch router, pointer touch source and touch spots; made with the first input.
    private(set) lazy var inputDispatcher = WindowInputDispatcher(window: self)
    /// The drag running in the window, from its lift to the end of its last animation: a
    /// window runs one drag at a time.
    var activeDrag: DragSessionDriver?
    /// Where a drag goes when it leaves the window for another program's: the platform's
    /// channel (X11's XDND); nil keeps drags inside the app.
    var externalDragChannel: (any ExternalDragChannel)?
    /// The window's animating layers, advanced by its frames.
    var animationEngine: AnimationEngine { renderer.animationEngine }

    /// The responder keys reach first (`UIResponder+FirstResponder`); held weakly, so a
    /// responder that goes away stops being first. Its input views are docked as it changes.
    weak var firstResponder: UIResponder? {
        didSet { if firstResponder !== oldValue { inputViewDock.update() } }
    }
    /// The first responder's input and accessory views, docked at the window's bottom.
    private(set) lazy var inputViewDock = InputViewDock(window: self)
    /// The undo manager of everything in the window, made when first asked for.
    private lazy var windowUndoManager = UndoManager()
    /// The window's own undo manager, which every responder in it finds up the chain.
    open override var undoManager: UndoManager? { windowUndoManager }

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

    /// The window's keyboard focus (`focusSystem`), once made.
    var focusSystemStorage: UIFocusSystem?
    /// Moves on whenever something that decides the Tab order may have changed: a view's
    /// place on screen, its visibility, the hierarchy (`FocusOrderCache` keeps the order
    /// until it does).
    private(set) var focusOrderGeneration: UInt64 = 0

    /// Drops the cached Tab order: a view moved, appeared, went or changed how it takes
    /// interaction.
    func focusOrderMayHaveChanged() {
        focusOrderGeneration &+= 1
    }

    /// Tab and Shift-Tab that nothing in the chain took move keyboard focus (see
    /// `UIFocusSystem`); other presses go on to the application.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let others = presses.filter { press in
            guard let key = press.key, let heading = UIFocusHeading(tabKey: key) else { return true }
            return !focusSystem.moveFocus(heading)
        }
        if !others.isEmpty { super.pressesBegan(others, with: event) }
    }

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
        // A window the app made itself replaces the one its host showed (a launched app's).
        UIApplication.instance?.windowDidBecomeKey(self)?.isKeyWindow = false
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
    public var needsUpdate: Bool { renderer.needsUpdate }

    /// Runs one frame if anything changed, as named steps in UIKit's order: display links,
    /// traits, layout, display (`draw(_:)` for invalid content), animations (presentation
    /// values at this frame's time), damage (where anything was and is), and composite (the
    /// damaged pixels into the back buffer). Returns what it did, or nil when nothing had
    /// changed (and nothing was drawn).
    ///
    /// The window's `WindowRenderer` runs the rendering steps; the window runs the ones that
    /// concern its controllers (size transitions, traits, appearance) between them.
    @discardableResult
    public func renderIfNeeded() -> RenderStatistics? {
        let frameTime = renderer.beginFrame()
        // Whatever happens below, a window that still animates asks for its next frame.
        defer { renderer.requestNextFrameIfAnimating() }
        let sizeTransition = sizeTransitionStep()
        updateTraitsStep()
        sizeTransition?.runAnimations()
        defer { sizeTransition?.end() }
        guard let stats = renderer.renderSteps(at: frameTime) else {
            runActionsAfterFrame()
            return nil
        }
        finishAppearances()
        runActionsAfterFrame()
        return stats
    }

    /// Runs `action` once the next frame has been composited (a presentation that does not
    /// animate ends then), and asks for that frame.
    func runAfterNextFrame(_ action: @escaping () -> Void) {
        actionsAfterNextFrame.append(action)
        requestUpdate()
    }

    private func runActionsAfterFrame() {
        guard !actionsAfterNextFrame.isEmpty else { return }
        let actions = actionsAfterNextFrame
        actionsAfterNextFrame.removeAll()
        actions.forEach { $0() }
    }

    // MARK: The frame's steps that concern controllers

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

    /// The end of the renderer's layout step: appearing controllers whose views needed no
    /// layout still hear viewIsAppearing in this step (the others heard it just before
    /// their view's layout).
    func layoutStepDidFinish() {
        for controller in appearingViewControllers where controller.viewIfLoaded?.window === self {
            controller.sendViewIsAppearing()
        }
        focusSystemStorage?.layoutDidFinish()
    }

    /// `viewDidAppear` for controllers whose views were shown by this frame and whose
    /// appearance the system drives (a container forwarding by hand ends its children's).
    private func finishAppearances() {
        let appeared = appearingViewControllers
        appearingViewControllers.removeAll()
        for controller in appeared where controller.appearanceState == .appearing && controller.viewIfLoaded?.window === self {
            // A child whose parent still appears (a presentation animating) ends with it.
            if controller.followsAppearanceAutomatically, !controller.appearanceHeldByTransition,
               controller.parent?.appearanceState != .appearing {
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
    var wantsAnimationFrames: Bool { renderer.wantsAnimationFrames }

    /// Asks the frame scheduler for a frame at the next refresh (a display link was added
    /// or unpaused, an animation started).
    func requestAnimationFrame() {
        renderer.requestAnimationFrame()
    }

    /// A display refreshing at 60 Hz, assumed when the real rate is unknown.
    public static let defaultRefreshInterval: TimeInterval = 1.0 / 60

    // MARK: Bookkeeping the views report to

    func noteNeedsDisplay(_ layer: CALayer) {
        renderer.noteNeedsDisplay(layer)
    }

    func noteGeometryChange(_ layer: CALayer) {
        renderer.noteGeometryChange(layer)
    }

    func noteNeedsLayout(_ layer: CALayer) {
        renderer.noteNeedsLayout(layer)
    }

    /// Remembers an appearing controller for the next frame's `viewIsAppearing` and
    /// `viewDidAppear`.
    func noteAppearing(_ controller: UIViewController) {
        if !appearingViewControllers.contains(where: { $0 === controller }) { appearingViewControllers.append(controller) }
        requestUpdate()
    }

    /// Adds a damaged rect given in window points.
    func addDamage(inWindowPoints rect: CGRect) {
        renderer.addDamage(inWindowPoints: rect)
    }

    /// Damages `layer`'s own area where it is when the next frame is made.
    func addOwnAreaDamage(of layer: CALayer) {
        renderer.addOwnAreaDamage(of: layer)
    }

    /// Marks the whole window for recompositing (an expose from the platform).
    public func setNeedsFullRedisplay() {
        renderer.setNeedsFullRedisplay()
    }

    func requestUpdate() {
        renderer.requestUpdate()
    }

    // MARK: Private

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
