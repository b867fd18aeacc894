import Foundation
import OpenUIKit

/// Plays synthesized gestures into a demo app's real view controllers in an offscreen
/// window, as fast as the machine allows, and watches memory, views and Cairo surfaces.
///
/// Time is simulated: a `ManualInputClock` is advanced to each event's timestamp, so the
/// recognizers' timers (the double-tap wait, the long press) fire as in real time while no
/// real time is waited. Fingers report at 120 Hz, and the window runs its update pass at
/// most once per 1/60 s of that time (a 60 Hz display), and after every gesture, so layout,
/// drawing and compositing run as often as they would on screen.
///
/// Gestures cycle through every `SoakGesture` on every target of the scenario, and turn
/// back and forth (drag there, then back; pinch out, then in; turn right, then left), so the
/// cards and the face wander but stay on screen and the app keeps doing the same work.
/// Memory is sampled between gestures, when no finger is down and every timer has fired.
@MainActor
public final class GestureSoak {
    public struct Configuration: Sendable {
        /// How many gestures to play.
        public var gestures: Int
        /// Gestures played before the baseline is taken: caches fill, the allocator settles.
        public var warmupGestures: Int
        /// A sample is taken every this many gestures (and at the end).
        public var sampleInterval: Int
        /// Move events per second, as from a typical touchscreen.
        public var sampleRate: Double

        public init(gestures: Int, warmupGestures: Int? = nil, sampleInterval: Int? = nil, sampleRate: Double = 120) {
            self.gestures = max(1, gestures)
            self.warmupGestures = min(self.gestures - 1, max(0, warmupGestures ?? Configuration.defaultWarmup(for: self.gestures)))
            self.sampleInterval = max(1, sampleInterval ?? max(1, self.gestures / Configuration.samplesPerRun))
            self.sampleRate = sampleRate
        }

        /// Samples taken over a run when no interval is given.
        public static let samplesPerRun = 20
        /// The warm-up is this share of the run…
        public static let warmupShare = 0.1
        /// …but at least this many gestures: every gesture on every target of the biggest
        /// scenario a few times over, so each path has run before the baseline.
        public static let minimumWarmupGestures = 500

        static func defaultWarmup(for gestures: Int) -> Int {
            max(minimumWarmupGestures, Int(Double(gestures) * warmupShare))
        }
    }

    /// The state of the process between two gestures.
    public struct Sample: Sendable {
        /// Gestures played so far.
        public var gestures: Int
        /// Seconds of real time since the run started.
        public var seconds: Double
        public var residentKilobytes: Int
        public var heapBytes: Int
        /// `UIView.liveInstances` and `CairoSurface.liveInstances`.
        public var views: Int
        public var surfaces: Int
    }

    public struct Report: Sendable {
        public var scenario: String
        public var gestures: Int
        public var touchEvents: Int
        public var frames: Int
        public var seconds: Double
        /// Gestures of each kind played.
        public var gesturesByKind: [String: Int]
        /// Before the window existed.
        public var beforeWindow: Sample
        /// The window built and shown, before any gesture.
        public var start: Sample
        /// After the warm-up: the baseline growth is measured from.
        public var afterWarmup: Sample
        public var end: Sample
        /// After the window and its controller were released.
        public var afterRelease: Sample
        public var samples: [Sample]

        public var gesturesPerSecond: Double { Double(gestures) / max(seconds, 1e-9) }

        /// RSS growth from the baseline to the end, as a fraction (0.01 = 1 %).
        public var residentGrowth: Double {
            Double(end.residentKilobytes - afterWarmup.residentKilobytes) / Double(max(afterWarmup.residentKilobytes, 1))
        }

        /// The most views and surfaces alive at any sample after the warm-up.
        public var peakViewsAfterWarmup: Int { samples.filter { $0.gestures >= afterWarmup.gestures }.map(\.views).max() ?? end.views }
        public var peakSurfacesAfterWarmup: Int { samples.filter { $0.gestures >= afterWarmup.gestures }.map(\.surfaces).max() ?? end.surfaces }
    }

    /// The pause between gestures, in seconds: longer than the double-tap interval (0.35 s),
    /// so two taps in a row stay two taps, as a hand pauses between gestures.
    public static let pauseBetweenGestures: TimeInterval = 0.4
    /// How long a long press is held, in seconds: past the 0.5 s the recognizer needs.
    public static let longPressDuration: TimeInterval = 0.6
    /// How far a drag goes, in points, and how fast (points per second): slower than the
    /// 200 pt/s a swipe needs, so a drag is a drag and not a flick.
    public static let dragDistance: CGFloat = 40
    public static let dragSpeed: CGFloat = 150
    /// How much a pinch scales and how fast (scale per second).
    public static let pinchScale: CGFloat = 1.25
    public static let pinchVelocity: CGFloat = 3
    /// How far a rotation turns (radians) and how fast (radians per second).
    public static let rotationAngle: CGFloat = 0.35
    public static let rotationVelocity: CGFloat = 3.5
    /// The simulated time between two update passes, in seconds: a 60 Hz display.
    public static let frameInterval: TimeInterval = 1.0 / 60
    /// The device of the second hand in a two-hand drag: another touchscreen id, so its
    /// touch ids never meet the first hand's.
    static let secondHandDevice = 3

    public let scenario: SoakScenario

    public init(scenario: SoakScenario) {
        self.scenario = scenario
    }

    /// Plays `configuration.gestures` gestures; `progress` gets every sample as it is taken.
    public func run(_ configuration: Configuration, progress: (Sample) -> Void = { _ in }) -> Report {
        let started = DispatchTime.now()
        func sample(_ gestures: Int) -> Sample {
            Sample(gestures: gestures, seconds: Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9,
                   residentKilobytes: ProcessMemory.residentKilobytes() ?? 0, heapBytes: ProcessMemory.heapInUseBytes(),
                   views: UIView.liveInstances.value, surfaces: CairoSurface.liveInstances.value)
        }
        // Decoded images are cached for the process; the counts before the window and after
        // releasing it are taken with that cache empty, so they can be compared.
        AssetCatalog.removeCachedImages()
        let beforeWindow = sample(0)
        var player: Player? = Player(scenario: scenario, sampleRate: configuration.sampleRate)
        scenario.preload()
        let start = sample(0)
        var samples = [start]
        var afterWarmup = start
        var byKind: [String: Int] = [:]
        for index in 0..<configuration.gestures {
            let kind = player!.playGesture(index)
            byKind[kind.rawValue, default: 0] += 1
            let played = index + 1
            if played == configuration.warmupGestures {
                afterWarmup = sample(played)
                samples.append(afterWarmup)
                progress(afterWarmup)
            } else if played % configuration.sampleInterval == 0 || played == configuration.gestures {
                let now = sample(played)
                samples.append(now)
                progress(now)
            }
        }
        let end = samples.last!
        let seconds = end.seconds
        let events = player!.touchEvents, frames = player!.frames
        player = nil
        AssetCatalog.removeCachedImages()
        let afterRelease = sample(configuration.gestures)
        return Report(scenario: scenario.name, gestures: configuration.gestures, touchEvents: events, frames: frames,
                      seconds: seconds, gesturesByKind: byKind, beforeWindow: beforeWindow, start: start,
                      afterWarmup: afterWarmup, end: end, afterRelease: afterRelease, samples: samples)
    }
}

/// The window, its clock, and the gesture sequence.
@MainActor
private final class Player {
    let scenario: SoakScenario
    let window: UIWindow
    let clock: ManualInputClock
    var synthesizer: GestureSynthesizer
    var secondHand: GestureSynthesizer
    private(set) var touchEvents = 0
    private(set) var frames = 0

    init(scenario: SoakScenario, sampleRate: Double) {
        self.scenario = scenario
        clock = ManualInputClock(now: 0)
        window = UIWindow(frame: CGRect(origin: .zero, size: scenario.app.defaultSize))
        window.inputClock = clock
        window.rootViewController = scenario.app.makeRootViewController()
        window.makeKeyAndVisible()
        // A spot under every finger: views made and dropped with each touch, drawn and
        // composited on top, so the soak covers them too.
        window.showsTouches = true
        synthesizer = GestureSynthesizer(startTime: 0, sampleRate: sampleRate)
        secondHand = GestureSynthesizer(startTime: 0, sampleRate: sampleRate, deviceID: GestureSoak.secondHandDevice)
        render()
    }

    /// Plays gesture number `index` and the pause after it; returns its kind.
    func playGesture(_ index: Int) -> SoakGesture {
        let kinds = SoakGesture.allCases
        let targets = scenario.targets(window)
        let kind = kinds[index % kinds.count]
        let round = index / kinds.count
        let target = targets[round % targets.count]
        // Every gesture on every target, then the same again the other way round.
        let forward = (round / targets.count) % 2 == 0
        synthesizer.time = clock.now
        let events: [InputEvent]
        switch kind {
        case .pan:
            events = synthesizer.pan(along: [target.point, offset(target.point, forward ? 1 : -1, index)], speed: GestureSoak.dragSpeed)
        case .pinch:
            events = synthesizer.pinch(center: target.point, scale: forward ? GestureSoak.pinchScale : 1 / GestureSoak.pinchScale,
                                       velocity: GestureSoak.pinchVelocity)
        case .rotation:
            events = synthesizer.rotate(center: target.point, angle: forward ? GestureSoak.rotationAngle : -GestureSoak.rotationAngle,
                                        velocity: GestureSoak.rotationVelocity)
        case .swipe:
            let directions: [UISwipeGestureRecognizer.Direction] = [.left, .right, .up, .down]
            events = synthesizer.swipe(from: target.point, direction: directions[round % directions.count])
        case .tap:
            events = synthesizer.tap(at: target.point)
        case .doubleTap:
            events = synthesizer.doubleTap(at: target.point)
        case .longPress:
            events = synthesizer.press(at: target.point, duration: GestureSoak.longPressDuration)
        case .twoHandDrag:
            // The other hand drags the next target at the same time, the opposite way.
            let other = targets[(round + 1) % targets.count]
            secondHand.time = clock.now
            let first = synthesizer.pan(along: [target.point, offset(target.point, forward ? 1 : -1, index)], speed: GestureSoak.dragSpeed)
            let second = secondHand.pan(along: [other.point, offset(other.point, forward ? -1 : 1, index)], speed: GestureSoak.dragSpeed)
            // Merged in time order; at equal times the first hand goes first, as a stable
            // sort keeps it.
            events = (first + second).enumerated().sorted { ($0.element.timestamp, $0.offset) < ($1.element.timestamp, $1.offset) }.map(\.element)
            synthesizer.time = max(synthesizer.time, secondHand.time)
        }
        play(events)
        clock.advance(by: GestureSoak.pauseBetweenGestures)
        render()
        return kind
    }

    /// Where a drag from `point` ends: along one of four directions in turn, so that drags
    /// over a run cancel out.
    private func offset(_ point: CGPoint, _ sign: CGFloat, _ index: Int) -> CGPoint {
        let d = GestureSoak.dragDistance * sign
        switch (index / SoakGesture.allCases.count) % 4 {
        case 0: return CGPoint(x: point.x + d, y: point.y)
        case 1: return CGPoint(x: point.x, y: point.y + d)
        case 2: return CGPoint(x: point.x - d, y: point.y)
        default: return CGPoint(x: point.x, y: point.y - d)
        }
    }

    /// Delivers the events instant by instant, with an update pass after an instant once a
    /// frame interval has passed since the last pass.
    private func play(_ events: [InputEvent]) {
        var index = 0
        while index < events.count {
            let time = events[index].timestamp
            clock.advance(to: time)
            while index < events.count, events[index].timestamp == time {
                window.sendInput(events[index])
                touchEvents += 1
                index += 1
            }
            if clock.now >= lastRender + GestureSoak.frameInterval { render() }
        }
    }

    /// When the last update pass ran, on the simulated clock.
    private var lastRender: TimeInterval = -.infinity

    private func render() {
        lastRender = clock.now
        if window.renderIfNeeded() != nil { frames += 1 }
    }
}
