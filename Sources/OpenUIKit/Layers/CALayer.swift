import Foundation

/// The layer behind every view: it holds what the compositor draws (geometry, opacity,
/// background, rounded corners, border, shadow) and the view's rendered content, as Core
/// Animation's `CALayer` does behind a `UIView`.
///
/// A view's geometry and appearance properties read and write its layer, so
/// `view.layer.cornerRadius = 8` and `view.backgroundColor = .red` change the same thing
/// the compositor reads. Setting a value that the view also exposes (`bounds`, `position`,
/// `opacity`, `isHidden`, `backgroundColor`, `masksToBounds`, `transform`) goes through the
/// view, so its layout and damage bookkeeping run exactly as if the view's property had been
/// set. The layer-only values (corners, border, shadow) damage the view's area when they
/// change.
///
/// The layer tree is what a window composites: a view's layer holds its subviews' layers
/// among its sublayers, and a layer made on its own draws wherever it is added
/// (`addSublayer`), with its background, corners, border, shadow, `contents` image or what
/// its `draw(in:)` or delegate drew. Its properties go through one function,
/// `setFreeStanding(_:_:)`, which damages its window.
@preconcurrency @MainActor
open class CALayer: NSObject {
    /// The values the app set, which geometry reads and hit testing use (the model layer's,
    /// in Core Animation's terms).
    var modelState = LayerState() {
        didSet { renderDepthMayHaveChanged() }
    }

    /// While something animates: the values on screen now (the presentation layer's, in Core
    /// Animation's terms), worked out each frame from the model and the running animations.
    var presentationState: LayerState? {
        didSet { renderDepthMayHaveChanged() }
    }
    /// The `zPosition` drawn now: the presentation's while it animates, else the model's.
    /// Kept as the states change, so the compositor's walk reads one number per sublayer.
    var renderZPosition: CGFloat = 0
    /// The running animations, oldest first; each frame applies them in order.
    var animations: [LayerAnimation] = []
    /// The engine of the window this layer animates in; nil while it has no animations or
    /// its view is in no window.
    weak var animationEngine: AnimationEngine?

    /// What the layer showed when a `UIView.transition` began (its subtree, in bounds
    /// coordinates, at `transitionSnapshotScale` pixels per point), shown while the
    /// transition needs the old look.
    var transitionSnapshot: CairoSurface?
    var transitionSnapshotScale: CGFloat = 1

    /// What the compositor draws: the presentation while animating, else the model.
    var renderState: LayerState { presentationState ?? modelState }

    /// The view this layer backs (its delegate, in Core Animation's terms).
    weak var owningView: UIView? {
        didSet { if let owningView { delegate = owningView } }
    }

    // MARK: Tree and content storage

    /// The sublayers, back to front (`sublayers` reads them).
    var storedSublayers: [CALayer] = [] { didSet { drawingOrderCache = nil } }
    /// The drawing order last worked out (`sublayersInDrawingOrder` reuses it); nil once
    /// the sublayers or one of their drawn depths change.
    var drawingOrderCache: [CALayer]?
    /// The layer this one is a sublayer of.
    weak var storedSuperlayer: CALayer?
    /// The layer this one masks, for a layer set as another's `mask`.
    weak var maskedLayer: CALayer?
    /// Whether `layoutSublayers()` is due (free-standing layers; a view's layer asks its view).
    var needsLayoutFlag = false
    /// Whether the window already has this layer on its list of layers to lay out.
    var layoutPending = false
    /// The image the layer shows when `contents` holds a `CGImage`, as a store the compositor
    /// draws; made again when `contents` or `contentsScale` change.
    var contentsStore: BackingStore?
    /// The `contents` object as it was set.
    var storedContents: Any?

    // MARK: Render state, kept by the window's update pass and the compositor

    /// The invalid part of the content, in bounds coordinates; nil = valid.
    var invalidContentRect: CGRect?
    /// The content `draw(_:)` produced, at pixel scale (Core Animation's `contents`).
    var backingStore: BackingStore?
    /// Set once a draw proved the view has no content of its own.
    var drawsNothing = false
    /// The window-point rect this layer and its sublayers covered when last composited.
    var lastCompositedSubtreeRect: CGRect?
    /// Whether a window's composite has visited this layer since it joined that window's
    /// tree (shown or not): from then on its property changes animate implicitly, as a layer
    /// Core Animation has committed does.
    var hasBeenComposited = false
    /// Whether `lastCompositedSubtreeRect` still describes the subtree: cleared when this
    /// layer's own geometry changes, set by the compositor. While it holds (and no sublayer
    /// moved), a subtree that misses the damage is skipped without visiting it.
    var compositedRectIsCurrent = false
    /// Set on every ancestor of a layer whose geometry changed: the union of rects must be
    /// taken again, though the siblings that did not move keep theirs.
    var descendantGeometryChanged = false
    /// Whether the window already has this layer's view on its list of geometry changes.
    var geometryChangePending = false
    /// Whether the window already has this layer's view on its list of content to redraw.
    var displayPending = false
    /// The blurred shadow, cached until the layer's look, content or sublayers change.
    var shadowMask: ShadowMask?
    /// How many times this layer's shadow was blurred, for tests that check a mask is kept
    /// or made again.
    package internal(set) var shadowMasksMade = 0
    /// The bitmap `shouldRasterize` composites from, kept until something in the subtree
    /// changes (`CALayer+Rasterization`).
    var rasterCache: RasterizedLayerCache?
    /// Whether the sublayers are drawn other than once, as they are (a `CAReplicatorLayer`
    /// with `instanceCount` other than 1): a change below damages every instance.
    var replicatesSublayers = false
    /// Whether the sublayers are flattened into this layer's plane, as every layer but a
    /// `CATransformLayer` flattens them.
    var flattensSublayers: Bool { true }

    /// A new layer: empty bounds at the origin, no content, opacity 1, as Core Animation
    /// makes one.
    public required override init() {
        super.init()
    }

    /// A copy of `layer`'s values, as Core Animation makes its presentation copies;
    /// subclasses that add properties override it to copy theirs (and call super). Given
    /// anything other than a layer, the new layer keeps the defaults.
    public required init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        modelState = other.renderState
        // An initializer's own assignments skip the property's observer.
        renderDepthMayHaveChanged()
        name = other.name
        storedContents = other.storedContents
        contentsStore = other.contentsStore
        contentsGravity = other.contentsGravity
        contentsRect = other.contentsRect
        contentsCenter = other.contentsCenter
        contentsScale = other.contentsScale
        isOpaque = other.isOpaque
        needsDisplayOnBoundsChange = other.needsDisplayOnBoundsChange
    }

    /// A layer decoded from an archive: here, a new layer with Core Animation's defaults,
    /// since layers are not archived.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// How the `contents` image is placed in the bounds; `.resize` (stretched) by default.
    open var contentsGravity: CALayerContentsGravity = .resize {
        didSet { if contentsGravity != oldValue { contentsDidChange() } }
    }

    /// The part of the `contents` image shown, in unit coordinates of the image; the whole
    /// image, (0, 0, 1, 1), by default.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) {
        didSet {
            guard contentsRect.isFinite else {
                CALayer.refuse("contentsRect = \(contentsRect)")
                contentsRect = oldValue
                return
            }
            if contentsRect != oldValue { contentsDidChange() }
        }
    }

    /// The stretchable middle of the `contents` image, in unit coordinates of the image:
    /// when the image is scaled, the parts outside it keep their size (a nine-slice image)
    /// and only this part stretches. The whole image, (0, 0, 1, 1), by default.
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1) {
        didSet {
            guard contentsCenter.isFinite else {
                CALayer.refuse("contentsCenter = \(contentsCenter)")
                contentsCenter = oldValue
                return
            }
            if contentsCenter != oldValue { contentsDidChange() }
        }
    }

    /// Pixels of content per point: how big a `contents` image is in points, and the scale
    /// `display()` draws at. 1 by default, as in Core Animation, also on a 2x window: a
    /// layer that draws at 1 then shows each of its pixels over 2×2 window pixels, blurred
    /// by the resampling, as on an iPhone. A view's layer draws at its view's
    /// `contentScaleFactor` (the window's scale).
    open var contentsScale: CGFloat = 1 {
        didSet {
            guard contentsScale.isFinite, contentsScale > 0 else {
                CALayer.refuse("contentsScale = \(contentsScale)")
                contentsScale = oldValue
                return
            }
            if contentsScale != oldValue {
                if owningView == nil && backingStore != nil { setNeedsDisplay() }
                contentsDidChange()
            }
        }
    }

    /// Whether what the layer draws covers its bounds with opaque pixels: `display()` then
    /// draws into a bitmap without alpha, over black where `draw(in:)` paints nothing.
    open var isOpaque = false {
        didSet { if isOpaque != oldValue && owningView == nil { setNeedsDisplay() } }
    }

    /// Whether a change of the bounds' size calls `setNeedsDisplay()`; false by default.
    open var needsDisplayOnBoundsChange = false

    /// Who draws and lays out the layer's content: its view for a view's layer (as in
    /// UIKit), or any object the app sets.
    open weak var delegate: CALayerDelegate?

    /// Whether sublayers are drawn in front of this layer's siblings with a lower value and
    /// behind those with a higher one (within one superlayer, as in Core Animation); 0 by
    /// default.
    open var zPosition: CGFloat {
        get { modelState.zPosition }
        set {
            guard newValue.isFinite else { return CALayer.refuse("zPosition = \(newValue)") }
            change(\.zPosition, to: newValue)
        }
    }

    /// A layer whose alpha masks this one: where the mask (drawn in this layer's
    /// coordinates, with its own sublayers) is transparent, this layer and its sublayers do
    /// not show. The mask has no superlayer; setting a layer that has one takes it out first.
    open var mask: CALayer? {
        didSet {
            guard mask !== oldValue else { return }
            if let oldValue, oldValue.maskedLayer === self { oldValue.maskedLayer = nil }
            if let mask {
                if mask === self {
                    Diagnostics.warn("a layer cannot be its own mask; ignored")
                    self.mask = nil
                    return
                }
                mask.removeFromSuperlayer()
                if let previous = mask.maskedLayer, previous !== self { previous.mask = nil }
                mask.maskedLayer = self
            }
            shadowMask = nil
            layerGeometryDidChange()
        }
    }

    /// A name to find the layer by when debugging.
    open var name: String?

    /// A copy of the layer as it is on screen now, with running animations applied (the
    /// model values when nothing animates). Like Core Animation's, the copy is a snapshot: it
    /// does not follow later frames, and changing it changes nothing on screen.
    open func presentation() -> Self? {
        let copy = Self()
        copy.modelState = renderState
        return copy
    }

    /// The model layer: this one.
    open func model() -> Self { self }

    // MARK: Geometry (through the view, when there is one)

    /// The layer's own rectangle, in its coordinate space.
    open var bounds: CGRect {
        get { modelState.bounds }
        set {
            if let owningView { owningView.bounds = newValue } else if newValue.isFinite { setImplicitly(\.bounds, to: newValue, forKey: "bounds") }
        }
    }

    /// Where the layer's anchor point sits in its superlayer's coordinates.
    open var position: CGPoint {
        get { modelState.position }
        set {
            if let owningView { owningView.center = newValue } else if newValue.isFinite { setImplicitly(\.position, to: newValue, forKey: "position") }
        }
    }

    /// The point of the bounds, in unit coordinates (0…1 each way), that `position` places
    /// and the transform turns and scales about; (0.5, 0.5), the middle, by default.
    open var anchorPoint: CGPoint {
        get { modelState.anchorPoint }
        set {
            guard newValue.isFinite else { return CALayer.refuse("anchorPoint = \(newValue)") }
            change(\.anchorPoint, to: newValue)
        }
    }

    /// The anchor point's position on the z axis, in points; 0 by default. The transform
    /// acts about this depth: a layer turned about the y axis with `anchorPointZ` set swings
    /// around a point in front of (positive) or behind (negative) its plane, which shows
    /// under a perspective.
    open var anchorPointZ: CGFloat {
        get { modelState.anchorPointZ }
        set {
            guard newValue.isFinite else { return CALayer.refuse("anchorPointZ = \(newValue)") }
            change(\.anchorPointZ, to: newValue)
        }
    }

    /// The layer's rectangle in its superlayer's coordinates, derived from bounds, position,
    /// anchor point and transform. Core Animation leaves it undefined under a transform that
    /// is not affine; here it is then the bounding box of the bounds under the transform's
    /// affine part (what the transform does to the plane seen head-on, without perspective).
    open var frame: CGRect {
        get { modelState.frame }
        set {
            if let owningView { owningView.frame = newValue } else if newValue.isFinite { setFrameImplicitly(newValue) }
        }
    }

    /// The layer's transform, about its anchor point, as a full 4×4 matrix: rotations out of
    /// the plane and perspective (`m34`) are drawn, in perspective, by flattening the layer
    /// and its sublayers into an image and projecting it. An affine transform keeps the
    /// plane's fast path.
    open var transform: CATransform3D {
        get { modelState.transform3D }
        set {
            guard newValue.isFinite else { return CALayer.refuse("transform = \(newValue)") }
            if let owningView { owningView.transform3D = newValue } else { setImplicitly(\.transform3D, to: newValue, forKey: "transform") }
        }
    }

    /// The transform applied to the sublayers (not to the layer itself), about the layer's
    /// anchor point, as Core Animation documents: typically a perspective (`m34 = −1 / d`)
    /// that every sublayer turned out of the plane then shows. The identity by default.
    open var sublayerTransform: CATransform3D {
        get { modelState.sublayerTransformValue }
        set {
            guard newValue.isFinite else { return CALayer.refuse("sublayerTransform = \(newValue)") }
            if owningView != nil { change(\.sublayerTransformValue, to: newValue) } else {
                setImplicitly(\.sublayerTransformValue, to: newValue, forKey: "sublayerTransform")
            }
        }
    }

    /// Whether the layer shows when turned so that its back faces the viewer; true by
    /// default. When false, a layer (and what is flattened into it) turned past edge-on is
    /// not drawn.
    open var isDoubleSided: Bool {
        get { modelState.isDoubleSided }
        set { changeUnanimated(\.isDoubleSided, to: newValue) }
    }

    /// The layer's transform as an affine transform.
    open func affineTransform() -> CGAffineTransform { modelState.transform }

    /// Sets the layer's transform from an affine transform.
    open func setAffineTransform(_ transform: CGAffineTransform) {
        if let owningView { owningView.transform = transform } else if transform.isFinite { setImplicitly(\.transform, to: transform, forKey: "transform") }
    }

    // MARK: Appearance shared with the view

    /// Whether the layer, and everything in it, is not drawn.
    open var isHidden: Bool {
        get { modelState.isHidden }
        set {
            if let owningView { owningView.isHidden = newValue } else { setFreeStanding(\.isHidden, newValue) }
        }
    }

    /// The opacity of the layer and its sublayers as one group (0…1).
    open var opacity: Float {
        get { Float(modelState.opacity) }
        set {
            if let owningView { owningView.alpha = CGFloat(newValue) } else if newValue.isFinite {
                setImplicitly(\.opacity, to: Swift.min(1, Swift.max(0, CGFloat(newValue))), forKey: "opacity")
            }
        }
    }

    /// The colour filling the layer's bounds behind its content.
    open var backgroundColor: CGColor? {
        get { modelState.backgroundColor }
        set {
            if let owningView { owningView.backgroundColor = newValue.map(UIColor.init(cgColor:)) } else { setImplicitly(\.backgroundColor, to: newValue, forKey: "backgroundColor") }
        }
    }

    /// Whether sublayers (and the content) are cut off at the bounds, with the rounded
    /// corners when `cornerRadius` is set.
    open var masksToBounds: Bool {
        get { modelState.masksToBounds }
        set {
            if let owningView { owningView.clipsToBounds = newValue } else { setFreeStanding(\.masksToBounds, newValue) }
        }
    }

    // MARK: Layer-only appearance

    /// The radius of the rounded corners of the background and border, in points; with
    /// `masksToBounds` the content and sublayers are clipped to them too. Core Animation
    /// draws at most half the shorter side. Negative values are taken as 0.
    open var cornerRadius: CGFloat {
        get { modelState.cornerRadius }
        set {
            guard newValue.isFinite else { return CALayer.refuse("cornerRadius = \(newValue)") }
            change(\.cornerRadius, to: Swift.max(0, newValue))
        }
    }

    /// Which corners `cornerRadius` rounds (the background, the border and the
    /// `masksToBounds` clip); all four by default. The others stay square, as the top
    /// corners of a sheet or a card's one rounded side.
    open var maskedCorners: CACornerMask {
        get { modelState.maskedCorners }
        set { changeUnanimated(\.maskedCorners, to: newValue) }
    }

    /// The width of the border, drawn inside the bounds above the content and sublayers.
    open var borderWidth: CGFloat {
        get { modelState.borderWidth }
        set {
            guard newValue.isFinite else { return CALayer.refuse("borderWidth = \(newValue)") }
            change(\.borderWidth, to: Swift.max(0, newValue))
        }
    }

    /// The border's colour; opaque black by default, as in Core Animation.
    open var borderColor: CGColor? {
        get { modelState.borderColor }
        set { change(\.borderColor, to: newValue) }
    }

    /// The shadow's colour; opaque black by default.
    open var shadowColor: CGColor? {
        get { modelState.shadowColor }
        set { change(\.shadowColor, to: newValue) }
    }

    /// The shadow's opacity, 0 (none, the default) to 1; values outside are clamped.
    open var shadowOpacity: Float {
        get { Float(modelState.shadowOpacity) }
        set {
            guard newValue.isFinite else { return CALayer.refuse("shadowOpacity = \(newValue)") }
            change(\.shadowOpacity, to: Swift.min(1, Swift.max(0, CGFloat(newValue))))
        }
    }

    /// Where the shadow falls, in points; (0, −3) by default, as in Core Animation.
    open var shadowOffset: CGSize {
        get { modelState.shadowOffset }
        set {
            guard newValue.isFinite else { return CALayer.refuse("shadowOffset = \(newValue)") }
            change(\.shadowOffset, to: newValue)
        }
    }

    /// How far the shadow is blurred, in points (3 by default). The blur is a Gaussian whose
    /// standard deviation is this radius: design tools' "blur" of twice the radius, which
    /// CSS defines as a Gaussian of half the blur, match iOS shadows under that rule.
    open var shadowRadius: CGFloat {
        get { modelState.shadowRadius }
        set {
            guard newValue.isFinite else { return CALayer.refuse("shadowRadius = \(newValue)") }
            change(\.shadowRadius, to: Swift.max(0, newValue))
        }
    }

    /// The shape that casts the shadow, in bounds coordinates. Without it the shadow follows
    /// what the layer and its sublayers actually paint (their alpha), which costs a render of
    /// the subtree whenever it changes; a path is cheaper, as on iOS.
    open var shadowPath: CGPath? {
        get { modelState.shadowPath }
        set { changeUnanimated(\.shadowPath, to: newValue) }
    }

    // MARK: Group opacity and rasterization (the work is in CALayer+Rasterization.swift)

    /// Whether `opacity` fades the layer and its sublayers as one group (true, the default,
    /// as on iOS since 7, where `UIViewGroupOpacity` defaults to true): overlapping
    /// sublayers then do not show through each other. When false, the opacity multiplies
    /// into each sublayer's own instead, and each is blended on its own.
    open var allowsGroupOpacity = true {
        didSet { if allowsGroupOpacity != oldValue { layerGeometryDidChange() } }
    }

    /// Whether the layer and its sublayers are drawn once into a bitmap, in the layer's own
    /// coordinates at `rasterizationScale` pixels per point (its shadow and mask included,
    /// its opacity not), which later frames composite as long as nothing inside changes:
    /// moving, fading or turning the layer then costs one image draw. False by default.
    open var shouldRasterize = false {
        didSet { if shouldRasterize != oldValue { rasterizationDidChange() } }
    }

    /// Pixels per point of the bitmap `shouldRasterize` draws; 1 by default, also on a 2x
    /// screen, where the bitmap then looks soft (as on iOS, which is why code sets it to
    /// `UIScreen.main.scale`). Values that are not finite and positive are refused.
    open var rasterizationScale: CGFloat = 1 {
        didSet {
            guard rasterizationScale.isFinite, rasterizationScale > 0 else {
                Diagnostics.warn("CALayer.rasterizationScale = \(rasterizationScale) was refused: it must be a finite number above 0",
                                 once: "CALayer.rasterizationScale")
                rasterizationScale = oldValue
                return
            }
            if rasterizationScale != oldValue && shouldRasterize { rasterizationDidChange() }
        }
    }

    // MARK: The layer tree
    /// The layer this one is a sublayer of; nil for a root layer (a window's) and for a
    /// layer no one added.
    open var superlayer: CALayer? { storedSuperlayer }

    /// The sublayers, back to front (siblings with a higher `zPosition` are drawn above the
    /// others whatever their place here); nil when there are none.
    ///
    /// A view's layer holds its subviews' layers here, in the order of `subviews`, among the
    /// layers added with `addSublayer`. Setting the array removes the current sublayers and
    /// adds the new ones in order.
    open var sublayers: [CALayer]? {
        get { storedSublayers.isEmpty ? nil : storedSublayers }
        set {
            for layer in storedSublayers { layer.removeFromSuperlayer() }
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// Appends `layer` to the sublayers, above the others, taking it from its superlayer
    /// first. Adding a view's layer this way moves only the layer: the view tree is left as
    /// it is, and the view draws where its layer now is.
    open func addSublayer(_ layer: CALayer) {
        attachSublayer(layer, at: storedSublayers.count)
    }

    /// Inserts `layer` into the sublayers at `index`; an index past the end appends, as Core
    /// Animation does.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        attachSublayer(layer, at: Int(index))
    }

    /// Inserts `layer` just below `sibling`; at the bottom when `sibling` is nil or not a
    /// sublayer (Core Animation's behaviour for a missing sibling).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in storedSublayers.firstIndex { $0 === s } } ?? 0
        attachSublayer(layer, at: index)
    }

    /// Inserts `layer` just above `sibling`; at the top when `sibling` is nil or not a
    /// sublayer.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in storedSublayers.firstIndex { $0 === s } }.map { $0 + 1 } ?? storedSublayers.count
        attachSublayer(layer, at: index)
    }

    /// Puts `newLayer` where `oldLayer` is among the sublayers and removes `oldLayer`; does
    /// nothing (with a warning) when `oldLayer` is not a sublayer.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer !== newLayer else { return }
        guard let index = storedSublayers.firstIndex(where: { $0 === oldLayer }) else {
            return Diagnostics.warn("CALayer.replaceSublayer(_:with:): the layer to replace is not a sublayer; nothing changed")
        }
        oldLayer.removeFromSuperlayer()
        attachSublayer(newLayer, at: index)
    }

    /// Takes the layer out of its superlayer. For a view's layer only the layer leaves: the
    /// view stays in `subviews` (as in UIKit, where this is allowed but unusual) and draws
    /// nothing until its layer is added somewhere again.
    open func removeFromSuperlayer() {
        guard let parent = storedSuperlayer else { return }
        damageLastCompositedArea()
        detachFromSuperlayer()
        if parent.storedSublayers.isEmpty { parent.sublayerPresenceDidChange() }
    }

    /// Whether `point`, in the layer's coordinates, lies inside its bounds.
    open func contains(_ point: CGPoint) -> Bool {
        modelState.bounds.contains(point)
    }

    /// The farthest descendant (or this layer) containing `point`, given in the
    /// superlayer's coordinates; nil when the point misses the layer. Hidden layers, and
    /// sublayers outside a layer that masks to its bounds, are passed over; the sublayers
    /// drawn on top are asked first.
    open func hitTest(_ point: CGPoint) -> CALayer? {
        guard !modelState.isHidden, let local = pointInBounds(fromSuperlayer: point) else { return nil }
        return hitTest(inBounds: local)
    }

    /// The rest of `hitTest(_:)` once the point is in this layer's bounds coordinates (a
    /// transform layer maps it there through its own 3D chain).
    func hitTest(inBounds local: CGPoint) -> CALayer? {
        guard !modelState.isHidden else { return nil }
        let inside = contains(local)
        if modelState.masksToBounds && !inside { return nil }
        for layer in sublayersInDrawingOrder.reversed() {
            if let hit = layer.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }

    /// Maps `point` from `layer`'s coordinates into this layer's; a nil layer means the
    /// root of this layer's tree.
    open func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
        CALayer.map(point, from: layer, to: self) ?? point.applying(transformToRoot(from: layer)).applying(modelTransformToRoot.inverted())
    }

    /// Maps `point` from this layer's coordinates into `layer`'s (the root's when nil).
    open func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
        CALayer.map(point, from: self, to: layer) ?? point.applying(modelTransformToRoot).applying(transformToRoot(from: layer).inverted())
    }

    /// Maps `rect` from `layer`'s coordinates into this layer's: the bounding box of the
    /// mapped corners, through 3D transforms and perspective too.
    open func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
        CALayer.map(rect, from: layer, to: self)
    }

    /// Maps `rect` from this layer's coordinates into `layer`'s: the bounding box of the
    /// mapped corners, through 3D transforms and perspective too.
    open func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
        CALayer.map(rect, from: self, to: layer)
    }

    // MARK: Content, drawing and layout
    /// What the layer shows when it draws nothing itself: a `CGImage` is drawn into the
    /// bounds as `contentsGravity`, `contentsRect` and `contentsCenter` say. Any other
    /// object is kept (it reads back) but draws nothing, with one warning. A layer that
    /// draws (`display()`) shows what it drew instead, as in Core Animation.
    open var contents: Any? {
        get { storedContents }
        set {
            storedContents = newValue
            if newValue != nil, !(newValue is CGImage) {
                Diagnostics.warn("CALayer.contents holds a \(type(of: newValue!)), which is not drawn: only a CGImage is",
                                 once: "CALayer.contents.type")
            }
            contentsStore = (newValue as? CGImage).map { image in
                BackingStore(surface: image.surface,
                             pointSize: CGSize(width: CGFloat(image.width) / image.surface.deviceScale,
                                               height: CGFloat(image.height) / image.surface.deviceScale),
                             scale: image.surface.deviceScale, isOpaque: false)
            }
            if owningView == nil {
                // The image replaces whatever the layer drew.
                backingStore = nil
                drawsNothing = false
            }
            contentsDidChange()
        }
    }

    /// Marks the whole content invalid: `display()` runs before the next frame. For a view's
    /// layer the view's `draw(_:)` runs again.
    open func setNeedsDisplay() {
        if let owningView { return owningView.setNeedsDisplay() }
        invalidateLayerContent(modelState.bounds)
    }

    /// Marks part of the content (bounds coordinates) invalid. A free-standing layer draws
    /// its whole bounds again, as Core Animation's bitmap content does.
    open func setNeedsDisplay(_ r: CGRect) {
        if let owningView { return owningView.setNeedsDisplay(r) }
        guard r.isFinite else { return CALayer.refuse("setNeedsDisplay(\(r))") }
        invalidateLayerContent(r)
    }

    /// Whether the content waits to be drawn again.
    open func needsDisplay() -> Bool { invalidContentRect != nil }

    /// Draws the content now if it is marked invalid.
    open func displayIfNeeded() {
        guard invalidContentRect != nil else { return }
        display()
    }

    /// Makes the content: the delegate's `display(_:)` when there is a delegate, which by
    /// default (as with no delegate) calls `draw(in:)` on a new bitmap of the bounds at
    /// `contentsScale`. For a view's layer, the view draws through its `draw(_:)` (now when
    /// it is in a window, else when it joins one).
    open func display() {
        if let owningView {
            owningView.setNeedsDisplay()
            if let window = owningView.window { _ = owningView.displayContentIfNeeded(in: window) }
            return
        }
        invalidContentRect = nil
        if let delegate { delegate.display(self) } else { drawIntoBitmap() }
    }

    /// Draws the content into `ctx` (bounds coordinates); the default asks the delegate.
    /// Subclasses override it to draw.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// Marks the layer's layout invalid: `layoutSublayers()` runs before the next frame. For
    /// a view's layer, the view's layout is invalidated.
    open func setNeedsLayout() {
        if let owningView { return owningView.setNeedsLayout() }
        needsLayoutFlag = true
        if let window, !layoutPending {
            layoutPending = true
            window.noteNeedsLayout(self)
        }
    }

    /// Whether a layout is pending for this layer.
    open func needsLayout() -> Bool {
        owningView?.needsLayout ?? needsLayoutFlag
    }

    /// Runs the pending layout of this layer and its free-standing sublayers now; for a view's
    /// layer, the view's `layoutIfNeeded()`.
    open func layoutIfNeeded() {
        if let owningView { return owningView.layoutIfNeeded() }
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSublayers()
        }
        for layer in storedSublayers where layer.owningView == nil { layer.layoutIfNeeded() }
    }

    /// Lays out the sublayers; the default asks the delegate's `layoutSublayers(of:)` (for
    /// a view's layer, the view lays out in its layout pass instead). Subclasses override it
    /// to place their sublayers.
    open func layoutSublayers() {
        guard owningView == nil else { return }
        delegate?.layoutSublayers(of: self)
    }

    /// The size the layer would like in its superlayer's coordinates: its bounds' size as
    /// its transform maps it, as Core Animation answers without a layout manager.
    open func preferredFrameSize() -> CGSize {
        modelState.frame.size
    }

    /// Draws the layer and its sublayers into `ctx`, in the layer's own coordinates (its
    /// position and transform are not applied), from their current content: what
    /// `display()` last drew and the `contents` images.
    open func render(in ctx: CGContext) {
        ctx.paintDeferredNow()
        Compositor.render(self, into: ctx.cairo)
    }

    // MARK: Animations

    /// The clock animations of this layer run on: its window's (a manual one in tests).
    var clock: InputClock { owningView?.window?.inputClock ?? SystemInputClock.shared }

    /// Sets a model value outside any animation, through the view so its layout and damage
    /// run.
    func setModelValue<Value: LayerAnimatable>(_ keyPath: WritableKeyPath<LayerState, Value>, to value: Value) {
        UIView.performWithoutAnimation {
            if let owningView, let bounds = value as? CGRect, keyPath == \LayerState.bounds {
                owningView.bounds = bounds
            } else if modelState[keyPath: keyPath] != value {
                modelState[keyPath: keyPath] = value
                shadowMask = nil
                layerGeometryDidChange()
            }
        }
    }

    func addAnimation(_ animation: LayerAnimation) {
        animation.layer = self
        animations.append(animation)
        AnimationEngine.layerStartedAnimating(self)
    }

    /// Takes `animation` off before its end; its group then reports `finished == false`.
    func removeAnimation(_ animation: LayerAnimation) {
        guard animations.contains(where: { $0 === animation }) else { return }
        animations.removeAll { $0 === animation }
        animation.markRemoved()
        animation.group?.animationEnded(animation)
        if animations.isEmpty { stoppedAnimating() }
    }

    /// Stops every animation of this layer at once: the model values show, and the
    /// completions hear `finished == false`.
    open func removeAllAnimations() {
        let removed = animations
        animations.removeAll()
        for animation in removed {
            animation.markRemoved()
            animation.group?.animationEnded(animation)
        }
        if !removed.isEmpty { stoppedAnimating() }
    }

    /// The properties animating now, by their Core Animation key names.
    open func animationKeys() -> [String]? {
        let names = animations.map(\.keyName)
        return names.isEmpty ? nil : names
    }

    /// Whether touches may reach the view: not while an animation without
    /// `.allowUserInteraction` runs, as in UIKit.
    var acceptsTouchesWhileAnimating: Bool {
        // Judged on the clock, not on whether a frame has ended the animation yet: with no
        // frames running, a finished animation must not keep the view deaf.
        let now = clock.now
        return animations.allSatisfy { $0.allowsUserInteraction || $0.isFinished(at: now) }
    }

    private func stoppedAnimating() {
        animationEngine?.unregister(self)
        transitionSnapshot = nil
        if presentationState != nil {
            presentationState = nil
            shadowMask = nil
            layerGeometryDidChange()
        }
    }

    // MARK: Implementation

    /// Stores a layer-only value and, when it differs, damages the view's area (before and
    /// after, since a shadow or corner changes what the layer covers) and forgets the shadow.
    func change<Value: LayerAnimatable>(_ keyPath: WritableKeyPath<LayerState, Value>, to newValue: Value) {
        let old = modelState[keyPath: keyPath]
        let oldState = modelState
        guard changeUnanimated(keyPath, to: newValue) else { return }
        AnimationTransaction.propertyChanged(self, keyPath, from: old, to: newValue)
        if owningView == nil { runImplicitAction(forKey: LayerState.keyName(of: keyPath), from: oldState) }
    }

    /// The same for values Core Animation does not animate here (the shadow path); returns
    /// whether the value changed.
    @discardableResult
    func changeUnanimated<Value: Equatable>(_ keyPath: WritableKeyPath<LayerState, Value>, to newValue: Value) -> Bool {
        guard modelState[keyPath: keyPath] != newValue else { return false }
        modelState[keyPath: keyPath] = newValue
        shadowMask = nil
        layerGeometryDidChange()
        return true
    }

    /// Every model change of a free-standing layer (one no view backs) goes through here:
    /// the value is stored and, when it differs, the window damages where the layer was and
    /// is. Bounds whose size changes redraw the content when `needsDisplayOnBoundsChange` is
    /// set and lay the sublayers out again, as in Core Animation.
    func setFreeStanding<Value: Equatable>(_ keyPath: WritableKeyPath<LayerState, Value>, _ value: Value) {
        guard modelState[keyPath: keyPath] != value else { return }
        let oldSize = modelState.bounds.size
        modelState[keyPath: keyPath] = value
        shadowMask = nil
        layerGeometryDidChange()
        if modelState.bounds.size != oldSize {
            setNeedsLayout()
            if needsDisplayOnBoundsChange { setNeedsDisplay() }
        }
    }

    static func refuse(_ what: String) {
        Diagnostics.warn("CALayer.\(what) was refused: the value is not a finite number",
                         once: "CALayer.\(what.prefix(while: { $0 != " " }))")
    }

    // MARK: Core Animation
    // (Animations, the layer's timing and actions; the work is in Animation/CALayer+Actions.swift.)

    /// When the layer's timeline starts, in its superlayer's time.
    open var beginTime: CFTimeInterval = 0 { didSet { timingDidChange() } }
    /// The layer's own duration (it has no pass of its own: kept for `CAMediaTiming`).
    open var duration: CFTimeInterval = 0
    /// How fast the layer's time (and so its sublayers' animations) runs against its
    /// superlayer's; 0 stops it (pausing).
    open var speed: Float = 1 { didSet { timingDidChange() } }
    /// An offset added to the layer's time.
    open var timeOffset: CFTimeInterval = 0 { didSet { timingDidChange() } }
    /// Kept for `CAMediaTiming`: a layer's timeline does not repeat.
    open var repeatCount: Float = 0
    /// Kept for `CAMediaTiming`: a layer's timeline does not repeat.
    open var repeatDuration: CFTimeInterval = 0
    /// Kept for `CAMediaTiming`: a layer's timeline does not reverse.
    open var autoreverses = false
    /// Kept for `CAMediaTiming`: a layer's timeline has no fill.
    open var fillMode: CAMediaTimingFillMode = .removed

    /// Converts `t` from `l`'s time (the root's, `CACurrentMediaTime()`, for nil) into this
    /// layer's, through every layer's `beginTime`, `speed` and `timeOffset` up the tree.
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        localTime(fromGlobal: l?.globalTime(fromLocal: t) ?? t)
    }

    /// Converts `t` from this layer's time into `l`'s (the root's for nil).
    open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let global = globalTime(fromLocal: t)
        return l?.localTime(fromGlobal: global) ?? global
    }

    /// Adds a copy of `anim` under `key` (a unique key when nil), replacing the animation
    /// already under that key (whose delegate hears `finished == false`). A begin time of 0
    /// becomes the layer's time now. The layer's model values do not change.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        addCoreAnimation(anim, forKey: key)
    }

    /// Removes the animation under `key`; its delegate hears `finished == false`.
    open func removeAnimation(forKey key: String) {
        removeAnimations(forKey: key)
    }

    /// The layer's copy of the animation under `key`; changing it changes nothing on screen.
    open func animation(forKey key: String) -> CAAnimation? {
        coreAnimationRun(forKey: key)?.animation
    }

    /// Actions by key, searched after the layer's delegate (its view); an `NSNull` value
    /// turns the key's implicit animation off.
    open var actions: [String: any CAAction]?

    /// The action for `event`, searched as Core Animation documents: the layer's delegate (a
    /// view answers `NSNull` outside animation blocks, so view-backed layers do not animate
    /// implicitly), then `actions`, then ``defaultAction(forKey:)``. An `NSNull` found on the
    /// way ends the search with nil. (Styles are not searched.)
    open func action(forKey event: String) -> (any CAAction)? {
        searchAction(forKey: event)
    }

    /// The action a layer of this class runs for `event` when nothing else gives one: for an
    /// animatable property, a `CABasicAnimation` with the current transaction's duration
    /// (0.25 s by default) and timing function (the default one).
    open class func defaultAction(forKey event: String) -> (any CAAction)? {
        implicitAnimation(forKey: event)
    }
}

extension LayerState {
    /// Sets the frame as Core Animation does: the position follows from the frame's middle
    /// (with the transform's translation taken off), and the bounds size from the frame's
    /// size when the transform keeps rectangles rectangles (any multiple of 90°, with any
    /// scale); for other transforms the bounds size is kept, since no bounds would give
    /// that frame.
    mutating func setFrame(_ newFrame: CGRect) {
        guard newFrame.isFinite else { return }
        let r = newFrame.standardized
        let t = transform
        if t.isIdentity {
            bounds.size = r.size
        } else if let size = LayerState.boundsSize(forFrameSize: r.size, under: t) {
            bounds.size = size
        }
        // The frame's middle is where the bounds' middle lands: the position, plus the
        // transform of the offset from the anchor point to the middle, plus the translation.
        let offset = CGPoint(x: (0.5 - anchorPoint.x) * bounds.width, y: (0.5 - anchorPoint.y) * bounds.height)
        let linear = CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: 0, ty: 0)
        let moved = offset.applying(linear)
        position = CGPoint(x: r.midX - moved.x - t.tx, y: r.midY - moved.y - t.ty)
    }

    /// The bounds size whose transformed bounding box has `size`, for a transform that maps
    /// the axes onto the axes; nil for any other.
    static func boundsSize(forFrameSize size: CGSize, under t: CGAffineTransform) -> CGSize? {
        // How far off an axis a transform may be and still count as keeping rectangles:
        // rotations built from `.pi` leave about 1e-16 where a zero belongs.
        let tolerance: CGFloat = 1e-9
        if abs(t.b) < tolerance, abs(t.c) < tolerance, abs(t.a) > tolerance, abs(t.d) > tolerance {
            return CGSize(width: size.width / abs(t.a), height: size.height / abs(t.d))
        }
        if abs(t.a) < tolerance, abs(t.d) < tolerance, abs(t.b) > tolerance, abs(t.c) > tolerance {
            // A quarter turn: the frame's width comes from the bounds' height.
            return CGSize(width: size.height / abs(t.b), height: size.width / abs(t.c))
        }
        return nil
    }
}
