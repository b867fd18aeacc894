import Foundation

/// Rect arithmetic the card view lays itself out with.
extension CGRect {
    /// A rect `scale` times this one's size, about the same centre.
    func zoomed(by scale: CGFloat) -> CGRect {
        let newWidth = width * scale, newHeight = height * scale
        return CGRect(x: midX - newWidth / 2, y: midY - newHeight / 2, width: newWidth, height: newHeight)
    }

    /// The largest rect with `size`'s aspect ratio that fits inside this one, centred; this
    /// rect itself when `size` has no area (nothing to keep the shape of).
    func aspectFitted(_ size: CGSize) -> CGRect {
        guard size.width > 0, size.height > 0 else { return self }
        let scale = Swift.min(width / size.width, height / size.height)
        return CGRect(x: midX, y: midY, width: 0, height: 0)
            .insetBy(dx: -size.width * scale / 2, dy: -size.height * scale / 2)
    }

    /// The smallest rect with `size`'s aspect ratio that covers this one, centred; this rect
    /// itself when `size` has no area.
    func aspectFilled(_ size: CGSize) -> CGRect {
        guard size.width > 0, size.height > 0 else { return self }
        let scale = Swift.max(width / size.width, height / size.height)
        return CGRect(x: midX, y: midY, width: 0, height: 0)
            .insetBy(dx: -size.width * scale / 2, dy: -size.height * scale / 2)
    }

    /// The point at `unit` (0…1 on each axis, from the top-left) of this rect.
    func point(atUnit unit: CGPoint) -> CGPoint {
        CGPoint(x: minX + unit.x * width, y: minY + unit.y * height)
    }

    /// This rect shrunk by `dx` on the left and right and `dy` on the top and bottom, but
    /// never past its own centre (a zero-size rect there instead of a flipped one).
    func insetKeepingCentre(dx: CGFloat, dy: CGFloat) -> CGRect {
        let x = Swift.min(dx, width / 2), y = Swift.min(dy, height / 2)
        return CGRect(x: minX + x, y: minY + y, width: width - 2 * x, height: height - 2 * y)
    }
}
