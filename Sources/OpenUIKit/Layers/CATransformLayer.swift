import Foundation

/// A layer that keeps its sublayers in three dimensions instead of flattening them into
/// its plane, as Core Animation's `CATransformLayer`: the faces of a cube, each a sublayer
/// turned and pushed out from the middle, turn together when the transform layer turns,
/// and each is seen in its own perspective.
///
/// Only the sublayers are drawn. The transform layer's own background, border, contents,
/// shadow, mask and `masksToBounds` are ignored, as Core Animation ignores them, and its
/// opacity applies to each sublayer on its own (it makes no group). Its transform and
/// `sublayerTransform` carry through to every sublayer, nested transform layers too, and
/// the plane they finally flatten onto is the nearest ancestor that is not a transform
/// layer.
///
/// The sublayers (across nested transform layers) are drawn back to front by the depth of
/// their middles, as a painter's algorithm: right for the faces of a convex solid, not for
/// layers that cut through each other. `hitTest(_:)` asks them front to back, each through
/// its own perspective.
open class CATransformLayer: CALayer {
    override var flattensSublayers: Bool { false }

    /// The frontmost sublayer (through nested transform layers) drawn at `point`, given in
    /// the superlayer's coordinates, or one of its own sublayers; nil when none is. The
    /// transform layer itself is never hit: it has no plane of its own.
    open override func hitTest(_ point: CGPoint) -> CALayer? {
        guard !modelState.isHidden else { return nil }
        for member in members(under: storedSuperlayer?.modelState, model: true).reversed() {
            let h = member.toPlane.flattened
            guard abs(h.determinant) > CALayer.edgeOnDeterminant, let inverse = h.inverted,
                  let local = inverse.apply(point), h.w(at: local) > 0 else { continue }
            if !member.layer.modelState.isDoubleSided && h.determinant < 0 { continue }
            if let hit = member.layer.hitTest(inBounds: local) { return hit }
        }
        return nil
    }

    /// The layers this one shows, each with the map from its bounds coordinates into the
    /// space of this layer's superlayer (whose values are `parent`), back to front: its own
    /// sublayers, and through nested transform layers theirs. Hidden ones and those under a
    /// hidden transform layer are left out. `model` reads the model values, else what is
    /// drawn now.
    func members(under parent: LayerState?, model: Bool) -> [TransformLayerMember] {
        var found: [TransformLayerMember] = []
        let state = model ? modelState : renderState
        guard !state.isHidden else { return [] }
        collectMembers(toPlane: state.transform3DToSuperlayer(under: parent), state: state, opacity: state.opacity,
                       model: model, into: &found)
        // Stable: equal depths keep the sublayers' order.
        return found.enumerated().sorted { a, b in
            a.element.depth != b.element.depth ? a.element.depth < b.element.depth : a.offset < b.offset
        }.map(\.element)
    }

    /// The window rect what this layer shows covers now, when `toWindow` maps its
    /// superlayer's (whose values are `parent`) bounds coordinates to the window; nil when
    /// nothing shows.
    func membersRect(under parent: LayerState?, toWindow: PlaneHomography) -> CGRect? {
        var covered = CGRect.null
        for member in members(under: parent, model: false) {
            let h = member.toPlane.flattened.concatenating(toWindow)
            guard h.isFinite, member.layer.renderState.isDoubleSided || h.determinant >= 0,
                  let rect = member.layer.currentSubtreeRect(homographyToWindow: h) else { continue }
            covered = covered.union(rect)
        }
        return covered.isNull ? nil : covered
    }

    private func collectMembers(toPlane: CATransform3D, state: LayerState, opacity: CGFloat, model: Bool,
                                into found: inout [TransformLayerMember]) {
        for sublayer in storedSublayers {
            let sublayerState = model ? sublayer.modelState : sublayer.renderState
            guard !sublayerState.isHidden else { continue }
            let map = CATransform3DConcat(sublayerState.transform3DToSuperlayer(under: state), toPlane)
            if let nested = sublayer as? CATransformLayer {
                nested.collectMembers(toPlane: map, state: sublayerState, opacity: opacity * sublayerState.opacity,
                                      model: model, into: &found)
            } else {
                found.append(TransformLayerMember(layer: sublayer, toPlane: map, opacity: opacity,
                                                  depth: TransformLayerMember.depth(of: sublayerState.bounds, under: map)))
            }
        }
    }
}
