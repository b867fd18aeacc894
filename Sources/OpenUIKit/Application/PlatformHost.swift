/// What runs an app's window: `X11Host` on a display, `HeadlessHost` without one
/// (`--snapshot`, replays played to their end, tests).
///
/// A host makes the window and owns what it runs on: its scale (from `DesktopScale`, the
/// one scale policy), its clock (the app's one `InputClock`, which the host makes and sets
/// as the window's `inputClock`; `UIApplication.inputClock`, gesture timers, animations and
/// frames all read it from there) and its frame scheduler. It ends the process when asked.
@MainActor
protocol PlatformHost: AnyObject {
    /// The window the host made: shown on a screen, or drawn only into its back buffer.
    var window: UIWindow { get }
    var isFullscreen: Bool { get }
    func toggleFullscreen()
    /// Closes the window (and the connection, if any) cleanly and ends the process.
    func terminate(exitCode: Int32) -> Never
    /// Shows `window` in place of the current one, at its size and scale and on its clock:
    /// the window an app made itself and made key.
    func adopt(_ window: UIWindow)
}
