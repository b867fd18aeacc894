import Foundation

/// Drawing an image into the current context (`UIGraphicsGetCurrentContext()`).
///
/// Outside any drawing there is no current context; the calls then do nothing and warn once.
/// Rects are in the context's user space (points).
extension UIImage {
    /// Draws the image at its own size with its top-left corner at `point`, with the normal
    /// blend mode at full opacity (the context's alpha still applies).
    public func draw(at point: CGPoint) {
        draw(at: point, blendMode: .normal, alpha: 1)
    }

    /// Draws the image at its own size with its top-left corner at `point`.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the whole image scaled to fill `rect`, with the normal blend mode at full
    /// opacity. Scaling uses the context's `interpolationQuality` (a smooth filter by default;
    /// `.none` keeps hard pixel edges).
    public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the whole image scaled to fill `rect`, composited with `blendMode` at `alpha`
    /// (0…1, multiplied by the context's alpha).
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = currentContext(for: "draw(in:)"), !isEmpty else { return }
        guard rect.isFinite, alpha.isFinite else {
            Diagnostics.warn("UIImage.draw(in: \(rect), alpha: \(alpha)) was ignored: not finite", once: "UIImage.draw.notFinite")
            return
        }
        let r = rect.standardized
        let deviceScale = Self.deviceScales(of: context.ctm)
        let perAxis = (x: deviceScale.x * r.width / size.width, y: deviceScale.y * r.height / size.height)
        // A preserved vector is drawn at the destination's own pixels (the cap only guards
        // a destination of absurd size, which the vector source then refuses).
        let maximumSide = CGFloat(CairoSurface.maximumPixelDimension)
        if let vector = preservedVectorBitmap(pixelsPerPoint: perAxis,
                                              pixelWidth: Int(min((deviceScale.x * r.width).rounded(.up), maximumSide + 1)),
                                              pixelHeight: Int(min((deviceScale.y * r.height).rounded(.up), maximumSide + 1))) {
            context.drawImageSurface(vector, pixelSize: CGSize(width: vector.pixelWidth, height: vector.pixelHeight),
                                     in: r, blendMode: blendMode, alpha: alpha)
            return
        }
        let (surface, _) = representation(forPixelsPerPoint: max(perAxis.x, perAxis.y))
        context.drawImageSurface(surface, pixelSize: CGSize(width: surface.pixelWidth, height: surface.pixelHeight),
                                 in: r, blendMode: blendMode, alpha: alpha)
    }

    /// Fills `rect` with the image repeated at its own size, tiles anchored at the origin of
    /// the context's user space (so neighbouring rects continue the same pattern). Uses the
    /// context's blend mode and alpha.
    public func drawAsPattern(in rect: CGRect) {
        guard let context = currentContext(for: "drawAsPattern(in:)"), !isEmpty else { return }
        guard rect.isFinite else {
            Diagnostics.warn("UIImage.drawAsPattern(in: \(rect)) was ignored: not finite", once: "UIImage.drawAsPattern.notFinite")
            return
        }
        let deviceScale = Self.deviceScales(of: context.ctm)
        let (surface, _) = representation(forPixelsPerPoint: max(deviceScale.x, deviceScale.y))
        // Pixels per point of the tile, from the variant's real width, so one tile is always
        // `size` even if a variant's pixel size is not exactly its scale times the base size.
        let tileScale = CGFloat(surface.pixelWidth) / size.width
        context.fillWithTiledSurface(surface, imageScale: tileScale, in: rect)
    }

    /// Device pixels per user-space unit along each axis, whatever the rotation.
    private static func deviceScales(of transform: CGAffineTransform) -> (x: CGFloat, y: CGFloat) {
        ((transform.a * transform.a + transform.b * transform.b).squareRoot(),
         (transform.c * transform.c + transform.d * transform.d).squareRoot())
    }

    private func currentContext(for operation: String) -> CGContext? {
        guard let context = UIGraphicsGetCurrentContext() else {
            Diagnostics.warn("UIImage.\(operation) outside any drawing did nothing: there is no current context",
                             once: "UIImage.noContext")
            return nil
        }
        return context
    }
}
