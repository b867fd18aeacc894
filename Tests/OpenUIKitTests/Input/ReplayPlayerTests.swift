import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// A controller that records the presses that reach it.
@MainActor
final class PressRecordingController: UIViewController {
    var presses: [String] = []

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { self.presses.append("down \(press.key?.keyCode.rawValue ?? -1)") }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { self.presses.append("up \(press.key?.keyCode.rawValue ?? -1)") }
    }
}

@Suite("Replay files: playing")
@MainActor
struct ReplayPlayerTests {
    @Test func aHeadlessReplayDrivesRecognizersThroughTheirTimers() throws {
        let harness = GestureHarness(size: CGSize(width: 300, height: 400))
        let view = harness.addView()
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = .left
        let tap = UITapGestureRecognizer()
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        tap.require(toFail: doubleTap)
        let pinch = UIPinchGestureRecognizer()
        for recognizer in [swipe, tap, doubleTap, pinch] as [UIGestureRecognizer] { view.addGestureRecognizer(recognizer) }
        harness.record(swipe, as: "swipe")
        harness.record(tap, as: "tap")
        harness.record(doubleTap, as: "double")
        harness.record(pinch, as: "pinch")
        let script = try ReplayScript(parsing: """
            swipe 80%,50% left
            wait 0.5
            tap 50%,50%
            wait 0.5
            double-tap 50%,50%
            wait 0.5
            pinch 50%,50% scale=1.5
            """)
        var finalScale: CGFloat?
        pinch.addAction { recognizer in
            if recognizer.state == .ended { finalScale = recognizer.scale }
        }
        let before = harness.window.inputClock
        let outcome = ReplayPlayer(script: script).playToEnd(in: harness.window)
        #expect(outcome == .finished)
        #expect(harness.window.inputClock === before, "the window's clock is restored")
        // What recognized, in order (each gesture fails the others, which is not the point here).
        let recognized = harness.transcript.components(separatedBy: ", ").filter { !$0.hasSuffix("failed") }
        #expect(recognized == ["swipe ended", "tap ended", "double ended", "pinch began", "pinch changed", "pinch ended"])
        let scale = try #require(finalScale)
        // The fingers spread from 200 to 300 pt; a touchscreen pinch measures from where it
        // began, just past the 8 pt hysteresis, so it reads about 300 / 208.
        let expected = 1.5 * GestureSynthesizer.twoFingerSpan / (GestureSynthesizer.twoFingerSpan + GestureThresholds.standard.pinchHysteresis)
        #expect(abs(scale - expected) < 0.02, "scale \(scale), expected about \(expected)")
    }

    @Test func keysGoUpTheResponderChainAndQuitStopsThePlay() throws {
        let application = UIApplication.shared
        let previousKeyWindow = application.keyWindow
        defer { application.keyWindow = previousKeyWindow }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let controller = PressRecordingController()
        window.rootViewController = controller
        application.keyWindow = window
        let script = try ReplayScript(parsing: "key space\nkey left\nquit\nkey right\n")
        #expect(ReplayPlayer(script: script).playToEnd(in: window, application: application) == .quit)
        let space = UIKeyboardHIDUsage.keyboardSpacebar.rawValue, left = UIKeyboardHIDUsage.keyboardLeftArrow.rawValue
        #expect(controller.presses == ["down \(space)", "up \(space)", "down \(left)", "up \(left)"])
    }

    @Test func snapshotsAreWrittenAndReported() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        let view = UIView(frame: window.bounds)
        view.backgroundColor = .red
        window.addSubview(view)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let player = ReplayPlayer(script: try ReplayScript(parsing: "snapshot \(path)\nsnapshot /nonexistent/dir/x.png"))
        var messages: [String] = []
        player.log = { messages.append($0) }
        player.playToEnd(in: window)
        #expect(FileManager.default.fileExists(atPath: path))
        let failure = "line 2: cannot write /nonexistent/dir/x.png: cannot create a file in /nonexistent/dir: there is no such file"
        #expect(messages == ["wrote \(path) (line 1)", failure])
        #expect(player.failures == [failure], "a caller that exits afterwards can exit non-zero")
    }

    @Test func aLiveReplayRunsOnTheWindowsClock() throws {
        let harness = GestureHarness()
        let view = harness.addView()
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        harness.record(tap, as: "tap")
        let player = ReplayPlayer(script: try ReplayScript(parsing: "tap 100,100\nwait 0.1\ntouch down 3 10,10"))
        var outcome: ReplayPlayer.Outcome?
        player.play(in: harness.window) { outcome = $0 }
        harness.advance(by: ReplayPlayer.startDelay - 0.01)
        #expect(view.logText.isEmpty, "nothing before the start delay")
        harness.advance(by: 0.02)
        #expect(view.logText == "began")
        harness.advance(by: 1)
        #expect(harness.transcript.hasPrefix("tap ended"))
        #expect(outcome == .finished)
        #expect(harness.window.touchRouter.liveTouchCount == 1, "the raw touch is still down, as the file left it")
        harness.window.cancelAllTouches()
    }

    @Test func timelinesAreTimedFromTheStartAndResolvePercentages() throws {
        let script = try ReplayScript(parsing: "wait 1\ntouch down 0 50%,25%\nkey a")
        let steps = try ReplayPlayer.timeline(for: script, windowSize: CGSize(width: 200, height: 400), startTime: 10)
        #expect(steps.map(\.time) == [11, 11, 11 + ReplayPlayer.keyHoldDuration])
        guard case .input(.touch(let touch)) = steps[0].step else {
            Issue.record("expected a touch, got \(steps[0].step)")
            return
        }
        #expect(touch.location == CGPoint(x: 100, y: 100))
        #expect(steps.map(\.line) == [2, 3, 3])
    }
}
