import Foundation

/// A layer that draws its sublayers several times, each copy (an *instance*) moved, delayed
/// in time and tinted a step further than the one before, as Core Animation's
/// `CAReplicatorLayer`.
///
/// Instance 0 is the sublayers as they are. Instance k draws them again with
/// `instanceTransform` applied k times, about the middle of the replicator's bounds, their
/// animations seen k × `instanceDelay` seconds earlier, and their colours multiplied by
/// `instanceColor` plus k times the four offsets (each component clamped to 0…1). The
/// replicator's own background, border and content are drawn once, under the instances. So
/// one dot whose opacity fades from 1 to 0, repeating, with 12 instances turned by 30° and
/// delayed by a twelfth of the fade, is an activity indicator.
///
/// The instances are only drawn: `hitTest(_:)` finds the replicator and its real sublayers
/// (instance 0), never a copy, and `sublayers` holds each layer once. The transform's
/// affine part is drawn (its depth orders the instances when `preservesDepth` is set);
/// `instanceDelay`, `instanceTransform`, `instanceColor` and the offsets animate, implicitly
/// too for a layer on screen with no view.
open class CAReplicatorLayer: CALayer {
    /// How many times the sublayers are drawn, instance 0 included; 1 by default. 0 draws
    /// none of them. Negative counts are refused.
    open var instanceCount: Int {
        get { modelState.replicator.instanceCount }
        set {
            guard newValue >= 0 else {
                return Diagnostics.warn("CAReplicatorLayer.instanceCount = \(newValue) was refused: the count cannot be negative",
                                        once: "CAReplicatorLayer.instanceCount")
            }
            setFreeStanding(\.replicator.instanceCount, newValue)
            replicatesSublayers = modelState.replicator.replicates
        }
    }

    /// How many seconds each instance's sublayer animations lag behind the previous
    /// instance's (in this layer's time); 0 by default, which keeps them in step.
    open var instanceDelay: CFTimeInterval {
        get { CFTimeInterval(modelState.replicator.instanceDelay) }
        set {
            guard newValue.isFinite else { return CAReplicatorLayer.refuseValue("instanceDelay = \(newValue)") }
            setImplicitly(\.replicator.instanceDelay, to: CGFloat(newValue), forKey: "instanceDelay")
        }
    }

    /// What turns instance k − 1 into instance k, applied about the middle of this layer's
    /// bounds; the identity by default. Its affine part is drawn; a part out of the plane is
    /// not (one warning), though its depth still orders the instances when `preservesDepth`
    /// is set.
    open var instanceTransform: CATransform3D {
        get { modelState.replicator.instanceTransform }
        set {
            let t = newValue
            let components = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
            guard components.allSatisfy(\.isFinite) else { return CAReplicatorLayer.refuseValue("instanceTransform") }
            if !CATransform3DIsAffine(newValue) {
                Diagnostics.warn("CAReplicatorLayer.instanceTransform has a 3D part, which is not drawn: only its effect in the plane is kept",
                                 once: "CAReplicatorLayer.instanceTransform.3d")
            }
            setImplicitly(\.replicator.instanceTransform, to: newValue, forKey: "instanceTransform")
        }
    }

    /// Whether the instances keep their depth, as a `CATransformLayer`'s sublayers do: drawn
    /// from the farthest to the nearest (by the z each instance's transform gives a
    /// sublayer's position at its `zPosition`) instead of in instance order, flattened.
    /// False by default.
    open var preservesDepth: Bool {
        get { modelState.replicator.preservesDepth }
        set { setFreeStanding(\.replicator.preservesDepth, newValue) }
    }

    /// The colour every sublayer of instance 0 is multiplied by, component by component
    /// (alpha too); opaque white by default, which changes nothing. Nil counts as white.
    open var instanceColor: CGColor? {
        get { modelState.replicator.instanceColor }
        set { setImplicitly(\.replicator.instanceColor, to: newValue, forKey: "instanceColor") }
    }

    /// What each instance adds to the red component of the previous instance's colour; 0 by
    /// default.
    open var instanceRedOffset: Float {
        get { Float(modelState.replicator.instanceRedOffset) }
        set { setOffset(\.instanceRedOffset, newValue, key: "instanceRedOffset") }
    }

    /// What each instance adds to the green component of the previous instance's colour; 0
    /// by default.
    open var instanceGreenOffset: Float {
        get { Float(modelState.replicator.instanceGreenOffset) }
        set { setOffset(\.instanceGreenOffset, newValue, key: "instanceGreenOffset") }
    }

    /// What each instance adds to the blue component of the previous instance's colour; 0 by
    /// default.
    open var instanceBlueOffset: Float {
        get { Float(modelState.replicator.instanceBlueOffset) }
        set { setOffset(\.instanceBlueOffset, newValue, key: "instanceBlueOffset") }
    }

    /// What each instance adds to the alpha of the previous instance's colour; 0 by default.
    /// A negative offset fades the instances out one after another.
    open var instanceAlphaOffset: Float {
        get { Float(modelState.replicator.instanceAlphaOffset) }
        set { setOffset(\.instanceAlphaOffset, newValue, key: "instanceAlphaOffset") }
    }

    /// A new replicator layer: one instance, no delay, the identity transform, white.
    public required init() {
        super.init()
        CAReplicatorLayer.registerAnimatableKeys()
    }

    /// A copy of `layer`'s values (its instances too, when it is a replicator layer), as Core
    /// Animation makes its presentation copies.
    public required init(layer: Any) {
        super.init(layer: layer)
        replicatesSublayers = modelState.replicator.replicates
        CAReplicatorLayer.registerAnimatableKeys()
    }

    /// A layer decoded from an archive: here, a new replicator layer with the defaults, since
    /// layers are not archived.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        CAReplicatorLayer.registerAnimatableKeys()
    }

    /// The window-point rect every instance's sublayers cover now (instances whose colour
    /// has no alpha show nothing); `t` maps this layer's bounds coordinates to the window.
    func instancesRect(transformToWindow t: CGAffineTransform) -> CGRect {
        let state = renderState
        let style = state.replicator
        let transforms = style.instanceTransforms(about: CGPoint(x: state.bounds.midX, y: state.bounds.midY))
        var rect = CGRect.null
        for (index, transform) in transforms.enumerated() where style.color(ofInstance: index).alpha > 0 {
            let placed = CATransform3DGetAffineTransform(transform).concatenating(t)
            withSublayers(showingInstance: index) {
                for layer in storedSublayers {
                    if let r = layer.currentSubtreeRect(transformToWindow: layer.renderState.transformToSuperlayer.concatenating(placed)) {
                        rect = rect.union(r)
                    }
                }
            }
        }
        return rect
    }

    private func setOffset(_ keyPath: WritableKeyPath<ReplicatorLayerStyle, CGFloat>, _ value: Float, key: String) {
        guard value.isFinite else { return CAReplicatorLayer.refuseValue("\(key) = \(value)") }
        let style: WritableKeyPath<LayerState, ReplicatorLayerStyle> = \.replicator
        setImplicitly(style.appending(path: keyPath), to: CGFloat(value), forKey: key)
    }

    private static func refuseValue(_ what: String) {
        Diagnostics.warn("CAReplicatorLayer.\(what) was refused: the value is not a finite number",
                         once: "CAReplicatorLayer.\(what.prefix(while: { $0 != " " }))")
    }

    private static var keysRegistered = false

    /// Adds the replicator's animatable key paths to Core Animation's table, once.
    private static func registerAnimatableKeys() {
        guard !keysRegistered else { return }
        keysRegistered = true
        let isReplicator: (CALayer) -> Bool = { $0 is CAReplicatorLayer }
        func scalar(_ name: String, _ keyPath: WritableKeyPath<LayerState, CGFloat>) {
            LayerAnimatableKey.register(.scalar(name, keyPath, layerType: isReplicator))
        }
        scalar("instanceDelay", \.replicator.instanceDelay)
        scalar("instanceRedOffset", \.replicator.instanceRedOffset)
        scalar("instanceGreenOffset", \.replicator.instanceGreenOffset)
        scalar("instanceBlueOffset", \.replicator.instanceBlueOffset)
        scalar("instanceAlphaOffset", \.replicator.instanceAlphaOffset)
        LayerAnimatableKey.register(.color("instanceColor", \.replicator.instanceColor, layerType: isReplicator))
        // Animated through its affine part, as a layer's own transform is here.
        LayerAnimatableKey.register(LayerAnimatableKey(
            name: "instanceTransform", kind: .transform, layerType: isReplicator,
            read: { .transform(CATransform3DGetAffineTransform($0.replicator.instanceTransform)) },
            write: { state, value in
                if case .transform(let t) = value, t.isFinite { state.replicator.instanceTransform = CATransform3DMakeAffineTransform(t) }
            }))
    }
}
