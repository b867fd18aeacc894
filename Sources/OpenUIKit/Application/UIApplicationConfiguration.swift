import Foundation

/// How an app's window starts: what `UIApplicationMain` needs besides the root controller.
public struct UIApplicationConfiguration: Sendable {
    /// The window title (UTF-8 is fine).
    public var title: String
    /// The window's content size in points.
    public var size: CGSize
    /// The smallest size the window manager lets the user make it, in points.
    public var minimumSize: CGSize
    /// `WM_CLASS`, which desktops use to group windows and find icons; defaults to the title
    /// without spaces.
    public var className: String
    /// Pixels per point; nil takes the desktop's (`OPENUIKIT_SCALE`, XSETTINGS, `Xft.dpi`).
    public var scale: CGFloat?
    /// Start fullscreen (F11 toggles it later).
    public var startsFullscreen: Bool
    /// The X display to open; nil uses `DISPLAY`.
    public var displayName: String?
    /// The window's icon, square, at the sizes a desktop may show it (16 to 128 pixels;
    /// `_NET_WM_ICON`); empty for none. Each image is used at its own pixel size.
    public var iconImages: [UIImage]
    /// Draws the window's icons (as `iconImages`) after the first frame is shown: drawing a
    /// set of icons costs about as much as the first frame, and a launch need not wait for
    /// it (a window manager follows `_NET_WM_ICON` changes). Nil for none.
    public var makeIconImages: (@MainActor () -> [UIImage])?

    /// Sizes beyond this many points per side are refused: an absurd size would ask the X
    /// server (and our back buffer) for gigabytes.
    public static let maximumSide: CGFloat = 8_192
    /// The default minimum: small enough for a tiled desktop, big enough to draw a card.
    public static let defaultMinimumSize = CGSize(width: 120, height: 120)

    /// A configuration for a window of `size` points titled `title`; the other settings have defaults.
    public init(title: String, size: CGSize, minimumSize: CGSize = UIApplicationConfiguration.defaultMinimumSize,
                className: String? = nil, scale: CGFloat? = nil, startsFullscreen: Bool = false, displayName: String? = nil,
                iconImages: [UIImage] = []) {
        self.title = title
        self.size = size
        self.minimumSize = minimumSize
        self.className = className ?? title.filter { !$0.isWhitespace }
        self.scale = scale
        self.startsFullscreen = startsFullscreen
        self.displayName = displayName
        self.iconImages = iconImages
        makeIconImages = nil
    }

    /// The size with bad values replaced (NaN, zero, negative, absurd), and a warning for each.
    var checkedSize: CGSize {
        func side(_ value: CGFloat, _ fallback: CGFloat, _ name: String) -> CGFloat {
            guard value.isFinite, value >= 1 else {
                Diagnostics.warn("window \(name) \(value) is not a usable size; using \(fallback)")
                return fallback
            }
            guard value <= UIApplicationConfiguration.maximumSide else {
                Diagnostics.warn("window \(name) \(value) is larger than \(UIApplicationConfiguration.maximumSide) points; using that")
                return UIApplicationConfiguration.maximumSide
            }
            return value
        }
        return CGSize(width: side(size.width, 400, "width"), height: side(size.height, 300, "height"))
    }
}
