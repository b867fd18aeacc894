import Foundation

/// One window's rendering: what waits for the next update pass (views needing display,
/// views whose geometry changed, the damage region, the constraint pass), the back buffer,
/// the window's animation engine and frame observers, and the frame itself, as named steps.
///
/// The window owns one and forwards UIKit's API to it (`renderIfNeeded()`, `backBuffer`,
/// `needsUpdate`, `setNeedsFullRedisplay()`); views report to their window, which reports
/// here. Everything a frame needs lives per window, so two windows never render, animate or
/// lay out each other's views.
@MainActor
final class WindowRenderer {
    /// The window whose frames these are; it owns this renderer.
    unowned let window: UIWindow

    /// Called once when the window first needs an update pass after the last one.
    var onUpdateRequested: (() -> Void)?
    /// Makes the back buffer (pixel width, pixel height, scale); nil: an image surface.
    var backBufferFactory: ((Int, Int, CGFloat) -> CairoSurface?)?
    /// Runs the window's frames at the display's rate while something animates.
    weak var frameScheduler: FrameScheduler?
    /// Called at the start of every frame (display links), in the order they were added.
    var frameObservers: [FrameObserver] = []
    /// The window's animating layers (`AnimationEngine`), advanced by the animation step.
    private(set) lazy var animationEngine = AnimationEngine { [unowned self] in self.requestAnimationFrame() }

    /// What the last update pass did.
    private(set) var lastRenderStatistics = RenderStatistics()
    /// How many update passes have composited something.
    private(set) var framesRendered = 0
    /// The window's pixels, premultiplied xRGB; what the platform shows.
    private(set) var backBuffer: CairoSurface?
    /// Whether a view joined or asked for `updateConstraints()` since the last constraint pass.
    var constraintUpdatePassPending = true

    private var damage = DamageRegion(extent: .zero)
    private var layersNeedingDisplay: [CALayer] = []
    private var layersWithGeometryChanges: [CALayer] = []
    /// Free-standing layers whose `setNeedsLayout()` waits for the layout step.
    private var layersNeedingLayout: [CALayer] = []
    /// Layers whose own area must be composited again, measured when the frame is made.
    private var layersWithOwnAreaDamage: [CALayer] = []
    /// Moves scrolled pixels instead of compositing them again.
    private let scrollBlitter = ScrollBlitter()
    /// Keeps the window's pixels under moving rasterized overlays (a drag's preview).
    private let saveUnder = SaveUnder()
    /// The window's visual effect backdrops, whose blurs grow the damage (`BackdropLayers`).
    let backdrops = BackdropLayers()
    private var updateRequested = false

    /// Laying out may invalidate layout again (a parent reacting to a child); after this
    /// many rounds in one pass the rest waits for the next pass.
    static let maximumLayoutRoundsPerPass = 8

    init(window: UIWindow) {
        self.window = window
    }

    // MARK: The update pass

    /// Whether anything waits for the next update pass.
    var needsUpdate: Bool {
        window.needsLayoutFlag || window.descendantNeedsLayout || !layersNeedingDisplay.isEmpty
            || !layersWithGeometryChanges.isEmpty || !layersNeedingLayout.isEmpty || !layersWithOwnAreaDamage.isEmpty
            || !damage.isEmpty || backBufferNeedsResize
            || animationEngine.isRunning || constraintUpdatePassPending
    }

    /// Starts a frame: the update request is answered, and the frame observers (display
    /// links) hear that a frame starts now. Returns the frame's time on the window's clock.
    func beginFrame() -> TimeInterval {
        updateRequested = false
        let frameTime = window.inputClock.now
        beginFrame(at: frameTime)
        return frameTime
    }

    /// The frame's rendering steps, if anything changed, after the window's traits step:
    /// layout, display, animations, damage and composite. Returns what they did, or nil when
    /// nothing had changed.
    func renderSteps(at frameTime: TimeInterval) -> RenderStatistics? {
        guard needsUpdate else { return nil }
        var stats = RenderStatistics()
        stats.layoutPasses = layoutStep()
        stats.drawCalls = displayStep()
        animationStep(at: frameTime)
        damageStep()
        compositeStep(into: &stats)
        lastRenderStatistics = stats
        return stats
    }

    // MARK: The frame's steps

    /// Constraints first (`updateConstraints()` bottom-up wherever due, then the solver),
    /// then `layoutSubviews` wherever layout was invalidated, top-down, in rounds until it
    /// settles (or `maximumLayoutRoundsPerPass`). Returns the rounds that laid anything out.
    private func layoutStep() -> Int {
        if constraintUpdatePassPending {
            constraintUpdatePassPending = false
            window.updateConstraintsIfNeeded()
        }
        LayoutEngine.existing(for: window)?.updateIfNeeded()
        var passes = 0
        for _ in 0..<WindowRenderer.maximumLayoutRoundsPerPass where window.needsLayoutFlag || window.descendantNeedsLayout {
            passes += window.layoutSubtreeIfNeeded()
        }
        window.layoutStepDidFinish()
        // Then free-standing layers, whose `layoutSublayers()` may place sublayers of views
        // just laid out.
        let toLayOut = layersNeedingLayout
        layersNeedingLayout.removeAll()
        for layer in toLayOut {
            layer.layoutPending = false
            guard layer.window === window, layer.needsLayoutFlag else { continue }
            layer.layoutIfNeeded()
            passes += 1
        }
        return passes
    }

    /// `draw(_:)` into the backing store of every view marked `setNeedsDisplay`, and
    /// `display()` of every free-standing layer so marked, that is still in this window.
    /// Returns the draw calls made.
    private func displayStep() -> Int {
        var drawCalls = 0
        let toDisplay = layersNeedingDisplay
        layersNeedingDisplay.removeAll()
        for layer in toDisplay {
            layer.displayPending = false
            guard layer.window === window else { continue }
            if let view = layer.owningView {
                view.traitCollection.performAsCurrent { drawCalls += view.displayContentIfNeeded(in: window) }
            } else if layer.invalidContentRect != nil {
                window.traitCollection.performAsCurrent { layer.display() }
                drawCalls += 1
            }
        }
        return drawCalls
    }

    /// Every animating layer's presentation at this frame's time; the layers that changed
    /// report geometry changes, so the damage step covers only what moved.
    private func animationStep(at frameTime: TimeInterval) {
        animationEngine.update(at: frameTime)
    }

    /// A back buffer of the window's current size, then the old and new screen rects of
    /// every layer whose geometry or presentation changed (but of a scroll the blitter will
    /// move), and the areas of layers whose look changed in place.
    private func damageStep() {
        if backBufferNeedsResize { recreateBackBuffer() }
        saveUnder.chooseOverlays(of: window.layer)
        let moved = layersWithGeometryChanges
        layersWithGeometryChanges.removeAll()
        for layer in moved {
            layer.geometryChangePending = false
            guard layer.window === window else { continue }
            let rects = [layer.lastCompositedSubtreeRect, layer.currentSubtreeRectInWindow]
                .compactMap { $0 }
            if scrollBlitter.takeMove(of: layer, damaging: rects, scale: window.screenScale, extent: damage.extent) { continue }
            // An overlay's move leaves the pixels under it as they were.
            let overlay = saveUnder.isOverlay(layer)
            if overlay { saveUnder.noteOverlayMoved() }
            for rect in rects { addDamage(inWindowPoints: rect, coveringBackdrop: !overlay) }
        }
        let changedInPlace = layersWithOwnAreaDamage
        layersWithOwnAreaDamage.removeAll()
        for layer in changedInPlace where layer.window === window {
            let state = layer.renderState
            guard !state.isHidden, state.opacity > 0 else { continue }
            addDamage(inWindowPoints: state.visualExtent.applying(layer.renderTransformToWindow))
        }
    }

    /// Composites the damaged pixels from the cached stores. The compositor may grow the
    /// damage (where a cut would change what Cairo paints); the grown rects are what the
    /// platform presents.
    ///
    /// Scrolled pixels are moved first (`ScrollBlitter`), which turns the damage into what
    /// the move cannot bring; what moved is presented along with what was composited.
    private func compositeStep(into stats: inout RenderStatistics) {
        guard let backBuffer else {
            _ = damage.take()
            scrollBlitter.forgetAll()
            saveUnder.forget()
            return
        }
        defer { scrollBlitter.rememberPresentedFrame(of: window) }
        let damageBeforeBlits = damage.rects
        let moved = scrollBlitter.makePlannedBlits(in: backBuffer, damage: &damage, scale: window.screenScale)
        // A blit moves pixels the backdrop does not have, and damages what it cannot bring.
        if !moved.isEmpty || damage.rects != damageBeforeBlits { saveUnder.forget() }
        if !backdrops.isEmpty {
            for rect in backdrops.damageToAdd(to: damage, in: window, scale: window.screenScale) {
                damage.add(rect)
                saveUnder.noteDamage(rect)
            }
        }
        var rects = damage.take()
        guard !rects.isEmpty || !moved.isEmpty else { return }
        if let savedUnder = saveUnder.composite(root: window.layer, into: backBuffer, scale: window.screenScale, damage: &rects) {
            stats.viewsPainted = savedUnder.viewsPainted
            stats.compositedPixels = savedUnder.compositedPixels
            stats.restoredPixels = rects.reduce(0) { $0 + Int($1.width) * Int($1.height) }
        } else {
            stats.viewsPainted = Compositor.composite(root: window.layer, into: backBuffer, scale: window.screenScale, damage: &rects)
            stats.compositedPixels = rects.reduce(0) { $0 + Int($1.width) * Int($1.height) }
        }
        if moved.isEmpty {
            stats.damageInWindowPixels = rects
        } else {
            var presented = DamageRegion(extent: damage.extent)
            for rect in rects + moved { presented.add(rect) }
            stats.damageInWindowPixels = presented.rects
            stats.blittedPixels = moved.reduce(0) { $0 + Int($1.width) * Int($1.height) }
        }
        framesRendered += 1
    }

    // MARK: Frames

    /// Whether anything still wants frames: a running animation or an unpaused display link.
    var wantsAnimationFrames: Bool {
        animationEngine.isRunning || frameObservers.contains { $0.wantsFrames }
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

    /// At the end of every frame, whatever it did: a window that still animates asks for its
    /// next frame.
    func requestNextFrameIfAnimating() {
        if wantsAnimationFrames { frameScheduler?.requestFrame() }
    }

    // MARK: Bookkeeping the views report to

    func noteNeedsDisplay(_ layer: CALayer) {
        layersNeedingDisplay.append(layer)
        requestUpdate()
    }

    func noteGeometryChange(_ layer: CALayer) {
        layersWithGeometryChanges.append(layer)
        requestUpdate()
    }

    func noteNeedsLayout(_ layer: CALayer) {
        layersNeedingLayout.append(layer)
        requestUpdate()
    }

    /// Adds a damaged rect given in window points.
    func addDamage(inWindowPoints rect: CGRect) {
        addDamage(inWindowPoints: rect, coveringBackdrop: true)
    }

    /// Adds a damaged rect given in window points; `coveringBackdrop` false for an
    /// overlay's move, which leaves the save-under's backdrop as it is.
    private func addDamage(inWindowPoints rect: CGRect, coveringBackdrop: Bool) {
        let s = window.screenScale
        let pixels = CGRect(x: rect.minX * s, y: rect.minY * s, width: rect.width * s, height: rect.height * s)
        damage.add(pixels)
        if coveringBackdrop { saveUnder.noteDamage(pixels) }
        requestUpdate()
    }

    /// Damages `layer`'s own area (its look changed in place) where it is when the frame is
    /// made: measured then, the rect is right even if a scroll moves the layer meanwhile.
    func addOwnAreaDamage(of layer: CALayer) {
        layersWithOwnAreaDamage.append(layer)
        requestUpdate()
    }

    /// Marks the whole window for recompositing.
    func setNeedsFullRedisplay() {
        damage.addWhole()
        // Everything is composited afresh, under the overlays too.
        saveUnder.forgetForFullRedisplay()
        requestUpdate()
    }

    func requestUpdate() {
        guard !updateRequested else { return }
        updateRequested = true
        onUpdateRequested?()
    }

    // MARK: The back buffer

    private var backBufferPixelSize: (Int, Int) {
        let scale = window.screenScale
        return (BackingStore.pixelLength(window.bounds.width * scale), BackingStore.pixelLength(window.bounds.height * scale))
    }

    private var backBufferNeedsResize: Bool {
        let (w, h) = backBufferPixelSize
        guard let backBuffer else { return w > 0 && h > 0 }
        return backBuffer.pixelWidth != w || backBuffer.pixelHeight != h || backBuffer.deviceScale != window.screenScale
    }

    private func recreateBackBuffer() {
        let (w, h) = backBufferPixelSize
        let scale = window.screenScale
        backBuffer = nil
        if let backBufferFactory {
            backBuffer = backBufferFactory(w, h, scale)
        } else {
            backBuffer = CairoSurface.makeImage(pixelWidth: w, pixelHeight: h, scale: scale, opaque: true)
        }
        damage.extent = CGRect(x: 0, y: 0, width: backBuffer?.pixelWidth ?? 0, height: backBuffer?.pixelHeight ?? 0)
        damage.addWhole()
        scrollBlitter.forgetAll()
        saveUnder.forget()
    }
}
