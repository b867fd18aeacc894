import CX11
import Foundation
import Testing
import TestSupport

/// A `UIButton` in a real window, pressed with real input: the probe app's `--button` mode
/// (a system button titled "Press", white behind it, at (50, 160), 200×60, over a root view
/// that keeps its tap, pan, pinch and rotation recognizers).
@Suite("Button (live)")
struct ButtonLiveTests {
    static let buttonRect = (x: 50, y: 160, width: 200, height: 60)
    /// UIColor.systemBlue, the title's colour while the button rests.
    static let tint = PixelBuffer.Pixel(red: 0, green: 122, blue: 255)

    /// Pixels of the button's area drawn in the full tint colour (the title's solid strokes).
    static func tintedPixels(in pixels: PixelBuffer) -> Int {
        var count = 0
        for y in buttonRect.y..<(buttonRect.y + buttonRect.height) {
            for x in buttonRect.x..<(buttonRect.x + buttonRect.width)
                where pixels.pixel(x: x, y: y).maximumChannelDifference(from: tint) <= 8 {
                count += 1
            }
        }
        return count
    }

    @Test func aClickOnTheButtonRunsItsActionOnceAndItFadesWhilePressed() async throws {
        try await HostProbeRun.withXvfb { server in
            let probe = try await HostProbeRun(displayName: server.displayName, arguments: ["--button"])
            let resting = try await probe.inspector.capture(probe.window)
            let restingTint = Self.tintedPixels(in: resting)
            #expect(restingTint > 100, "the title is drawn in the tint colour")

            let o = try probe.inspector.geometry(of: probe.window)
            let xtest = try XTestInjector(displayName: server.displayName)
            xtest.movePointer(toX: o.x + 150, y: o.y + 190)
            xtest.pressButton(1)
            await probe.waitForLines(startingWith: "button touchDown", count: 1)
            // While the button is held, the title fades to 20 %: no pixel keeps the full tint.
            let faded = await LiveTiming.poll(timeout: LiveTiming.windowTimeout) { () -> Int? in
                guard let pixels = try? probe.inspector.captureOnce(probe.window) else { return nil }
                let count = Self.tintedPixels(in: pixels)
                return count == 0 ? count : nil
            }
            #expect(faded == 0, "\(probe.child.transcript)")
            xtest.releaseButton(1)
            await probe.waitForLines(startingWith: "button touchUpInside", count: 1)
            // Long enough for a second (doubled) action or the root's tap to show up.
            try await Task.sleep(for: .milliseconds(400))
            let transcript = probe.child.transcript
            #expect(probe.lines(startingWith: "button touchDown") == ["button touchDown highlighted=true"], "\(transcript)")
            #expect(probe.lines(startingWith: "button touchUpInside") == ["button touchUpInside title=Press"], "\(transcript)")
            #expect(probe.lines(startingWith: "gesture tap").isEmpty, "the root's tap recognizer left the tap to the button: \(transcript)")
            #expect(probe.lines(startingWith: "button touchCancel").isEmpty, "\(transcript)")
            // And the title is back at full strength.
            let restored = await LiveTiming.waitUntil(timeout: LiveTiming.windowTimeout) {
                (try? probe.inspector.captureOnce(probe.window)).map(Self.tintedPixels) == restingTint
            }
            #expect(restored)
        }
    }

    @Test func aClickBesideTheButtonIsTheRootsTap() async throws {
        try await HostProbeRun.withXvfb { server in
            let probe = try await HostProbeRun(displayName: server.displayName, arguments: ["--button"])
            let o = try probe.inspector.geometry(of: probe.window)
            let xtest = try XTestInjector(displayName: server.displayName)
            xtest.movePointer(toX: o.x + 150, y: o.y + 300)
            xtest.pressButton(1)
            try await Task.sleep(for: .milliseconds(40))
            xtest.releaseButton(1)
            await probe.waitForLines(startingWith: "gesture tap", count: 1)
            #expect(probe.lines(startingWith: "button").isEmpty, "\(probe.child.transcript)")
        }
    }

    @Test func aRealTouchOnTheButtonRunsItsActionOnce() async throws {
        try await InputTestServer.withShared { xorg in
            let probe = try await HostProbeRun(displayName: xorg.displayName, arguments: ["--button"])
            let o = try probe.inspector.geometry(of: probe.window)
            let x = Double(o.x) + 150.5, y = Double(o.y) + 190.5
            try xorg.touchscreen.touch(id: 21, phase: .begin, x: x, y: y)
            try xorg.touchscreen.sync()
            try await Task.sleep(for: .milliseconds(40))
            try xorg.touchscreen.touch(id: 21, phase: .update, x: x + 3, y: y + 2)
            try xorg.touchscreen.sync()
            try await Task.sleep(for: .milliseconds(40))
            try xorg.touchscreen.touch(id: 21, phase: .end, x: x + 3, y: y + 2)
            try xorg.touchscreen.sync()
            await probe.waitForLines(startingWith: "button touchUpInside", count: 1)
            // Long enough for a doubled action (an emulated pointer click) to have shown up.
            try await Task.sleep(for: .milliseconds(500))
            let transcript = probe.child.transcript
            #expect(probe.lines(startingWith: "button touchDown") == ["button touchDown highlighted=true"], "\(transcript)")
            #expect(probe.lines(startingWith: "button touchUpInside") == ["button touchUpInside title=Press"], "\(transcript)")
            #expect(probe.lines(startingWith: "gesture tap").isEmpty, "\(transcript)")
            #expect(probe.lines(startingWith: "input touch").count >= 2, "it came as real XI2 touches: \(transcript)")
        }
    }

    @Test func aRealTouchDraggedFarOffTheButtonIsNotATap() async throws {
        try await InputTestServer.withShared { xorg in
            let probe = try await HostProbeRun(displayName: xorg.displayName, arguments: ["--button"])
            let o = try probe.inspector.geometry(of: probe.window)
            let x = Double(o.x) + 150.5, y = Double(o.y) + 190.5
            try xorg.touchscreen.touch(id: 22, phase: .begin, x: x, y: y)
            try xorg.touchscreen.sync()
            // Down the window, past the 70-point slop below the button (y 220 + 70): the
            // root's pan claims the touch on the way and the button hears touchCancel.
            for step in 1...6 {
                try await Task.sleep(for: .milliseconds(25))
                try xorg.touchscreen.touch(id: 22, phase: .update, x: x, y: y + Double(step) * 30)
                try xorg.touchscreen.sync()
            }
            try await Task.sleep(for: .milliseconds(25))
            try xorg.touchscreen.touch(id: 22, phase: .end, x: x, y: y + 180)
            try xorg.touchscreen.sync()
            await probe.waitForLines(startingWith: "button touchCancel", count: 1)
            let transcript = probe.child.transcript
            #expect(probe.lines(startingWith: "button touchUpInside").isEmpty, "\(transcript)")
            #expect(probe.lines(startingWith: "gesture pan began").count == 1, "\(transcript)")
        }
    }
}
