import CX11
import Dispatch
import Foundation

/// Runs an app in an X11 window: composition, the run loop, the scale policy and
/// presentation. Reading and decoding the connection is `X11EventSource`'s.
///
/// **One turn of the run loop.** The main dispatch queue watches the connection's socket.
/// When it is readable (or Xlib already holds queued events), the event source reads,
/// decodes and coalesces every pending event; the input is delivered; then the window runs at
/// most one update pass (layout, draw, composite) and the damaged pixels are presented. Between turns
/// the process sleeps in the dispatch queue — no polling, no timeouts — so an idle window
/// costs no CPU, while `DispatchQueue.main.async`, `Task { @MainActor in }` and gesture timers
/// run as soon as they are due.
///
/// **Frames.** While something animates, `X11FrameClock` runs the same turn at each refresh
/// of the monitor the window is on (`X11DisplayRefresh`), and turns between two frames leave
/// rendering to the next frame.
@MainActor
final class X11Host: PlatformHost {
    let connection: X11Connection
    let nativeWindow: X11Window
    let presenter: X11Presenter
    /// The window shown: the one the host made, or the one the app made key in its place.
    private(set) var window: UIWindow
    private let application: UIApplication
    private let events: X11EventSource
    private let configuration: UIApplicationConfiguration
    /// Pixels per point now; the desktop may change it while the app runs.
    private var scale: CGFloat
    /// The scale before the last change, and the first request made at the new one: events
    /// the server generated before that request (an older serial) describe the window at the
    /// old scale.
    private var previousScale: CGFloat
    private var scaleChangeSerial: UInt = 0
    /// The window's size in pixels as the server last reported it.
    private var pixelSize: (width: Int, height: Int)
    /// The smallest size the user may make the window, in points.
    private let minimumSize: CGSize
    private let settingsWatcher: DesktopSettingsWatcher
    /// The text size last taken from the desktop, so that only a change of it overrides
    /// whatever the app set since.
    private var desktopContentSizeCategory: UIContentSizeCategory?
    private var readSource: DispatchSourceRead?
    /// The window's accessibility tree on the desktop's accessibility bus, when there is one.
    private var accessibilityBridge: ATSPIBridge?
    /// Sends the app a memory warning when the system runs short of memory.
    private var memoryPressureMonitor: MemoryPressureMonitor?
    private let displayRefresh: X11DisplayRefresh
    /// Made last in `init`: it calls back into the host.
    private var frameClock: X11FrameClock?
    /// Where the window is on the root window, in pixels: picks the monitor whose refresh
    /// rate the frames follow.
    private var windowPosition = (x: 0, y: 0)
    /// When the last presented frame's update pass started.
    private var previousFrameStart: DispatchTime?
    /// Exposed window pixels to re-send from the back buffer (no redraw needed).
    private var exposedRects: [CGRect] = []
    private var updateScheduled = false
    /// Whether a turn for events Xlib already holds is queued on the main queue (see `update`).
    private var queuedEventsTurnScheduled = false
    private var framesPresented = 0
    /// When the earliest input not yet shown was read, and how many events have come since:
    /// reported with the next presented frame as its input latency.
    private var unpresentedInputReadAt: DispatchTime?
    private var unpresentedInputCount = 0
    /// The launch the desktop is showing feedback for (`DESKTOP_STARTUP_ID`), until the first
    /// frame ends it.
    private var startupID: String?

    /// `OPENUIKIT_XINPUT=off` makes the host use core events as if the server had no XI2.
    static let xinputEnvironmentVariable = "OPENUIKIT_XINPUT"

    init(configuration: UIApplicationConfiguration, application: UIApplication,
         rootViewController: () -> UIViewController?) throws(X11HostError) {
        do {
            connection = try X11Connection(name: configuration.displayName)
        } catch {
            throw X11HostError(description: error.description)
        }
        self.configuration = configuration
        settingsWatcher = DesktopSettingsWatcher(connection: connection)
        let desktop = DesktopScale(launching: configuration, xsettings: settingsWatcher.settings, resources: settingsWatcher.resources)
        scale = desktop.scale
        previousScale = desktop.scale
        AssetCatalog.preferredScale = desktop.scale
        desktopContentSizeCategory = desktop.contentSizeCategory
        // At start the desktop's text size applies only if it gives one: an app that set its
        // own before UIApplicationMain keeps it until the desktop's changes.
        if desktop.textScale != nil, let category = desktop.contentSizeCategory { UIContentSizeCategory.current = category }

        let size = configuration.checkedSize
        minimumSize = CGSize(width: min(size.width, max(1, configuration.minimumSize.width.isFinite ? configuration.minimumSize.width : 1)),
                             height: min(size.height, max(1, configuration.minimumSize.height.isFinite ? configuration.minimumSize.height : 1)))
        // Past this the back buffer is refused (and would be gigabytes): a window that could
        // never draw is an error naming the size and the scale, not a blank window and a warning.
        let limit = CGFloat(CairoSurface.maximumPixelDimension)
        if size.width * scale > limit || size.height * scale > limit {
            throw X11HostError(description: "a window of \(Int(size.width))×\(Int(size.height)) points at scale \(scale) would be \(Int(size.width * scale))×\(Int(size.height * scale)) pixels; each side may be at most \(Int(limit)) pixels")
        }
        pixelSize = X11Host.pixels(size, scale)
        do {
            nativeWindow = try X11Window(connection: connection, title: configuration.title, className: configuration.className,
                                         pixelSize: pixelSize, minimumPixelSize: X11Host.pixels(minimumSize, scale))
        } catch {
            throw X11HostError(description: error.description)
        }
        X11ErrorHandlers.watch(window: nativeWindow.id)
        presenter = X11Presenter(connection: connection, window: nativeWindow.id, visual: nativeWindow.visual, depth: nativeWindow.depth,
                                 forceMethod: environmentValue("OPENUIKIT_PRESENT") == "putimage" ? .putImage : nil)
        // Xorg servers cannot disable XInput (`-extension XInputExtension` is ignored), so the
        // core-event path is reachable on purpose too: for tests, and for a broken XI2 stack.
        let xinputTurnedOff = environmentValue(X11Host.xinputEnvironmentVariable) == "off"
        let usesXI2 = connection.xinput != nil && !xinputTurnedOff
        let atomNames = X11AtomNames(display: connection.display)
        let axisLabel: (Atom) -> String? = { atomNames.name(of: $0) }
        let decoder = X11InputDecoder(scale: scale,
                                      devices: usesXI2 ? X11DeviceTable.query(display: connection.display, axisLabel: axisLabel) : X11DeviceTable(),
                                      clock: application.inputClock)
        decoder.axisLabel = axisLabel
        // The window listens to touches before it owns them (see `selectInput`).
        decoder.tracksTouchOwnership = usesXI2
        if xinputTurnedOff {
            Diagnostics.warn("XInput2 turned off by \(X11Host.xinputEnvironmentVariable)=off: touchscreens and touchpad gestures are unavailable; using core mouse events")
        } else if !usesXI2 {
            Diagnostics.warn("X display \"\(connection.name)\" has no XInput 2.2: touchscreens and touchpad gestures are unavailable; using core mouse events")
        } else if !connection.supportsTouchpadGestures {
            Diagnostics.warn("X display \"\(connection.name)\" has XInput \(connection.xinput!.major).\(connection.xinput!.minor), not 2.4: touchpad pinch and swipe are unavailable")
        }
        nativeWindow.selectInput(xi2: usesXI2, touchpadGestures: usesXI2 && connection.supportsTouchpadGestures)

        self.application = application
        displayRefresh = X11DisplayRefresh(connection: connection)
        events = X11EventSource(connection: connection, window: nativeWindow, decoder: decoder, usesXI2: usesXI2,
                                settingsWatcher: settingsWatcher, displayRefresh: displayRefresh)
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.screenScale = scale
        window.inputClock = application.inputClock
        window.backBufferFactory = { [presenter] width, height, scale in
            presenter.makeBackBuffer(pixelWidth: width, pixelHeight: height, scale: scale)
        }
        window.onUpdateRequested = { [weak self] in self?.scheduleUpdate() }
        // Frames keep time on the window's clock, which stamps the frame observers' timestamps.
        let frameClock = X11FrameClock(refreshInterval: UIWindow.defaultRefreshInterval,
                                       now: { [weak self] in self?.window.inputClock.now ?? ProcessInfo.processInfo.systemUptime },
                                       runFrame: { [weak self] frame in self?.processEvents(frame: frame) })
        self.frameClock = frameClock
        window.frameScheduler = frameClock
        updateRefreshInterval()
        if let clock = application.inputClock as? SystemInputClock {
            clock.willFireTimer = { [weak self] in self?.deliverPendingInput() }
        }
        events.onWindowEvent = { [unowned self] event in self.handle(event) }
        // Dead keys, Compose and an input method server (XMODIFIERS) for typed text.
        events.inputMethod = X11InputMethod(display: connection.display, window: nativeWindow.id,
                                            now: { [unowned application] in application.inputClock.now })
        // Copy and paste go through the display's selections, shared with other programs.
        let clipboard = X11Selection(display: connection.display, window: nativeWindow.id, name: "CLIPBOARD")
        let primary = X11Selection(display: connection.display, window: nativeWindow.id, name: "PRIMARY")
        // Drops from other programs (XDND) read their data through a selection of their own.
        let dropTarget = XDNDDropTarget(display: connection.display, window: nativeWindow.id, uiWindow: window)
        events.dropTarget = dropTarget
        // Drags out of the window to other programs (XDND) serve the same selection's data.
        let dragSource = XDNDDragSource(display: connection.display, window: nativeWindow.id, uiWindow: window)
        events.dragSource = dragSource
        window.externalDragChannel = dragSource
        events.selections = [clipboard, primary, dropTarget.selection]
        UIPasteboard.general.backend = clipboard
        UIPasteboard.primarySelection.backend = primary
        application.host = self
        application.keyWindow = window
        window.rootViewController = rootViewController()
        window.makeKeyAndVisible()
        // What the window manager reads when it maps the window: the icon, the launch it
        // belongs to, and whether it starts fullscreen.
        nativeWindow.setIcon(X11WindowIcon.cardinals(for: configuration.iconImages))
        startupID = X11StartupNotification.takeStartupID()
        if let startupID { nativeWindow.setStartupID(startupID) }
        if configuration.startsFullscreen { nativeWindow.startFullscreen() }
        nativeWindow.map()
        connection.flush()
    }

    /// Serves the main run loop (and with it the main queue) forever; the process ends
    /// through `terminate`.
    func run() -> Never {
        let source = DispatchSource.makeReadSource(fileDescriptor: connection.fileDescriptor, queue: .main)
        source.setEventHandler { [unowned self] in
            MainActor.assumeIsolated { self.processEvents() }
        }
        readSource = source
        source.resume()
        if application.delegate != nil { endOnSignals() }
        processEvents()
        startAccessibilityBridge()
        let monitor = MemoryPressureMonitor { [unowned application] in application.receiveMemoryWarning() }
        memoryPressureMonitor = monitor
        monitor.start()
        // The main run loop rather than `dispatchMain()`: it drains the main queue too, and
        // it fires the timers apps schedule on it (`Timer.scheduledTimer`,
        // `perform(_:with:afterDelay:)`), which `dispatchMain()` never runs. The default
        // mode is one of the common modes, which always hold the main queue, so `run()`
        // only returns if something stops the loop explicitly.
        while true { RunLoop.main.run() }
    }

    /// Offers the window's accessibility tree to screen readers and on-screen keyboards, after
    /// the first frame so that the buses' answers do not delay it; with no accessibility bus
    /// nothing starts and nothing is said.
    private func startAccessibilityBridge() {
        accessibilityBridge = ATSPIBridge.start(
            applicationName: ProcessInfo.processInfo.processName, windowTitle: configuration.title,
            window: { [unowned self] in self.window },
            windowOrigin: { [unowned self] in CGPoint(x: self.windowPosition.x, y: self.windowPosition.y) },
            scale: { [unowned self] in self.scale })
    }

    /// The signal sources that end a launched app as a close does (see `endOnSignals`).
    private var signalSources: [DispatchSourceSignal] = []

    /// Makes `SIGTERM` and `SIGINT` end the app as closing its window does, so its delegate
    /// hears `applicationWillTerminate(_:)`; the exit code is still the conventional 128 plus
    /// the signal's number. Only for apps launched with a delegate: nothing else listens.
    private func endOnSignals() {
        for signalNumber in [SIGTERM, SIGINT] {
            // Dispatch sees the signal only once its default action (ending the process at
            // once) is turned off.
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
            source.setEventHandler { [unowned self] in
                MainActor.assumeIsolated { () -> Void in self.terminate(exitCode: 128 + signalNumber) }
            }
            source.resume()
            signalSources.append(source)
        }
    }

    // MARK: One turn

    /// Reads and handles everything pending, then runs one update pass; `frame` when the
    /// frame clock runs the turn.
    func processEvents(frame: FrameDeadlineGrid.Frame? = nil) {
        readAndDeliverInput()
        update(frame: frame)
    }

    /// Reads every pending event and delivers the decoded input.
    private func readAndDeliverInput() {
        let readStart = DispatchTime.now()
        let batch = events.read()
        let inputs = batch.inputs
        if !inputs.isEmpty {
            unpresentedInputReadAt = unpresentedInputReadAt ?? readStart
            unpresentedInputCount += inputs.count
        }
        guard batch.touchesTakenAway.isEmpty else {
            deliver(inputs, cancellingTouchesAt: batch.touchesTakenAway)
            return
        }
        for input in inputs { application.sendInput(input) }
    }

    /// Delivers `inputs`, and cancels the window's remaining touches (the fingers synthesised
    /// from the mouse or touchpad; the touchscreen's come cancelled in `inputs`) at each of
    /// `points`, where the platform took every touch away.
    private func deliver(_ inputs: [InputEvent], cancellingTouchesAt points: [Int]) {
        var next = points.makeIterator()
        var point = next.next()
        for (index, input) in inputs.enumerated() {
            while let due = point, due <= index {
                window.cancelAllTouches()
                point = next.next()
            }
            application.sendInput(input)
        }
        if point != nil { window.cancelAllTouches() }
    }

    /// Delivers input that is already waiting, for a timer about to fire; the update pass
    /// follows at the end of the turn as usual.
    private func deliverPendingInput() {
        guard events.hasPendingEvents else { return }
        readAndDeliverInput()
    }

    private func handle(_ event: X11EventSource.WindowEvent) {
        switch event {
        case .exposed(let rect):
            exposedRects.append(rect)
        case .configured(let e):
            pixelSize = (Int(e.width), Int(e.height))
            let scale = e.serial < scaleChangeSerial ? previousScale : self.scale
            let size = CGSize(width: CGFloat(e.width) / scale, height: CGFloat(e.height) / scale)
            if size != window.bounds.size { window.frame = CGRect(origin: .zero, size: size) }
            if e.window == nativeWindow.id { noteWindowMoved(e) }
        case .deleteRequested:
            terminate(exitCode: 0)
        case .focusChanged(let focused):
            hasFocus = focused
            events.inputMethod?.setFocused(focused)
            followWindowState()
        case .mapped(let mapped):
            isMapped = mapped
            followWindowState()
        case .destroyed:
            endBecauseTheWindowWasDestroyed()
        case .settingsChanged:
            followDesktopSettings()
        case .displayConfigurationChanged:
            updateRefreshInterval()
        }
    }

    // MARK: The app's state

    /// Whether the window has the keyboard focus; assumed at first, since a window with no
    /// window manager never hears that it has it.
    private var hasFocus = true
    /// Whether the window is mapped (not iconified).
    private var isMapped = true

    /// Moves the app to the state the window is in: in the background while iconified
    /// (unmapped), active while it has the focus, else inactive.
    private func followWindowState() {
        guard !application.isTerminating else { return }
        application.changeState(to: !isMapped ? .background : hasFocus ? .active : .inactive)
    }

    /// Shows `newWindow`, which the app made and made key, in place of the current window:
    /// it takes over the back buffer, the clock, the frame scheduler and the size.
    func adopt(_ newWindow: UIWindow) {
        guard newWindow !== window else { return }
        let old = window
        newWindow.screenScale = scale
        newWindow.frame = CGRect(origin: .zero, size: old.bounds.size)
        newWindow.inputClock = old.inputClock
        newWindow.backBufferFactory = old.backBufferFactory
        newWindow.onUpdateRequested = old.onUpdateRequested
        newWindow.frameScheduler = old.frameScheduler
        old.frameScheduler = nil
        old.onUpdateRequested = nil
        old.backBufferFactory = nil
        window = newWindow
        scheduleUpdate()
    }

    // MARK: The desktop's settings

    /// Applies the desktop's settings after they changed: the text size, unless the
    /// environment pinned it, and the scale, unless the app or the environment did.
    private func followDesktopSettings() {
        let desktop = DesktopScale(launching: configuration, xsettings: settingsWatcher.settings, resources: settingsWatcher.resources)
        if let category = desktop.contentSizeCategory, category != desktopContentSizeCategory {
            desktopContentSizeCategory = category
            UIContentSizeCategory.current = category
        }
        if desktop.scale != scale { changeScale(to: desktop.scale) }
    }

    /// Draws at `newScale` from now on, keeping the window's size in points: every backing
    /// store is redrawn at the new scale, the window is resized to the same points in the new
    /// pixels (a fullscreen window keeps its pixels, and its size in points follows), and
    /// the views hear of the new display scale through their traits in the next pass.
    private func changeScale(to newScale: CGFloat) {
        let points = window.bounds.size
        previousScale = scale
        scaleChangeSerial = UInt(XNextRequest(connection.display))
        scale = newScale
        events.decoder.scale = newScale
        AssetCatalog.preferredScale = newScale
        // Exposed rects were in the old pixels; the new back buffer is composited whole.
        exposedRects.removeAll()
        window.screenScale = newScale
        nativeWindow.rescaleGeometryBeforeFullscreen(by: newScale / previousScale)
        if nativeWindow.isFullscreen {
            window.frame = CGRect(x: 0, y: 0, width: CGFloat(pixelSize.width) / newScale, height: CGFloat(pixelSize.height) / newScale)
            nativeWindow.setSizeHints(pixelSize: pixelSize, minimumPixelSize: X11Host.pixels(minimumSize, newScale))
        } else {
            let target = X11Host.pixels(points, newScale)
            nativeWindow.setSizeHints(pixelSize: target, minimumPixelSize: X11Host.pixels(minimumSize, newScale))
            nativeWindow.resize(pixelSize: target)
        }
        connection.flush()
    }

    // MARK: The monitor's refresh rate

    /// A window manager reports a move of its frame with a synthetic event in root
    /// coordinates (ICCCM 4.1.5); the server's own event is relative to the parent, which is
    /// the frame when there is a window manager, so the position is asked for then.
    private func noteWindowMoved(_ event: XConfigureEvent) {
        if event.send_event != 0 {
            windowPosition = (Int(event.x), Int(event.y))
        } else {
            var x: Int32 = 0, y: Int32 = 0
            var child: Window = 0
            guard XTranslateCoordinates(connection.display, nativeWindow.id, connection.root, 0, 0, &x, &y, &child) != 0 else { return }
            windowPosition = (Int(x), Int(y))
        }
        updateRefreshInterval()
    }

    private func updateRefreshInterval() {
        let size = X11Host.pixels(window.bounds.size, scale)
        frameClock?.setRefreshInterval(displayRefresh.refreshInterval(forWindowAt: windowPosition.x, windowPosition.y, size.width, size.height))
    }

    // MARK: Update and present

    private func scheduleUpdate() {
        guard !updateScheduled else { return }
        updateScheduled = true
        // At the end of the current turn: everything else queued now (input, async blocks)
        // lands in the same pass.
        DispatchQueue.main.async { [weak self] in self?.update() }
    }

    private func update(frame: FrameDeadlineGrid.Frame? = nil) {
        updateScheduled = false
        guard frame != nil || frameClock?.isFrameScheduled != true else {
            // The frame due within one refresh renders what this turn changed.
            scheduleTurnForQueuedEvents()
            return
        }
        let renderStart = DispatchTime.now()
        let statistics = window.renderIfNeeded()
        let presentStart = DispatchTime.now()
        var rects = statistics?.damageInWindowPixels ?? []
        // An expose inside a rect this pass already sends needs nothing more (the first
        // frame's expose covers the window the first composite just sent).
        rects += exposedRects.filter { exposed in !rects.contains { $0.contains(exposed) } }
        exposedRects.removeAll()
        var pixels = 0
        if !rects.isEmpty { pixels = presenter.present(rects) }
        if let frame { frameClock?.finish(frame) }
        if pixels > 0 {
            framesPresented += 1
            // The window shows something: the launch is over (startup notification).
            if let id = startupID {
                startupID = nil
                X11StartupNotification.broadcast(X11StartupNotification.removeMessage(id: id), on: connection)
            }
            let done = DispatchTime.now()
            application.didPresentFrame?(FramePresentation(
                frameNumber: framesPresented, presentedPixels: pixels, rectangleCount: rects.count,
                method: presenter.method.rawValue,
                renderSeconds: X11Host.seconds(from: renderStart, to: presentStart),
                presentSeconds: X11Host.seconds(from: presentStart, to: done),
                inputEvents: unpresentedInputCount,
                inputLatencySeconds: unpresentedInputReadAt.map { X11Host.seconds(from: $0, to: done) },
                targetTime: frame?.target,
                missedDeadlines: frameClock?.missedDeadlines ?? 0,
                secondsSincePreviousFrame: previousFrameStart.map { X11Host.seconds(from: $0, to: renderStart) }))
            previousFrameStart = renderStart
            // The launch is shown: now the icons, which it did not wait for.
            if framesPresented == 1, let makeIcons = configuration.makeIconImages {
                nativeWindow.setIcon(X11WindowIcon.cardinals(for: configuration.iconImages + makeIcons()))
                connection.flush()
            }
        }
        moveInputMethodSpot()
        resetInputMethodIfTheAppUnmarked()
        accessibilityBridge?.windowDidUpdate()
        // Input that changed nothing on screen has no frame to wait for.
        unpresentedInputReadAt = nil
        unpresentedInputCount = 0
        scheduleTurnForQueuedEvents()
    }

    /// Tells the input method where the first responder's caret now is, so a server's
    /// candidate window opens beside it (only a change reaches the server).
    private func moveInputMethodSpot() {
        guard let inputMethod = events.inputMethod, inputMethod.hasContext,
              let responder = UIResponder.currentFirstResponder(in: window) as? MarkedTextResponder,
              let caret = responder.inputMethodCaretRect else { return }
        inputMethod.moveSpot(toPixelX: caret.minX * scale, y: caret.maxY * scale)
    }

    /// The input method composes but no first responder shows its text as marked any more:
    /// the app ended the composition itself (`unmarkText()`, the field resigned, editing
    /// moved elsewhere), so the input method must drop its preedit too.
    private func resetInputMethodIfTheAppUnmarked() {
        guard let inputMethod = events.inputMethod, inputMethod.isComposing else { return }
        let responder = UIResponder.currentFirstResponder(in: window) as? MarkedTextResponder
        if responder?.hasMarkedTextForInputMethod != true { inputMethod.resetComposition() }
    }

    private func scheduleTurnForQueuedEvents() {
        // Presenting may have read events into Xlib's queue without the socket signalling.
        // One such turn queued at a time: under a steady flood every present finds events
        // queued, and a turn queued per present (the socket starting turns of its own too)
        // piled up blocks on the main queue without end, 50 kB a second at 10 000 touch
        // updates a second (found by the touch flood).
        if events.hasQueuedEvents, !queuedEventsTurnScheduled {
            queuedEventsTurnScheduled = true
            DispatchQueue.main.async { [weak self] in
                guard let self else { return }
                self.queuedEventsTurnScheduled = false
                self.processEvents()
            }
        }
    }

    // MARK: PlatformHost

    var isFullscreen: Bool { nativeWindow.isFullscreen }

    func toggleFullscreen() {
        nativeWindow.toggleFullscreen()
    }

    func terminate(exitCode: Int32) -> Never {
        application.prepareForTermination()
        readSource?.cancel()
        accessibilityBridge?.stop()
        presenter.close()
        nativeWindow.destroy()
        connection.close()
        fflush(nil)
        exit(exitCode)
    }

    /// Another client destroyed the window (XDestroyWindow; `xkill` closes the connection
    /// instead, which ends in the I/O error handler). Nothing is left to draw into or take
    /// input from, and the user sees the window gone, so the app ends as a close would: one
    /// line saying why, exit code 0.
    private func endBecauseTheWindowWasDestroyed() -> Never {
        nativeWindow.noteDestroyedElsewhere()
        let message = "OpenUIKit: the window on X display \"\(connection.name)\" was destroyed by another program; exiting.\n"
        FileHandle.standardError.write(Data(message.utf8))
        terminate(exitCode: 0)
    }

    // MARK: Helpers

    private static func pixels(_ size: CGSize, _ scale: CGFloat) -> (width: Int, height: Int) {
        (Int((size.width * scale).rounded(.up)), Int((size.height * scale).rounded(.up)))
    }

    private static func seconds(from start: DispatchTime, to end: DispatchTime) -> TimeInterval {
        Double(end.uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }
}

/// Why the X11 host could not start; the description is one line for the user.
struct X11HostError: Error, CustomStringConvertible {
    let description: String
}
