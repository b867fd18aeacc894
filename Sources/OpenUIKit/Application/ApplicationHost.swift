/// What the application asks of the platform that runs it (the X11 host, or nothing when
/// headless).
@MainActor
protocol ApplicationHost: AnyObject {
    var isFullscreen: Bool { get }
    func toggleFullscreen()
    /// Closes the window and the connection cleanly and ends the process.
    func terminate(exitCode: Int32) -> Never
}
