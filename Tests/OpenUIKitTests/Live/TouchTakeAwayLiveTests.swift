import CX11
import Foundation
import Testing
import TestSupport

/// Another program taking the input away from the app mid-gesture, on the shared Xorg with the
/// inputtest driver: a device or pointer grab, a focus change, the window unmapped or
/// iconified, a touch grab's owner accepting. Each must end every live touch as cancelled,
/// reset every recognizer, and leave the app taking the next gesture normally; none may leave
/// a touch stuck.
///
/// Each fault's time from the request to the app's cancel is printed
/// ("take-away FAULT: N ms from request to cancel"): the probe stamps its cancels with
/// CLOCK_MONOTONIC, the clock this process reads just before issuing the request. The figures
/// are reported in docs/RELIABILITY.md, not asserted.
@Suite("Touches taken away (live, Xorg inputtest)")
struct TouchTakeAwayLiveTests {
    static let recognizerNames = ["pan", "pinch", "rotation", "tap"]
    /// Between injected steps of a gesture: long enough for the app to finish a turn.
    static let stepPause: Duration = .milliseconds(25)
    /// How far each finger moves per step of a spreading pinch, in pixels: four steps take
    /// the span 80 pixels past its start, well over the pinch's 8-point hysteresis.
    static let spreadStep = 10.0

    /// How another client takes the pointer or the touchscreen.
    enum Grab: String, CaseIterable, CustomTestStringConvertible {
        /// XIGrabDevice of the touchscreen's slave device.
        case touchscreenDevice
        /// XIGrabDevice of the master pointer the touchscreen is attached to.
        case masterPointerDevice
        /// XGrabPointer: the core pointer, as a window manager moving a window.
        case corePointer

        var testDescription: String { rawValue }
    }

    @Test(arguments: Grab.allCases)
    func anotherClientGrabbingMidPinchCancelsTheTouchesAndTheNextPinchWorks(_ grab: Grab) async throws {
        try await InputTestServer.withShared { xorg in
            let probe = try await HostProbeRun(displayName: xorg.displayName)
            let o = try probe.inspector.geometry(of: probe.window)
            let grabber = try InputGrabbingClient(displayName: xorg.displayName)
            let control = try XInputDeviceControl(displayName: xorg.displayName)
            let touchscreen = try #require(control.device(named: InputTestServer.touchscreenName))

            try await Self.startPinch(probe, xorg.touchscreen, origin: o, ids: (7, 8))
            let mark = probe.child.standardOutputLines.count
            let issued = InputGrabbingClient.monotonicNow()
            let status: InputGrabbingClient.GrabStatus = switch grab {
            case .touchscreenDevice: try grabber.grabDevice(id: touchscreen.id)
            case .masterPointerDevice: try grabber.grabDevice(id: touchscreen.attachment)
            case .corePointer: try grabber.grabPointer()
            }
            #expect(status == .success, "the grab: \(status)")
            var fault = "\(grab.rawValue) grab mid-pinch"
            var measuredFrom = issued
            if grab == .touchscreenDevice {
                // A grabbed slave device sends the app nothing; it shows when a taken finger
                // moves next (see X11EventSource, "A grabbed slave device").
                try await Task.sleep(for: Self.stepPause)
                measuredFrom = InputGrabbingClient.monotonicNow()
                try xorg.touchscreen.touch(id: 7, phase: .update, x: Double(o.x) + 100 - Self.spreadStep * 5, y: Double(o.y) + 210)
                try xorg.touchscreen.sync()
                fault += ", from the next finger movement"
            }
            try await Self.expectCancelledAndReset(probe, since: mark, realTouches: 2)
            Self.report(fault, probe, since: mark, issuedAt: measuredFrom)

            // The grab ends, and the fingers that were taken lift: nothing of them reaches the app.
            switch grab {
            case .touchscreenDevice: try grabber.ungrabDevice(id: touchscreen.id)
            case .masterPointerDevice: try grabber.ungrabDevice(id: touchscreen.attachment)
            case .corePointer: try grabber.ungrabPointer()
            }
            try Self.lift(xorg.touchscreen, ids: (7, 8), origin: o)
            try await Self.expectAFreshPinchWorks(probe, xorg.touchscreen, origin: o, since: mark)
        }
    }

    @Test func anotherClientTakingTheFocusMidDragCancelsTheMouseTouchAndTheNextDragWorks() async throws {
        try await InputTestServer.withShared { xorg in
            let probe = try await HostProbeRun(displayName: xorg.displayName)
            let o = try probe.inspector.geometry(of: probe.window)
            let other = try InputGrabbingClient(displayName: xorg.displayName)
            defer { try? other.restorePointerRootFocus() }
            // A window manager would have given the app the focus when it showed the window.
            try other.focus(probe.window)
            let mouse = try XTestInjector(displayName: xorg.displayName)

            try await Self.drag(probe, mouse, origin: o, pansBefore: 0)
            let mark = probe.child.standardOutputLines.count
            let issued = InputGrabbingClient.monotonicNow()
            try other.takeFocus(x: XServer.screenWidth - 60, y: XServer.screenHeight - 60)
            try await Self.expectCancelledAndReset(probe, since: mark, realTouches: 0)
            Self.report("focus taken mid-drag", probe, since: mark, issuedAt: issued)
            let pan = Self.recognizerStates(probe, "pan", since: mark)
            #expect(pan.contains("cancelled") && !pan.contains("ended"), "\(pan)")

            // The button comes up while another window has the focus: no end for a cancelled drag.
            mouse.releaseButton(1)
            try await Task.sleep(for: Self.stepPause)
            #expect(probe.lines(startingWith: "gesture pan ended").isEmpty, "\(probe.child.transcript)")

            // Focus back (as a click on the window would do), and a new drag pans from the start.
            try other.focus(probe.window)
            try await Self.drag(probe, mouse, origin: o, pansBefore: 1)
            mouse.releaseButton(1)
            let ended = await probe.waitForLines(startingWith: "gesture pan ended", count: 1)
            #expect(ended.count == 1, "\(probe.child.transcript)")
        }
    }

    /// How long Openbox takes, after mapping a window again, before clicks reach it.
    static let windowManagerSettle: Duration = .milliseconds(500)

    /// Under a real window manager (Openbox, on Xvfb): another client only asks for the
    /// window to be iconified, the manager unmaps it, and the mouse drag in progress ends
    /// cancelled; shown again, the window takes a new drag.
    @Test func aWindowManagerIconifyingTheWindowMidDragCancelsTheDrag() async throws {
        try await HostProbeRun.withXvfb { server in
            try await OpenboxWindowManager.run(on: server) { inspector in
                let probe = try await HostProbeRun(displayName: server.displayName)
                let o = try probe.inspector.geometry(of: probe.window)
                let mouse = try XTestInjector(displayName: server.displayName)
                let other = try InputGrabbingClient(displayName: server.displayName)
                try await Self.drag(probe, mouse, origin: o, pansBefore: 0)
                let mark = probe.child.standardOutputLines.count
                try other.requestIconify(probe.window)
                try await Self.expectCancelledAndReset(probe, since: mark, realTouches: 0)
                #expect(Self.recognizerStates(probe, "pan", since: mark).contains("cancelled"), "\(probe.child.transcript)")
                #expect(await LiveTiming.waitUntil(timeout: LiveTiming.eventTimeout) {
                    (try? inspector.geometry(of: probe.window).isViewable) == false
                }, "the manager hid the window")
                mouse.releaseButton(1)
                try await Task.sleep(for: Self.stepPause)
                #expect(probe.lines(startingWith: "gesture pan ended").isEmpty, "no end for a cancelled drag: \(probe.child.transcript)")

                // Shown again (as a taskbar would ask), the window takes a new drag. Openbox
                // needs a moment after mapping it: a drag started at once did not reach the
                // app, one started 0.5 s later did.
                try other.map(probe.window)
                #expect(await LiveTiming.waitUntil(timeout: LiveTiming.windowTimeout) {
                    (try? inspector.geometry(of: probe.window).isViewable) == true
                }, "shown again")
                try await Task.sleep(for: Self.windowManagerSettle)
                try await Self.drag(probe, mouse, origin: try inspector.geometry(of: probe.window), pansBefore: 1)
                mouse.releaseButton(1)
                #expect(await probe.waitForLines(startingWith: "gesture pan ended", count: 1).count == 1, "\(probe.child.transcript)")
            }
        }
    }

    /// How another client makes the window go away.
    enum Disappearance: String, CaseIterable, CustomTestStringConvertible {
        /// XUnmapWindow.
        case unmapped
        /// XIconifyWindow, with the window manager's part done by the same client.
        case iconified

        var testDescription: String { rawValue }
    }

    @Test(arguments: Disappearance.allCases)
    func theWindowGoingAwayMidPinchCancelsTheTouchesAndTheNextPinchWorks(_ disappearance: Disappearance) async throws {
        try await InputTestServer.withShared { xorg in
            let probe = try await HostProbeRun(displayName: xorg.displayName)
            let o = try probe.inspector.geometry(of: probe.window)
            let other = try InputGrabbingClient(displayName: xorg.displayName)

            try await Self.startPinch(probe, xorg.touchscreen, origin: o, ids: (7, 8))
            let mark = probe.child.standardOutputLines.count
            let issued = InputGrabbingClient.monotonicNow()
            switch disappearance {
            case .unmapped: try other.unmap(probe.window)
            case .iconified: try other.iconify(probe.window)
            }
            try await Self.expectCancelledAndReset(probe, since: mark, realTouches: 2)
            Self.report("window \(disappearance.rawValue) mid-pinch", probe, since: mark, issuedAt: issued)

            try Self.lift(xorg.touchscreen, ids: (7, 8), origin: o)
            let frames = probe.lines(startingWith: "frame").count
            try other.map(probe.window)
            let shown = await LiveTiming.waitUntil(timeout: LiveTiming.windowTimeout) {
                (try? probe.inspector.geometry(of: probe.window).isViewable) == true
                    && probe.lines(startingWith: "frame").count > frames
            }
            #expect(shown, "the window is back: \(probe.child.transcript)")
            try await Self.expectAFreshPinchWorks(probe, xorg.touchscreen, origin: o, since: mark)
        }
    }

    /// A window manager with system gestures holds a touch grab on the root window: it owns
    /// each touch first, and the app, selecting XI_TouchOwnership, gets the touch as a
    /// listener from touch-down. Accepting takes the touches; rejecting hands them over.
    @Test(arguments: [true, false])
    func aTouchGrabOwnerDecidesWhetherTheAppsTouchesEndOrAreCancelled(_ accepts: Bool) async throws {
        try await InputTestServer.withShared { xorg in
            let probe = try await HostProbeRun(displayName: xorg.displayName)
            let o = try probe.inspector.geometry(of: probe.window)
            let manager = try InputGrabbingClient(displayName: xorg.displayName)
            try manager.grabTouchBegin()
            defer { try? manager.ungrabTouchBegin() }

            try await Self.startPinch(probe, xorg.touchscreen, origin: o, ids: (7, 8))
            let owned = await manager.waitForTouchBegins(count: 2)
            try #require(owned.count == 2, "the grab owns both touches: \(owned)")
            let mark = probe.child.standardOutputLines.count
            let issued = InputGrabbingClient.monotonicNow()
            if accepts {
                for touch in owned { try manager.accept(touch) }
                try await Self.expectCancelledAndReset(probe, since: mark, realTouches: 2)
                Self.report("touch grab owner accepts mid-pinch", probe, since: mark, issuedAt: issued)
                try Self.lift(xorg.touchscreen, ids: (7, 8), origin: o)
                try manager.ungrabTouchBegin()
                try await Self.expectAFreshPinchWorks(probe, xorg.touchscreen, origin: o, since: mark)
            } else {
                for touch in owned { try manager.reject(touch) }
                // The app owns them now: the pinch goes on, and lifting ends it normally.
                try await Task.sleep(for: Self.stepPause)
                try Self.lift(xorg.touchscreen, ids: (7, 8), origin: o)
                let ended = await probe.waitForLines(startingWith: "input touch ended", count: 2)
                #expect(ended.count == 2, "\(probe.child.transcript)")
                #expect(probe.lines(startingWith: "input touch cancelled").isEmpty, "\(probe.child.transcript)")
                #expect(await probe.waitForLines(startingWith: "gesture pinch ended", count: 1).count == 1,
                        "\(probe.child.transcript)")
            }
        }
    }

    // MARK: Gestures

    /// Two fingers down across the middle of the probe, spreading until its pinch began.
    ///
    /// Each step waits until the app has both fingers' moves: on a loaded machine a slow turn
    /// would otherwise merge several steps of each finger, deliver one finger's merged move
    /// before the other's, and shift the centroid past the pan's hysteresis, so that the pan,
    /// not the pinch, wins the touches.
    static func startPinch(_ probe: HostProbeRun, _ screen: InputTestDevice, origin o: WindowInspector.Geometry,
                           ids: (UInt32, UInt32)) async throws {
        let began = probe.lines(startingWith: "recognizer pinch from=possible to=began").count
        let moved = probe.lines(startingWith: "input touch moved").count
        let y = Double(o.y) + 210
        try screen.touch(id: ids.0, phase: .begin, x: Double(o.x) + 100, y: y)
        try screen.touch(id: ids.1, phase: .begin, x: Double(o.x) + 200, y: y)
        try screen.sync()
        for step in 1...4 {
            try await Task.sleep(for: stepPause)
            try screen.touch(id: ids.0, phase: .update, x: Double(o.x) + 100 - spreadStep * Double(step), y: y)
            try screen.touch(id: ids.1, phase: .update, x: Double(o.x) + 200 + spreadStep * Double(step), y: y)
            try screen.sync()
            await probe.waitForLines(startingWith: "input touch moved", count: moved + 2 * step)
        }
        let lines = await probe.waitForLines(startingWith: "recognizer pinch from=possible to=began", count: began + 1)
        try #require(lines.count == began + 1, "the pinch began: \(probe.child.transcript)")
    }

    /// Lifts both fingers where `startPinch` left them.
    static func lift(_ screen: InputTestDevice, ids: (UInt32, UInt32), origin o: WindowInspector.Geometry) throws {
        let y = Double(o.y) + 210
        try screen.touch(id: ids.0, phase: .end, x: Double(o.x) + 100 - spreadStep * 4, y: y)
        try screen.touch(id: ids.1, phase: .end, x: Double(o.x) + 200 + spreadStep * 4, y: y)
        try screen.sync()
    }

    /// A left-button drag from the middle of the probe until its pan began; the button stays down.
    static func drag(_ probe: HostProbeRun, _ mouse: XTestInjector, origin o: WindowInspector.Geometry, pansBefore: Int) async throws {
        mouse.movePointer(toX: o.x + 150, y: o.y + 200)
        mouse.pressButton(1)
        for step in 1...4 {
            try await Task.sleep(for: stepPause)
            mouse.movePointer(toX: o.x + 150 + 10 * step, y: o.y + 200)
        }
        let began = await probe.waitForLines(startingWith: "recognizer pan from=possible to=began", count: pansBefore + 1)
        try #require(began.count == pansBefore + 1, "the pan began: \(probe.child.transcript)")
    }

    /// After a fault: `realTouches` touchscreen touches ended cancelled (none ended), every
    /// recognizer that took part is back to possible, and none of them ended.
    static func expectCancelledAndReset(_ probe: HostProbeRun, since mark: Int, realTouches: Int) async throws {
        let settled = await LiveTiming.waitUntil(timeout: LiveTiming.eventTimeout) {
            lines(probe, since: mark, startingWith: "input touch cancelled").count >= realTouches
                && recognizerNames.allSatisfy { recognizerStates(probe, $0).last == "possible" }
                && recognizerNames.contains { recognizerStates(probe, $0, since: mark).contains("cancelled") }
        }
        #expect(settled, "cancelled and reset: \(probe.child.transcript)")
        #expect(lines(probe, since: mark, startingWith: "input touch cancelled").count == realTouches, "\(probe.child.transcript)")
        #expect(lines(probe, since: mark, startingWith: "input touch ended").isEmpty, "cancelled, not ended: \(probe.child.transcript)")
        for name in recognizerNames {
            let states = recognizerStates(probe, name, since: mark)
            #expect(!states.contains("ended"), "\(name) never ended: \(states)")
            #expect(recognizerStates(probe, name).last == "possible", "\(name) reset: \(recognizerStates(probe, name))")
        }
        #expect(lines(probe, since: mark, startingWith: "gesture").allSatisfy { !$0.contains(" ended ") },
                "no action saw an end: \(lines(probe, since: mark, startingWith: "gesture"))")
    }

    /// A new pinch after the fault begins, changes and ends as any pinch: nothing is stuck.
    static func expectAFreshPinchWorks(_ probe: HostProbeRun, _ screen: InputTestDevice, origin o: WindowInspector.Geometry,
                                       since mark: Int) async throws {
        let endedBefore = probe.lines(startingWith: "gesture pinch ended").count
        let touchesEndedBefore = probe.lines(startingWith: "input touch ended").count
        try await startPinch(probe, screen, origin: o, ids: (3, 4))
        try lift(screen, ids: (3, 4), origin: o)
        let ended = await probe.waitForLines(startingWith: "gesture pinch ended", count: endedBefore + 1)
        #expect(ended.count == endedBefore + 1, "the fresh pinch ended: \(probe.child.transcript)")
        let touchesEnded = await probe.waitForLines(startingWith: "input touch ended", count: touchesEndedBefore + 2)
        #expect(touchesEnded.count == touchesEndedBefore + 2, "\(probe.child.transcript)")
        let settled = await LiveTiming.waitUntil(timeout: LiveTiming.eventTimeout) {
            recognizerNames.allSatisfy { recognizerStates(probe, $0).last == "possible" }
        }
        #expect(settled, "every recognizer reset after the fresh pinch: \(probe.child.transcript)")
    }

    // MARK: Transcript

    static func lines(_ probe: HostProbeRun, since mark: Int, startingWith prefix: String) -> [String] {
        probe.child.standardOutputLines.dropFirst(mark).filter { $0.hasPrefix(prefix) }
    }

    /// The states recognizer `name` went to, in order, from line `mark` on.
    static func recognizerStates(_ probe: HostProbeRun, _ name: String, since mark: Int = 0) -> [String] {
        lines(probe, since: mark, startingWith: "recognizer \(name) ").compactMap { HostProbeRun.fields($0)["to"] }
    }

    /// Prints the time from `issuedAt` to the app's first cancel after line `mark`.
    static func report(_ fault: String, _ probe: HostProbeRun, since mark: Int, issuedAt issued: Double) {
        let stamps = lines(probe, since: mark, startingWith: "touch cancel seen").compactMap { HostProbeRun.number($0, "monotonic") }
            + lines(probe, since: mark, startingWith: "recognizer ").filter { $0.contains("to=cancelled") }
            .compactMap { HostProbeRun.number($0, "monotonic") }
        guard let first = stamps.min() else { return }
        print(String(format: "take-away %@: %.2f ms from request to cancel", fault, (first - issued) * 1000))
    }
}
