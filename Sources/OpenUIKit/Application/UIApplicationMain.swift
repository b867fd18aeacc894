import Foundation

/// Starts an app the UIKit way: one call from `main.swift`.
///
/// - With an X display, opens a window of `configuration.size` points titled
///   `configuration.title`, installs the controller `rootViewController()` returns, and runs
///   until the window is closed, Esc or q is pressed, or `UIApplication.shared.terminate()`.
/// - With no `DISPLAY` set (a headless machine, CI), builds the same window offscreen (a
///   `HeadlessHost`'s, on simulated time) and calls `withoutDisplay` with it; its result is
///   the exit code. Apps write a snapshot there.
/// - When `DISPLAY` names a server that cannot be reached, prints one line naming it to
///   standard error and exits with code 1.
///
/// ```swift
/// UIApplicationMain(UIApplicationConfiguration(title: "PlayingCard", size: CGSize(width: 300, height: 420)),
///                   rootViewController: { PlayingCardViewController() },
///                   withoutDisplay: { window in window.writeSnapshot(toPNG: "card.png") ? 0 : 1 })
/// ```
@MainActor
public func UIApplicationMain(_ configuration: UIApplicationConfiguration,
                              rootViewController: () -> UIViewController,
                              withoutDisplay: (UIWindow) -> Int32) -> Never {
    // Fontconfig loads while the display is connected and the window made, not after.
    TextEngine.startLoadingFonts()
    let application = UIApplication.shared
    let requested = configuration.displayName ?? environmentValue("DISPLAY")
    guard let requested, !requested.isEmpty else {
        let host = HeadlessHost(configuration: configuration, application: application, rootViewController: rootViewController)
        application.changeState(to: .active)
        host.terminate(exitCode: withoutDisplay(host.window))
    }
    var configuration = configuration
    configuration.displayName = requested
    let host: X11Host
    do {
        host = try X11Host(configuration: configuration, application: application, rootViewController: rootViewController)
    } catch {
        FileHandle.standardError.write(Data("\(configuration.className): \(error.description)\n".utf8))
        exit(1)
    }
    application.changeState(to: .active)
    host.run()
}

/// Starts an app from its delegate class, as UIKit's `UIApplicationMain` does: what an
/// `@main` app delegate runs, and what a `main.swift` calls as
/// `UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))`.
///
/// `principalClassName` names the application class (a `UIApplication` subclass; nil for
/// `UIApplication`), `delegateClassName` the delegate's (a `UIResponder` conforming to
/// `UIApplicationDelegate`; a name without a module is looked for as written). The app's
/// `Info.plist` and asset catalogs are found by `AppResources`' rule; the launch reads the
/// window's title, size and icon from them, takes the shared options (`--snapshot`, `--pdf`,
/// `--size`, `--scale`, `--replay`, `--fullscreen`, `--show-touches`, `--help`) from `argv`,
/// and runs UIKit's launch sequence (see `UIApplicationDelegate`). It never returns: the
/// process ends when the window is closed, or offscreen once the snapshot is written.
///
/// Not isolated to the main actor, as in UIKit: a Swift 5 `main.swift`'s top-level code is
/// not main-actor isolated and calls it directly. It must run on the main thread; called
/// from another it says so and exits with status 1.
@discardableResult
public nonisolated func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                                          _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    var arguments: [String] = []
    for index in 0..<Int(max(argc, 0)) {
        if let argument = argv[index] { arguments.append(String(cString: argument)) }
    }
    guard Thread.isMainThread else {
        FileHandle.standardError.write(Data("UIApplicationMain must be called on the main thread (from main.swift or an @main type)\n".utf8))
        exit(1)
    }
    MainActor.assumeIsolated {
        ApplicationLauncher.run(arguments: arguments, principalClassName: principalClassName, delegateType: nil,
                                delegateClassName: delegateClassName)
    }
}

extension UIApplication {
    /// The window an app gets when there is no display: a `HeadlessHost`'s, of the same size
    /// and controller, drawn into an image at the configured scale (or `OPENUIKIT_SCALE`,
    /// else 1), which named images are then described at, on a manual clock.
    public static func makeOffscreenWindow(_ configuration: UIApplicationConfiguration, rootViewController: () -> UIViewController) -> UIWindow {
        HeadlessHost(configuration: configuration, application: shared, rootViewController: rootViewController).window
    }
}
