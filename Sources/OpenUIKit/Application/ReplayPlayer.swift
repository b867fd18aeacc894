import Foundation

/// Plays a `ReplayScript` into a window through `UIApplication.sendInput`, the path real
/// X11 input takes after decoding: touches go to the window's recognizers and views, keys up
/// the responder chain.
///
/// - `play(in:)` runs in real time on the window's input clock while the app runs, starting
///   `startDelay` after the call so the first frame is on screen before the first finger.
/// - `playToEnd(in:)` runs the whole script at once on a `ManualInputClock` (no display:
///   a headless snapshot of what the gestures did). Timers such as the tap recognizer's
///   wait for a double tap fire as simulated time passes.
///
/// Either way the events are the same, timestamped from the script's time line.
@preconcurrency @MainActor
public final class ReplayPlayer {
    /// What happens at one moment of the time line.
    public enum Step: Equatable {
        /// One decoded input value to send to the window.
        case input(InputEvent)
        /// Writing the window as a PNG at `path`.
        case snapshot(path: String)
        /// Stopping the replay.
        case quit
    }

    /// A step, its time on the input clock, and the script line it came from.
    public struct TimedStep: Equatable {
        /// When the step happens, in seconds on the input clock.
        public var time: TimeInterval
        /// What happens.
        public var step: Step
        /// The 1-based script line that produced the step.
        public var line: Int
    }

    /// How the play ended.
    public enum Outcome: Equatable {
        /// Every step was played.
        case finished
        /// A `quit` line was reached.
        case quit
        /// Nothing was played: a line is over one of the replay's bounds for this window
        /// (a pan too long at its speed, too many events in all, too much time in all).
        case refused(ReplayScript.ParseError)
    }

    /// How long a replayed key is held, in seconds: a brisk key press.
    public static let keyHoldDuration: TimeInterval = 0.05
    /// The pause before a live replay starts, in seconds, so the window is mapped and drawn.
    public static let startDelay: TimeInterval = 0.3
    /// How long a headless replay lets simulated time run after the last step, in seconds:
    /// longer than any recognizer's timer (double-tap 0.35 s, long press 0.5 s).
    public static let settleTime: TimeInterval = 1

    /// The script this player plays.
    public let script: ReplayScript
    /// Called with each snapshot path written, and with problems (a snapshot that failed).
    public var log: (String) -> Void = { message in
        FileHandle.standardError.write(Data("replay: \(message)\n".utf8))
    }

    /// The problems met while playing (a snapshot that could not be written), one message
    /// each: a caller that exits afterwards should exit non-zero when there are any.
    public private(set) var failures: [String] = []

    private var pending: [TimedStep] = []
    private var timer: InputTimer?
    private var completion: ((Outcome) -> Void)?

    /// A player for `script`; nothing plays until `play` or `playToEnd` is called.
    public init(script: ReplayScript) {
        self.script = script
    }

    // MARK: Time line

    /// The script's steps for a window of `size` points, starting at `startTime`.
    ///
    /// - Throws: an error naming the line when a gesture would last longer than
    ///   `ReplayScript.maximumGestureDuration`, the whole replay would generate more than
    ///   `ReplayScript.maximumEvents` events or span more than
    ///   `ReplayScript.maximumTotalDuration`. Each gesture's events are counted before they
    ///   are generated, so a hostile line costs nothing.
    package static func timeline(for script: ReplayScript, windowSize size: CGSize,
                                startTime: TimeInterval) throws(ReplayScript.ParseError) -> [TimedStep] {
        var synthesizer = GestureSynthesizer(startTime: startTime, deviceID: ReplayPlayer.deviceID)
        var steps: [TimedStep] = []
        func add(_ events: [InputEvent], line: Int) {
            for event in events {
                steps.append(TimedStep(time: event.timestamp, step: .input(event), line: line))
            }
        }
        var eventCount = 0
        /// Checks a gesture of `fingers` fingers moving for `seconds` (0 for none) before it
        /// is generated: its own duration, and the replay's event count.
        func reserve(line: Int, fingers: Int, moving seconds: TimeInterval?) throws(ReplayScript.ParseError) {
            var events = 2 * fingers
            if let seconds {
                guard seconds.isFinite, seconds <= ReplayScript.maximumGestureDuration else {
                    let shown = seconds.isFinite ? ReplayLineParser.format(seconds) : "forever"
                    throw ReplayScript.ParseError(line: line, message: "this gesture would last \(shown) s in a window of \(Int(size.width))×\(Int(size.height)) points; a gesture may last at most \(Int(ReplayScript.maximumGestureDuration)) s (go faster or shorter)")
                }
                events += fingers * GestureSynthesizer.sampleCount(duration: seconds, sampleRate: synthesizer.sampleRate)
            }
            eventCount += events
            guard eventCount <= ReplayScript.maximumEvents else {
                throw ReplayScript.ParseError(line: line, message: "the replay reaches more than \(ReplayScript.maximumEvents) input events here; a replay may generate at most \(ReplayScript.maximumEvents) (fewer or shorter gestures, or a lower rate)")
            }
        }
        for command in script.commands {
            let line = command.line
            switch command.action {
            case .tap(_, let fingers):
                try reserve(line: line, fingers: fingers, moving: nil)
            case .doubleTap:
                try reserve(line: line, fingers: 2, moving: nil)
            case .press, .key:
                try reserve(line: line, fingers: 1, moving: nil)
            case .swipe(_, _, _, let duration):
                try reserve(line: line, fingers: 1, moving: duration)
            case .pan(let path, let speed):
                let points = path.map { $0.resolve(in: size) }
                let length = zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
                try reserve(line: line, fingers: 1, moving: Double(length / speed))
            case .pinch(_, let scale, let velocity):
                try reserve(line: line, fingers: 2, moving: Double(abs(scale - 1) / velocity))
            case .rotate(_, let angle, let velocity):
                try reserve(line: line, fingers: 2, moving: Double(abs(angle) / velocity))
            case .touch:
                eventCount += 1
                try reserve(line: line, fingers: 0, moving: nil)
            case .wait, .sampleRate, .snapshot, .quit:
                break
            }
            switch command.action {
            case .tap(let point, let fingers):
                add(synthesizer.tap(at: point.resolve(in: size), fingers: fingers), line: line)
            case .doubleTap(let point):
                add(synthesizer.doubleTap(at: point.resolve(in: size)), line: line)
            case .press(let point, let duration):
                add(synthesizer.press(at: point.resolve(in: size), duration: duration), line: line)
            case .swipe(let point, let direction, let distance, let duration):
                add(synthesizer.swipe(from: point.resolve(in: size), direction: direction, distance: distance, duration: duration), line: line)
            case .pan(let path, let speed):
                add(synthesizer.pan(along: path.map { $0.resolve(in: size) }, speed: speed), line: line)
            case .pinch(let point, let scale, let velocity):
                add(synthesizer.pinch(center: point.resolve(in: size), scale: scale, velocity: velocity), line: line)
            case .rotate(let point, let angle, let velocity):
                add(synthesizer.rotate(center: point.resolve(in: size), angle: angle, velocity: velocity), line: line)
            case .wait(let seconds):
                _ = synthesizer.wait(seconds)
            case .touch(let phase, let id, let point):
                // The file's finger numbers are kept apart from the synthesizer's own ids.
                let input = TouchInput(id: ReplayPlayer.rawTouchIDBase + id, phase: phase, location: point.resolve(in: size),
                                       timestamp: synthesizer.time, deviceID: ReplayPlayer.deviceID, isDirect: true)
                add([.touch(input)], line: line)
            case .key(let key):
                let down = KeyInput(isDown: true, key: key, timestamp: synthesizer.time)
                _ = synthesizer.wait(keyHoldDuration)
                let up = KeyInput(isDown: false, key: key, timestamp: synthesizer.time)
                add([.key(down), .key(up)], line: line)
            case .sampleRate(let rate):
                synthesizer.sampleRate = rate
            case .snapshot(let path):
                steps.append(TimedStep(time: synthesizer.time, step: .snapshot(path: path), line: line))
            case .quit:
                steps.append(TimedStep(time: synthesizer.time, step: .quit, line: line))
            }
            guard synthesizer.time - startTime <= ReplayScript.maximumTotalDuration else {
                throw ReplayScript.ParseError(line: line, message: "the replay runs past \(Int(ReplayScript.maximumTotalDuration)) s here; a replay may last at most \(Int(ReplayScript.maximumTotalDuration)) s")
            }
        }
        return steps
    }

    /// The device id replayed touches claim: far from any real XInput2 device id.
    static let deviceID = 9_000
    /// Where the file's own `touch` finger numbers start among touch ids.
    static let rawTouchIDBase = 100_000

    // MARK: Playing

    /// Plays the script in real time into `window`, from `startDelay` after now on its
    /// input clock; `completion` is called at the end or at `quit` (after which the caller
    /// usually terminates the app).
    public func play(in window: UIWindow, application: UIApplication = .shared,
                     completion: @escaping (Outcome) -> Void = { _ in }) {
        let clock = window.inputClock
        self.completion = completion
        do {
            pending = try ReplayPlayer.timeline(for: script, windowSize: window.bounds.size,
                                                startTime: clock.now + ReplayPlayer.startDelay)
        } catch {
            log("\(error)")
            finish(.refused(error))
            return
        }
        scheduleNext(window: window, application: application)
    }

    /// Stops a live replay; no more steps are played and the completion is not called.
    public func stop() {
        timer?.cancel()
        timer = nil
        pending = []
        completion = nil
    }

    private func scheduleNext(window: UIWindow, application: UIApplication) {
        guard let next = pending.first else {
            finish(.finished)
            return
        }
        let clock = window.inputClock
        timer = clock.schedule(after: max(0, next.time - clock.now)) { [weak self, weak window] in
            guard let self, let window else { return }
            self.timer = nil
            // Everything due by now goes in one turn, as a burst of X events would.
            while let step = self.pending.first, step.time <= window.inputClock.now {
                self.pending.removeFirst()
                if self.perform(step, in: window, application: application) == .quit {
                    self.pending = []
                    self.finish(.quit)
                    return
                }
            }
            self.scheduleNext(window: window, application: application)
        }
    }

    private func finish(_ outcome: Outcome) {
        let completion = self.completion
        self.completion = nil
        completion?(outcome)
    }

    /// Plays the whole script at once in simulated time, for a window with no display, on
    /// the window's manual clock (its `HeadlessHost`'s, or a test's), then runs the
    /// animations it started to their end. The window's headless frame clock runs those
    /// frames; a window without one gets one for the duration (see `HeadlessFrameClock` for
    /// a window not on a manual clock).
    @discardableResult
    public func playToEnd(in window: UIWindow, application: UIApplication = .shared) -> Outcome {
        if let frames = window.frameScheduler as? HeadlessFrameClock {
            return playToEnd(in: window, frames: frames, application: application)
        }
        let scheduler = window.frameScheduler
        defer { window.frameScheduler = scheduler }
        return playToEnd(in: window, frames: HeadlessFrameClock(window: window), application: application)
    }

    /// Plays the script on `frames`' clock (the window's) and finishes with its frames.
    func playToEnd(in window: UIWindow, frames: HeadlessFrameClock, application: UIApplication) -> Outcome {
        let clock = frames.clock
        defer { window.cancelAllTouches() }
        window.layoutIfNeeded()
        let steps: [TimedStep]
        do {
            steps = try ReplayPlayer.timeline(for: script, windowSize: window.bounds.size, startTime: clock.now)
        } catch {
            return .refused(error)
        }
        for step in steps {
            clock.advance(to: step.time)
            // Layout first, as a frame between events would, so hit tests see current frames.
            window.layoutIfNeeded()
            if perform(step, in: window, application: application) == .quit { return .quit }
        }
        clock.advance(by: ReplayPlayer.settleTime)
        // The animations the script started run to their end on the simulated clock, frame by
        // frame as a display would, so a snapshot taken after the replay shows where they end
        // on every run.
        frames.runUntilIdle(limit: ReplayPlayer.animationLimit)
        return .finished
    }

    /// The most simulated time spent finishing animations after a replay (a repeating one
    /// never ends), in seconds.
    public static let animationLimit: TimeInterval = 30

    /// Performs one step; returns `.quit` for a quit step.
    private func perform(_ step: TimedStep, in window: UIWindow, application: UIApplication) -> Outcome? {
        switch step.step {
        case .input(let event):
            if application.keyWindow === window {
                application.sendInput(event)
            } else {
                window.sendInput(event)
            }
            return nil
        case .snapshot(let path):
            do {
                try window.saveSnapshot(toPNG: path)
                log("wrote \(ReplayScript.quoted(path)) (line \(step.line))")
            } catch {
                let message = "line \(step.line): \(error)"
                failures.append(message)
                log(message)
            }
            return nil
        case .quit:
            return .quit
        }
    }
}
