import Foundation

/// How a `UIGraphicsImageRenderer` makes its bitmap: pixels per point and opacity.
///
/// The scale defaults to 1 here, not to a screen's scale, because an offscreen image has no
/// screen: views drawing into a window get the window's scale from the window itself. Ask
/// for `preferred()` to render at the display scale the app has declared
/// (`AssetCatalog.preferredScale`).
///
/// An `NSObject` that copies itself (`NSCopying`), as UIKit's format is.
public final class UIGraphicsImageRendererFormat: NSObject, NSCopying {
    /// Pixels per point; values that are not finite and positive are replaced by 1, with a
    /// warning, when rendering.
    public var scale: CGFloat

    /// Whether the image has no alpha channel. Opaque images start black instead of
    /// transparent, and their PNGs carry no alpha.
    public var opaque: Bool

    /// Scale 1, not opaque.
    public override init() {
        self.scale = 1
        self.opaque = false
        super.init()
    }

    /// Scale 1, not opaque.
    public static func `default`() -> UIGraphicsImageRendererFormat {
        UIGraphicsImageRendererFormat()
    }

    /// The display scale declared in `AssetCatalog.preferredScale`, not opaque.
    public static func preferred() -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = AssetCatalog.preferredScale
        return format
    }

    /// A new format with the same scale and opacity.
    public func copy(with zone: NSZone? = nil) -> Any {
        copiedFormat()
    }

    /// `copy(with:)`, typed.
    func copiedFormat() -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = opaque
        return format
    }
}
