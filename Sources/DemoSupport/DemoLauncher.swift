import ArgumentParser
import Foundation
import OpenUIKit

/// Starts a demo app the way its command line asks:
///
/// - `--snapshot PATH` / `--pdf PATH`: builds the window offscreen (no display needed), plays
///   `--replay` in simulated time, writes the files, prints their paths and exits.
/// - No `DISPLAY`: says so, and does the same with the snapshot at the app's default path.
/// - Otherwise: opens the window (`UIApplicationMain`); `--show-touches` and `--replay` act
///   on it once it is up. A `DISPLAY` that cannot be reached is an error naming it (exit 1).
@MainActor
public enum DemoLauncher {
    public static func launch(_ app: DemoApp, options: DemoOptions) -> Never {
        InstalledLayout.configureAssetSearch()
        if let directory = options.exportIcons { exportIcons(app, to: directory) }
        let script = replayScript(app: app, options: options)
        var configuration = UIApplicationConfiguration(
            title: app.title, size: options.size?.size ?? app.defaultSize, minimumSize: app.minimumSize,
            className: app.className, scale: options.scale.map { CGFloat($0) }, startsFullscreen: options.fullscreen)

        if options.rendersOffscreenOnly {
            let host = HeadlessHost(configuration: configuration, rootViewController: app.makeRootViewController)
            refuseOversizedPicture(host.window, app: app, options: options)
            host.terminate(exitCode: renderOffscreen(host.window, app: app, options: options, script: script,
                                                     snapshotPath: options.snapshot, pdfPath: options.pdf))
        }

        // Icons only for a window (a snapshot has no use for them), drawn after its first
        // frame. (getenv: ProcessInfo's dictionary of the whole environment is built anew
        // per call.)
        if let icon = app.icon, let display = getenv("DISPLAY"), display.pointee != 0 {
            configuration.makeIconImages = { icon.windowIconImages() }
        }
        if getenv(frameLogVariable).map({ String(cString: $0) }) == "1" {
            UIApplication.shared.didPresentFrame = { frame in
                FileHandle.standardOutput.write(Data((frame.logLine + "\n").utf8))
            }
        }
        // Runs once the run loop starts, when the window exists and is about to be shown.
        DispatchQueue.main.async {
            guard let window = UIApplication.shared.keyWindow else { return }
            window.showsTouches = options.showTouches
            if let script {
                let player = ReplayPlayer(script: script)
                player.play(in: window) { outcome in
                    if case .refused(let error) = outcome {
                        fail("\(app.title): --replay \(ReplayScript.quoted(options.replay ?? "")): \(error)",
                             code: ExitCode.validationFailure.rawValue)
                    }
                    // A snapshot line that could not be written is said at once, and a
                    // `quit` after it exits 1, as the offscreen run does.
                    for failure in player.failures { printError("\(app.title): replay: \(failure)") }
                    if outcome == .quit { UIApplication.shared.terminate(exitCode: player.failures.isEmpty ? 0 : 1) }
                    activePlayer = nil
                }
                activePlayer = player
            }
        }
        UIApplicationMain(configuration, rootViewController: app.makeRootViewController) { window in
            say("\(app.title): there is no X display (DISPLAY is not set), so no window opens; drawing a snapshot instead.")
            return renderOffscreen(window, app: app, options: options, script: script,
                                   snapshotPath: app.defaultSnapshotPath, pdfPath: nil)
        }
    }

    /// Writes the app's icon-theme files under `directory` (`--export-icons`), prints each
    /// path, and exits: 0, or 1 when a file could not be written or the app has no icon.
    private static func exportIcons(_ app: DemoApp, to directory: String) -> Never {
        guard let icon = app.icon else { fail("\(app.title): this app has no icon to export", code: 1) }
        let root = URL(fileURLWithPath: directory, isDirectory: true)
        do {
            for file in try icon.writeThemeIcons(to: root) {
                say(absolute(root.appendingPathComponent(file).path))
            }
        } catch {
            fail("\(app.title): \(error)", code: 1)
        }
        fflush(nil)
        exit(0)
    }

    /// A scale from the environment (`OPENUIKIT_SCALE`) rather than `--scale` is known only
    /// once the window is made: a size it would make too many pixels of is the same usage
    /// error as `--scale`'s (`DemoOptions.validate`), naming where the scale came from.
    private static func refuseOversizedPicture(_ window: UIWindow, app: DemoApp, options: DemoOptions) {
        let limit = CGFloat(CairoSurface.maximumPixelDimension)
        let scale = window.screenScale
        let pixels = (width: window.bounds.width * scale, height: window.bounds.height * scale)
        guard pixels.width > limit || pixels.height > limit else { return }
        let size = "\(Int(window.bounds.width))x\(Int(window.bounds.height))"
        let source = options.scale == nil ? "OPENUIKIT_SCALE=\(scale)" : "--scale \(scale)"
        fail("\(app.title): --size \(size) at \(source) would be \(Int(pixels.width))×\(Int(pixels.height)) pixels; each side may be at most \(Int(limit)) pixels",
             code: ExitCode.validationFailure.rawValue)
    }

    /// The `--replay` script, parsed; a bad one ends the app with a usage error.
    ///
    /// A function of its own so that `launch` holds the script as a plain constant: Swift
    /// 6.3.1's optimizer crashed compiling `launch` for release (an ownership verifier error
    /// in CopyPropagation) when closures captured a constant initialised in a do/catch.
    private static func replayScript(app: DemoApp, options: DemoOptions) -> ReplayScript? {
        do {
            return try options.replayScript()
        } catch {
            fail("\(app.title): \(error.message)", code: ExitCode.validationFailure.rawValue)
        }
    }

    /// With this environment variable set to 1, every presented frame prints one line to
    /// standard output (`FramePresentation.logLine`: `frame N pixels=… rects=… method=… render=S present=S
    /// input=N latency=S|- target=S|- missed=N interval=S|-`), unbuffered:
    /// for tests and benchmarks that watch a running app from outside.
    public static let frameLogVariable = "OPENUIKIT_FRAME_LOG"

    /// The live replay, kept alive while it plays.
    private static var activePlayer: ReplayPlayer?

    /// Plays the replay (if any) in simulated time, then writes the snapshot and PDF asked
    /// for. Returns the exit code: 1 if a file could not be written (a replay's snapshot
    /// too), 64 if the replay is over one of its bounds for this window.
    ///
    /// `window` is a `HeadlessHost`'s (`UIApplicationMain` without a display makes one too):
    /// its clock is simulated and its frame scheduler is the host's `HeadlessFrameClock`.
    static func renderOffscreen(_ window: UIWindow, app: DemoApp, options: DemoOptions, script: ReplayScript?,
                                snapshotPath: String?, pdfPath: String?) -> Int32 {
        window.showsTouches = options.showTouches
        var code: Int32 = 0
        if let script {
            let player = ReplayPlayer(script: script)
            player.log = { say("\(app.title): replay: \($0)") }
            if case .refused(let error) = player.playToEnd(in: window) {
                // A bound that depends on the window's size (a pan's length): the same usage
                // error as a bad line found while parsing, and nothing is written.
                printError("\(app.title): --replay \(ReplayScript.quoted(options.replay ?? "")): \(error)")
                return ExitCode.validationFailure.rawValue
            }
            if !player.failures.isEmpty {
                for failure in player.failures { printError("\(app.title): replay: \(failure)") }
                code = 1
            }
        } else {
            // Animations the app starts by itself (the table's deal, as the window is first
            // laid out) end before the picture too, as a replay's do: otherwise the snapshot
            // would show their first frame.
            let frames = (window.frameScheduler as? HeadlessFrameClock) ?? HeadlessFrameClock(window: window)
            frames.runUntilIdle(limit: ReplayPlayer.animationLimit)
        }
        if let snapshotPath {
            do {
                try window.saveSnapshot(toPNG: snapshotPath)
                say("\(app.title): wrote the snapshot \(absolute(snapshotPath))")
            } catch {
                printError("\(app.title): could not write the snapshot: \(error)")
                code = 1
            }
        }
        if let pdfPath {
            do {
                try DemoPDFWriter.write(window, to: pdfPath)
                say("\(app.title): wrote the PDF \(absolute(pdfPath))")
            } catch {
                printError("\(app.title): could not write the PDF: \(error)")
                code = 1
            }
        }
        return code
    }

    /// Tells the user what happened, on standard output on purpose: the path of a file the
    /// app wrote is its result, and scripts read it there. Unbuffered, so it is seen at once.
    static func say(_ message: String) {
        FileHandle.standardOutput.write(Data((message + "\n").utf8))
    }

    private static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    private static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    private static func fail(_ message: String, code: Int32) -> Never {
        printError(message)
        exit(code)
    }
}
