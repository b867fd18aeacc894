import Foundation

/// Fills `rect` in the current context with its fill colour, replacing what is there
/// (UIKit draws this with the copy blend mode).
public func UIRectFill(_ rect: CGRect) {
    UIRectFillUsingBlendMode(rect, .copy)
}

/// Fills `rect` in the current context with its fill colour, combined by `blendMode`.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Draws a one-point frame just inside `rect` with the fill colour (UIKit's copy-mode frame).
public func UIRectFrame(_ rect: CGRect) {
    UIRectFrameUsingBlendMode(rect, .copy)
}

/// Draws a one-point frame just inside `rect` with the fill colour, combined by `blendMode`.
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext(), rect.isFinite else { return }
    let r = rect.standardized
    let edge = Swift.min(1, r.width / 2, r.height / 2)
    guard edge > 0 else { return }
    let strips = [
        CGRect(x: r.minX, y: r.minY, width: r.width, height: edge),
        CGRect(x: r.minX, y: r.maxY - edge, width: r.width, height: edge),
        CGRect(x: r.minX, y: r.minY + edge, width: edge, height: r.height - 2 * edge),
        CGRect(x: r.maxX - edge, y: r.minY + edge, width: edge, height: r.height - 2 * edge),
    ]
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(strips)
    context.restoreGState()
}
