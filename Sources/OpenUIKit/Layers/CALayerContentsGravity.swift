import Foundation

/// How a layer's `contents` image is placed in, or scaled to, its bounds.
///
/// The names with a vertical part follow Core Animation's axis, whose "bottom" is the
/// bounds' minimum y. On iOS (and here), where y grows downwards and layers' contents are
/// not flipped, `.bottom` therefore shows the image at the top edge on screen and `.top` at
/// the bottom edge, as Apple's `contentsGravity` documentation warns.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The constant's name, as Core Animation spells it.
    public let rawValue: String

    /// A gravity from its Core Animation name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Unscaled, in the middle of the bounds.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Unscaled, centred across, at the bounds' maximum y (the bottom edge on screen).
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Unscaled, centred across, at the bounds' minimum y (the top edge on screen).
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Unscaled, centred vertically, at the left edge.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Unscaled, centred vertically, at the right edge.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// Unscaled, at the left end of the maximum-y edge (bottom left on screen).
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// Unscaled, at the right end of the maximum-y edge (bottom right on screen).
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// Unscaled, at the left end of the minimum-y edge (top left on screen).
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// Unscaled, at the right end of the minimum-y edge (top right on screen).
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to fill the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit inside the bounds, keeping its aspect ratio, centred.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to cover the bounds, keeping its aspect ratio, centred (the overflow shows
    /// unless the layer masks to its bounds).
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

    /// Where an image of `size` points goes in `bounds` under this gravity; an unknown name
    /// is taken as `.resize`, Core Animation's default.
    func rect(for size: CGSize, in bounds: CGRect) -> CGRect {
        func placed(_ fx: CGFloat, _ fy: CGFloat) -> CGRect {
            CGRect(x: bounds.minX + (bounds.width - size.width) * fx, y: bounds.minY + (bounds.height - size.height) * fy,
                   width: size.width, height: size.height)
        }
        switch self {
        case .center: return placed(0.5, 0.5)
        case .top: return placed(0.5, 1)
        case .bottom: return placed(0.5, 0)
        case .left: return placed(0, 0.5)
        case .right: return placed(1, 0.5)
        case .topLeft: return placed(0, 1)
        case .topRight: return placed(1, 1)
        case .bottomLeft: return placed(0, 0)
        case .bottomRight: return placed(1, 0)
        case .resizeAspect, .resizeAspectFill:
            guard size.width > 0, size.height > 0 else { return bounds }
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let s = self == .resizeAspect ? Swift.min(sx, sy) : Swift.max(sx, sy)
            let scaled = CGSize(width: size.width * s, height: size.height * s)
            return CGRect(x: bounds.midX - scaled.width / 2, y: bounds.midY - scaled.height / 2,
                          width: scaled.width, height: scaled.height)
        default: return bounds
        }
    }
}
