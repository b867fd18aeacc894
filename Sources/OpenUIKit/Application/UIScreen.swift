import Foundation

/// The display the app's window is on, as UIKit apps ask about it.
///
/// A desktop app has a window, not a screen of its own, and an app that sizes itself by the
/// screen expects what a full-screen iPad app sees: so `bounds` is the key window's bounds,
/// and `scale` the scale the window draws at (the output it is on, through the desktop's
/// scale setting; see `DesktopScale`). Before any window is key, the screen is a 1024 × 768
/// point iPad in landscape at scale 1.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The screen the app's key window is on.
    open class var main: UIScreen { UIScreen.shared }

    /// Every screen; one here, since an app has one key window.
    open class var screens: [UIScreen] { [UIScreen.shared] }

    private static let shared = UIScreen()

    /// What the screen reports before any window is key: a 9.7-inch iPad's points in
    /// landscape.
    static let boundsWithoutWindow = CGRect(x: 0, y: 0, width: 1024, height: 768)

    private var window: UIWindow? { UIApplication.shared.keyWindow }

    /// The screen's size in points: the key window's bounds.
    open var bounds: CGRect {
        guard let window else { return UIScreen.boundsWithoutWindow }
        return CGRect(origin: .zero, size: window.bounds.size)
    }

    /// Pixels per point: the scale the key window draws at.
    open var scale: CGFloat { window?.screenScale ?? 1 }

    /// The scale the pixels are drawn at; the same as `scale`, since nothing is resampled
    /// after drawing here.
    open var nativeScale: CGFloat { scale }

    /// The screen's size in pixels.
    open var nativeBounds: CGRect {
        let points = bounds
        return CGRect(x: 0, y: 0, width: points.width * nativeScale, height: points.height * nativeScale)
    }

    /// The screen's coordinate space: the key window's coordinates, whose origin is the
    /// screen's.
    open var coordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace.shared }

    /// The screen's space in its natural orientation: the same here, since a desktop screen
    /// does not turn under the app.
    open var fixedCoordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace.shared }

    /// The traits of the screen: the key window's.
    open var traitCollection: UITraitCollection { UIView.predictedTraitCollection }

    /// The most frames per second the display shows: its refresh rate, 60 when unknown.
    open var maximumFramesPerSecond: Int {
        let interval = window?.frameScheduler?.refreshInterval ?? UIWindow.defaultRefreshInterval
        guard interval.isFinite, interval > 0 else { return 60 }
        return Int((1 / interval).rounded())
    }
}
