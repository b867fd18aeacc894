import Foundation

/// A `UIView.transition` in progress on a layer: which one and how far (0…1 along its
/// timing curve). The compositor draws it.
///
/// Layers are drawn in the plane, so a flip is its projection without perspective: the view
/// narrows to its edge about its vertical (or horizontal) middle showing the old content,
/// then widens showing the new. Left and right flips (and top and bottom) therefore look
/// alike. The page curls, which need a bent surface, are drawn as cross dissolves.
struct LayerTransition: Equatable {
    enum Kind: Equatable {
        case flipHorizontal
        case flipVertical
        case crossDissolve
    }

    var kind: Kind
    var progress: Double

    /// The transition a set of animation options names, nil for none.
    static func kind(of options: UIView.AnimationOptions) -> Kind? {
        switch options.rawValue & UIView.AnimationOptions.transitionMask {
        case UIView.AnimationOptions.transitionFlipFromLeft.rawValue, UIView.AnimationOptions.transitionFlipFromRight.rawValue:
            return .flipHorizontal
        case UIView.AnimationOptions.transitionFlipFromTop.rawValue, UIView.AnimationOptions.transitionFlipFromBottom.rawValue:
            return .flipVertical
        case UIView.AnimationOptions.transitionCrossDissolve.rawValue, UIView.AnimationOptions.transitionCurlUp.rawValue,
             UIView.AnimationOptions.transitionCurlDown.rawValue:
            return .crossDissolve
        default:
            return nil
        }
    }

    /// Whether the old content shows (the first half of a flip).
    var showsOldContent: Bool {
        kind != .crossDissolve && progress < 0.5
    }

    /// How the flip squeezes the layer about its middle now: the cosine of the turn, 1 at
    /// the ends, 0 edge-on.
    var squeeze: CGFloat {
        guard kind != .crossDissolve else { return 1 }
        return CGFloat(abs(cos(progress * .pi)))
    }

    /// The transform, in bounds coordinates, that squeezes `bounds` about its middle.
    func transform(for bounds: CGRect) -> CGAffineTransform {
        let s = Swift.max(squeeze, LayerTransition.thinnestSqueeze)
        let scale = kind == .flipVertical ? CGAffineTransform(scaleX: 1, y: s) : CGAffineTransform(scaleX: s, y: 1)
        return CGAffineTransform(translationX: -bounds.midX, y: -bounds.midY)
            .concatenating(scale)
            .concatenating(CGAffineTransform(translationX: bounds.midX, y: bounds.midY))
    }

    /// Edge-on the squeeze would make the transform singular (and the view would vanish from
    /// the compositor's bookkeeping): it stops at a sliver instead.
    static let thinnestSqueeze: CGFloat = 0.001

    /// The old content's opacity over the new, for a cross dissolve.
    var oldContentOpacity: CGFloat {
        kind == .crossDissolve ? CGFloat(1 - Swift.min(1, Swift.max(0, progress))) : 0
    }
}
