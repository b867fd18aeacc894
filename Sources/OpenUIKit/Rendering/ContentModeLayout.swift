import Foundation

/// Where content of one size goes inside a rectangle, for each `UIView.ContentMode`.
///
/// Used by the compositor to map a cached backing store into new bounds, and by
/// `UIImageView` to place its image.
enum ContentModeLayout {
    /// The rectangle, in the coordinates of `bounds`, that content of `contentSize` fills.
    static func rect(for contentSize: CGSize, in bounds: CGRect, mode: UIView.ContentMode) -> CGRect {
        let w = contentSize.width, h = contentSize.height
        guard w > 0, h > 0 else { return bounds }
        switch mode {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let sx = bounds.width / w, sy = bounds.height / h
            let s = mode == .scaleAspectFit ? Swift.min(sx, sy) : Swift.max(sx, sy)
            let size = CGSize(width: w * s, height: h * s)
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        case .center:
            return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        case .top:
            return CGRect(x: bounds.midX - w / 2, y: bounds.minY, width: w, height: h)
        case .bottom:
            return CGRect(x: bounds.midX - w / 2, y: bounds.maxY - h, width: w, height: h)
        case .left:
            return CGRect(x: bounds.minX, y: bounds.midY - h / 2, width: w, height: h)
        case .right:
            return CGRect(x: bounds.maxX - w, y: bounds.midY - h / 2, width: w, height: h)
        case .topLeft:
            return CGRect(x: bounds.minX, y: bounds.minY, width: w, height: h)
        case .topRight:
            return CGRect(x: bounds.maxX - w, y: bounds.minY, width: w, height: h)
        case .bottomLeft:
            return CGRect(x: bounds.minX, y: bounds.maxY - h, width: w, height: h)
        case .bottomRight:
            return CGRect(x: bounds.maxX - w, y: bounds.maxY - h, width: w, height: h)
        }
    }
}
