import CCairo
import Foundation

// The image contexts of UIKit's older drawing API (before `UIGraphicsImageRenderer`), which
// lectures and older code use: begin a context, draw, take the image, end.

/// Begins an image context of `size` points at scale 1, not opaque: it becomes the current
/// context (`UIGraphicsGetCurrentContext()`) on this thread until `UIGraphicsEndImageContext()`.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Begins an image context of `size` points (pixel sizes rounded up) at `scale` pixels per
/// point (0: the display scale the app declared, `AssetCatalog.preferredScale`, which is
/// the main screen's), opaque or not; it becomes this thread's current context, drawn in
/// UIKit's coordinates (origin top-left, y down). A size that cannot be rendered (not
/// positive, not finite, or over `CairoSurface.maximumPixelDimension` pixels on a side) is
/// replaced, with a warning, by a 1×1 point context, so drawing code needs no special case.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    var pixelsPerPoint = scale == 0 ? AssetCatalog.preferredScale : scale
    if !(pixelsPerPoint.isFinite && pixelsPerPoint > 0) {
        Diagnostics.warn("UIGraphicsBeginImageContextWithOptions used scale 1 instead of \(scale): a scale must be finite, and positive or 0",
                         once: "UIGraphicsBeginImageContext.scale")
        pixelsPerPoint = 1
    }
    let width = (size.width * pixelsPerPoint).rounded(.up), height = (size.height * pixelsPerPoint).rounded(.up)
    let limit = CGFloat(CairoSurface.maximumPixelDimension)
    var surface: CairoSurface?
    if width.isFinite, height.isFinite, width >= 1, height >= 1, width <= limit, height <= limit {
        surface = CairoSurface.makeImage(pixelWidth: Int(width), pixelHeight: Int(height), scale: pixelsPerPoint, opaque: opaque)
    } else {
        Diagnostics.warn("UIGraphicsBeginImageContextWithOptions cannot make a \(size) context at scale \(pixelsPerPoint) (each side must be 1…\(CairoSurface.maximumPixelDimension) pixels); it begins a 1×1 context instead",
                         once: "UIGraphicsBeginImageContext.size")
    }
    let target = surface ?? UIGraphicsImageRenderer.transparentPixel()
    let context = CGContext(surface: target)
    context.isImageContext = true
    UIGraphicsPushContext(context)
}

/// An image of what the current image context holds now, at its scale (a copy: later
/// drawing does not change it); nil when the current context is not an image context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = UIGraphicsGetCurrentContext(), context.isImageContext else { return nil }
    let target = cairo_get_target(context.cairo)!
    let surface = CairoSurface(owning: cairo_surface_reference(target))
    guard let copy = surface.copyOfImage() else { return nil }
    return UIImage(surface: copy, scale: surface.deviceScale)
}

/// Ends the current image context, making the context current before it current again.
/// Called when the current context is not an image context, it does nothing but warn.
public func UIGraphicsEndImageContext() {
    guard let context = UIGraphicsGetCurrentContext(), context.isImageContext else {
        Diagnostics.warn("UIGraphicsEndImageContext() was ignored: the current context is not an image context",
                         once: "UIGraphicsEndImageContext.none")
        return
    }
    UIGraphicsPopContext()
}
