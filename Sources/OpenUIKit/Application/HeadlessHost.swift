import Foundation

/// Runs an app's window with no display: the window draws only into its back buffer (the
/// snapshot), time is simulated, and input comes from replays and tests.
///
/// It makes the one clock the window runs on, a `ManualInputClock` (starting at the system
/// uptime, as a window on a display would), and a `HeadlessFrameClock` over it that runs the
/// frames a display would have run as that clock advances; so recognizers' timers,
/// animations and display links behave exactly as in real time, and a replay or snapshot
/// gives the same pixels on every run. The window's scale follows the same policy as a real
/// window's (`DesktopScale`), with no desktop to ask.
///
/// It is not the application's `host`: with no display, a request to quit (Esc, q,
/// `UIApplication.terminate()`) is only recorded, so a replay's snapshot is still written;
/// `terminate(exitCode:)` is for whoever runs it, as `UIApplicationMain` does.
@preconcurrency @MainActor
public final class HeadlessHost: PlatformHost {
    /// The window drawn: the one the host made, or the one the app made key in its place.
    public private(set) var window: UIWindow
    /// The window's clock: only replays, tests and `frameClock` move it on.
    public let clock: ManualInputClock
    /// Runs the window's frames (animations, display links) as time is moved on.
    public private(set) var frameClock: HeadlessFrameClock

    /// The window `configuration` describes (its size, and its scale: the configured one,
    /// else `OPENUIKIT_SCALE`, else 1), key in `application`, showing the controller
    /// `rootViewController()` returns (none if it returns nil). Named images are described at
    /// the window's scale.
    public init(configuration: UIApplicationConfiguration, application: UIApplication = .shared,
                rootViewController: () -> UIViewController?) {
        let desktop = DesktopScale(launching: configuration)
        clock = ManualInputClock(now: SystemInputClock.shared.now)
        window = UIWindow(frame: CGRect(origin: .zero, size: configuration.checkedSize))
        window.inputClock = clock
        frameClock = HeadlessFrameClock(window: window)
        window.screenScale = desktop.scale
        AssetCatalog.preferredScale = desktop.scale
        application.keyWindow = window
        window.rootViewController = rootViewController()
        window.makeKeyAndVisible()
    }

    /// A bare window of `size` points drawn at `scale`, on a clock starting at `startTime`,
    /// key nowhere: for tests that build their own view hierarchy.
    public init(size: CGSize, scale: CGFloat = 1, startTime: TimeInterval = 0) {
        clock = ManualInputClock(now: startTime)
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.inputClock = clock
        window.screenScale = scale
        frameClock = HeadlessFrameClock(window: window)
    }

    /// Draws `newWindow` instead of the current window, at its size and scale, on the same clock.
    public func adopt(_ newWindow: UIWindow) {
        guard newWindow !== window else { return }
        newWindow.frame = CGRect(origin: .zero, size: window.bounds.size)
        newWindow.screenScale = window.screenScale
        newWindow.inputClock = clock
        window.frameScheduler = nil
        window = newWindow
        frameClock = HeadlessFrameClock(window: newWindow)
    }

    /// No screen to cover.
    public var isFullscreen: Bool { false }

    /// There is no window manager to ask, so the window keeps its size (and says so once).
    public func toggleFullscreen() {
        Diagnostics.warn("fullscreen was asked of a window with no display; it keeps its size",
                         once: "HeadlessHost.toggleFullscreen")
    }

    /// Ends the process with `exitCode`, once everything written has been flushed.
    public func terminate(exitCode: Int32) -> Never {
        fflush(nil)
        exit(exitCode)
    }
}
