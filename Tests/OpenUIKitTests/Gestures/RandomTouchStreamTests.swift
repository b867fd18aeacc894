import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// A view that checks its own touch callbacks: each touch begins once, then moves, then ends
/// or is cancelled exactly once.
@MainActor
private final class CheckingView: UIView {
    var open: Set<ObjectIdentifier> = []
    var violations: [String] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches where !open.insert(ObjectIdentifier(touch)).inserted {
            violations.append("began twice")
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches where !open.contains(ObjectIdentifier(touch)) {
            violations.append("moved before began")
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches where open.remove(ObjectIdentifier(touch)) == nil {
            violations.append("ended without began")
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches where open.remove(ObjectIdentifier(touch)) == nil {
            violations.append("cancelled without began")
        }
    }
}

/// Lets the two-finger recognizers of one card recognize together.
@MainActor
private final class TwoFingerDelegate: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool {
        (g is UIPinchGestureRecognizer || g is UIRotationGestureRecognizer)
            && (o is UIPinchGestureRecognizer || o is UIRotationGestureRecognizer)
    }
}

/// A window with a small card table, every kind of recognizer on it, and checks on everything
/// they do.
@MainActor
private final class RandomTable {
    let harness = GestureHarness()
    var views: [CheckingView] = []
    var recognizers: [UIGestureRecognizer] = []
    var violations: [String] = []
    var transitions = 0
    var actions = 0
    var began = 0
    private let delegate = TwoFingerDelegate()

    init() {
        let root = CheckingView(frame: harness.window.bounds)
        let cardA = CheckingView(frame: CGRect(x: 40, y: 40, width: 150, height: 220))
        let cardB = CheckingView(frame: CGRect(x: 220, y: 90, width: 150, height: 220))
        cardB.transform = CGAffineTransform(rotationAngle: .pi / 6)
        let corner = CheckingView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        harness.window.addSubview(root)
        root.addSubview(cardA)
        root.addSubview(cardB)
        cardA.addSubview(corner)
        views = [root, cardA, cardB, corner]

        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        let rootPan = UIPanGestureRecognizer()
        let rootPress = UILongPressGestureRecognizer()
        attach([doubleTap, rootPan, rootPress], to: root)

        let pinch = UIPinchGestureRecognizer(), rotation = UIRotationGestureRecognizer()
        pinch.delegate = delegate
        rotation.delegate = delegate
        let cardPan = UIPanGestureRecognizer()
        cardPan.maximumNumberOfTouches = 2
        let cardSwipe = UISwipeGestureRecognizer()
        cardSwipe.direction = [.left, .right]
        let singleTap = UITapGestureRecognizer()
        singleTap.require(toFail: doubleTap)
        cardPan.require(toFail: cardSwipe)
        attach([pinch, rotation, cardPan, cardSwipe, singleTap], to: cardA)

        let tapB = UITapGestureRecognizer()
        tapB.delaysTouchesBegan = true
        let twoFingerSwipe = UISwipeGestureRecognizer()
        twoFingerSwipe.direction = [.up, .down]
        twoFingerSwipe.numberOfTouchesRequired = 2
        let tapThenPress = UILongPressGestureRecognizer()
        tapThenPress.numberOfTapsRequired = 1
        let panB = UIPanGestureRecognizer()
        panB.cancelsTouchesInView = false
        let rotationB = UIRotationGestureRecognizer()
        attach([tapB, twoFingerSwipe, tapThenPress, panB, rotationB], to: cardB)

        let twoFingerTap = UITapGestureRecognizer()
        twoFingerTap.numberOfTouchesRequired = 2
        twoFingerTap.delaysTouchesEnded = false
        attach([twoFingerTap], to: corner)
    }

    private func attach(_ list: [UIGestureRecognizer], to view: UIView) {
        for recognizer in list {
            view.addGestureRecognizer(recognizer)
            recognizers.append(recognizer)
            var active = false
            recognizer.transitionObserver = { [unowned self] r, old, new in
                transitions += 1
                let legal = GestureEnvironment.isLegal(from: old, to: new) || (old.isFinal && new == .possible)
                if !legal { violations.append("\(type(of: r)) \(old) → \(new)") }
                if new == .began { active = true; began += 1 }
                if new == .ended || new == .cancelled { active = false }
                if new == .possible, active { violations.append("\(type(of: r)) began without ending") }
            }
            recognizer.addAction { [unowned self] r in
                actions += 1
                checkOutputs(of: r)
            }
        }
    }

    func checkOutputs(of recognizer: UIGestureRecognizer) {
        let values = GestureRobustnessTests.outputs(of: [recognizer], in: nil)
        if !values.allSatisfy({ $0.isFinite }) {
            violations.append("\(type(of: recognizer)) reported \(values)")
        }
    }

    /// Plays one stream, lets every timer run out, cancels touches that never ended, and
    /// checks that everything is back at rest.
    func play(_ events: [InputEvent], seed: Int) {
        harness.send(events)
        harness.advance(by: 2)
        harness.window.cancelAllTouches()
        harness.advance(by: 2)
        for recognizer in recognizers {
            checkOutputs(of: recognizer)
            if recognizer.state != .possible { violations.append("stream \(seed): \(type(of: recognizer)) left \(recognizer.state)") }
        }
        for view in views {
            if !view.open.isEmpty { violations.append("stream \(seed): a view's touch never ended") }
            violations += view.violations.map { "stream \(seed): \($0)" }
            view.violations.removeAll()
        }
        if harness.clock.pendingTimerCount != 0 { violations.append("stream \(seed): timers left") }
        if harness.window.touchRouter.liveTouchCount != 0 { violations.append("stream \(seed): touches left") }
        if harness.window.touchRouter.environment.participants.count != 0 { violations.append("stream \(seed): participants left") }
    }
}

@Suite("Random touch streams")
@MainActor
struct RandomTouchStreamTests {
    /// One random stream: 1–5 fingers on the table, each with a random start, path and end.
    static func stream(_ rng: inout SeededRandomNumberGenerator, startingAt start: TimeInterval) -> [InputEvent] {
        var timed: [(time: TimeInterval, order: Int, event: InputEvent)] = []
        let fingers = Int.random(in: 1...5, using: &rng)
        let device = Bool.random(using: &rng) ? 2 : 3
        let isDirect = Int.random(in: 0..<4, using: &rng) != 0
        var shared: CGPoint?
        for finger in 0..<fingers {
            var time = start + Double.random(in: 0...0.6, using: &rng)
            if Int.random(in: 0..<10, using: &rng) == 0 { time = start }
            var p: CGPoint
            if let s = shared, Bool.random(using: &rng) {
                p = s
            } else {
                p = CGPoint(x: CGFloat.random(in: -20...420, using: &rng), y: CGFloat.random(in: -20...420, using: &rng))
            }
            shared = p
            let id = Int.random(in: 0..<8, using: &rng) == 0 ? 1 : finger + 1
            func add(_ phase: TouchInput.Phase) {
                timed.append((time, timed.count, .touch(TouchInput(id: id, phase: phase, location: p, timestamp: time,
                                                                   deviceID: device, isDirect: isDirect))))
            }
            add(.began)
            let scale: CGFloat = [0, 3, 30, 150].randomElement(using: &rng) ?? 3
            let velocity = CGVector(dx: CGFloat.random(in: -1...1, using: &rng) * scale,
                                    dy: CGFloat.random(in: -1...1, using: &rng) * scale)
            for _ in 0..<Int.random(in: 0...4, using: &rng) {
                time += [0, 0.001, 0.008, 0.016, 0.05, 0.12].randomElement(using: &rng) ?? 0.016
                p.x += velocity.dx + CGFloat.random(in: -2...2, using: &rng)
                p.y += velocity.dy + CGFloat.random(in: -2...2, using: &rng)
                add(.moved)
            }
            time += [0, 0.01, 0.3, 0.7].randomElement(using: &rng) ?? 0.01
            switch Int.random(in: 0..<20, using: &rng) {
            case 0..<17: add(.ended)
            case 17, 18: add(.cancelled)
            default: break  // never ends: the table cancels it
            }
        }
        return timed.sorted { ($0.time, $0.order) < ($1.time, $1.order) }.map(\.event)
    }

    @Test func tenThousandSeededStreamsLeaveEverythingLegalFiniteAndAtRest() async {
        let table = RandomTable()
        // Recorded rather than asserted, so one illegal transition reports its stream.
        let savedHandler = UIGestureRecognizer.illegalTransitionHandler
        UIGestureRecognizer.illegalTransitionHandler = { [unowned table] in table.violations.append($0) }
        defer { UIGestureRecognizer.illegalTransitionHandler = savedHandler }
        var rng = SeededRandomNumberGenerator(seed: 0x0DD_5EED)
        var events = 0
        for index in 0..<10_000 {
            let stream = Self.stream(&rng, startingAt: table.harness.clock.now + 1)
            events += stream.count
            table.play(stream, seed: index)
            if table.violations.count > 20 { break }
            // Other main-actor tests (real timers on the main queue) get their turn.
            if index % 200 == 0 { await Task.yield() }
        }
        #expect(table.violations.isEmpty, "\(table.violations.prefix(20))")
        #expect(events > 50_000)
        // The streams are varied enough to exercise recognition, not only failure.
        #expect(table.began > 1000)
        #expect(table.actions > 10_000)
    }
}
