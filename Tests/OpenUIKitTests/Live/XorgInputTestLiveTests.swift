import CX11
import Foundation
import Testing
import TestSupport

/// Proves the Xorg half of the live-test machinery: the shared Xorg server with the dummy
/// video driver, and real XI2 touch and XI 2.4 touchpad gesture input injected through the
/// inputtest driver, as a bare Xlib client receives it.
///
/// Every test runs inside `InputTestServer.withShared`, which serialises them (the devices
/// are shared); no `.serialized` trait is needed.
@Suite("Live: Xorg inputtest")
struct XorgInputTestLiveTests {
    /// XI2 reports positions in FP16.16, and the driver's 0…65535 axis maps exactly onto the
    /// 1280-pixel-wide screen, so an injected position comes back to within 1/65536 pixel;
    /// this allows for that rounding and nothing more.
    static let positionTolerance = 0.001  // pixels

    @Test func sharedServerHasTheInputTestDevices() async throws {
        try await InputTestServer.withShared { xorg in
            #expect(xorg.server.isRunning)
            let display = try #require(XOpenDisplay(xorg.displayName))
            #expect(XDisplayWidth(display, 0) == Int32(XServer.screenWidth))
            #expect(XDisplayHeight(display, 0) == Int32(XServer.screenHeight))
            XCloseDisplay(display)

            let devices = try XInputDeviceControl(displayName: xorg.displayName)
            let touchscreen = try #require(devices.device(named: InputTestServer.touchscreenName))
            #expect(touchscreen.use == .slavePointer && touchscreen.isEnabled)
            #expect(touchscreen.touchMode == .direct)
            #expect(touchscreen.maximumTouches == 10)
            let touchpad = try #require(devices.device(named: InputTestServer.touchpadName))
            #expect(touchpad.use == .slavePointer && touchpad.isEnabled)
            let keyboard = try #require(devices.device(named: InputTestServer.keyboardName))
            #expect(keyboard.use == .slaveKeyboard && keyboard.isEnabled)
        }
    }

    @Test func sharedServerIsStartedOnce() async throws {
        let first = try await InputTestServer.withShared { $0.server.processIdentifier }
        let second = try await InputTestServer.withShared { xorg in
            // A nested call must not deadlock on the lock its caller holds.
            try await InputTestServer.withShared { $0.server.processIdentifier }
        }
        #expect(first == second)
    }

    @Test func touchscreenTouchArrivesAsXI2TouchSequence() async throws {
        try await InputTestServer.withShared { xorg in
            let client = try RawXlibClient(displayName: xorg.displayName)
            #expect(client.xiVersion.major == 2 && client.xiVersion.minor >= 2)
            let origin = (x: 200, y: 150)
            let window = try client.createWindow(title: "touch target", x: origin.x, y: origin.y, width: 300, height: 200, background: 0x00FF00)
            try client.selectEvents([XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd], on: window)

            let path = [(40.25, 60.5), (80.75, 90.125), (81.5, 92.0)]
            try xorg.touchscreen.touch(id: 1, phase: .begin, x: Double(origin.x) + path[0].0, y: Double(origin.y) + path[0].1)
            try xorg.touchscreen.touch(id: 1, phase: .update, x: Double(origin.x) + path[1].0, y: Double(origin.y) + path[1].1)
            try xorg.touchscreen.touch(id: 1, phase: .end, x: Double(origin.x) + path[2].0, y: Double(origin.y) + path[2].1)
            try xorg.touchscreen.sync()

            let events = try await client.waitForEvents("touch end") { $0.contains { $0.type == XI_TouchEnd } }
            let touches = events.filter { [XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd].contains($0.type) }
            #expect(touches.map(\.type) == [XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd])
            #expect(Set(touches.map(\.detail)).count == 1, "one touch id for the whole sequence")
            #expect(touches.allSatisfy { $0.window == window })
            let devices = try XInputDeviceControl(displayName: xorg.displayName)
            let touchscreenID = try #require(devices.device(named: InputTestServer.touchscreenName)?.id)
            #expect(touches.allSatisfy { $0.sourceID == touchscreenID })
            // The end event repeats the last position the server had; the driver's end
            // carries its own valuators, which XI2 reports.
            for (event, expected) in zip(touches, path) {
                #expect(abs(event.eventX - expected.0) <= Self.positionTolerance, "\(event)")
                #expect(abs(event.eventY - expected.1) <= Self.positionTolerance, "\(event)")
            }
        }
    }

    @Test func touchpadPinchArrivesAsXI24GesturePinch() async throws {
        try await InputTestServer.withShared { xorg in
            let client = try RawXlibClient(displayName: xorg.displayName)
            #expect(client.xiVersion.major == 2 && client.xiVersion.minor >= 4, "gestures need XI 2.4")
            let window = try client.createWindow(title: "pinch target", x: 400, y: 300, width: 300, height: 200, background: 0x0000FF)
            try client.selectEvents([XI_GesturePinchBegin, XI_GesturePinchUpdate, XI_GesturePinchEnd], on: window)
            // Gestures go to the window under the pointer, which the touchpad shares.
            try XTestInjector(displayName: xorg.displayName).movePointer(toX: 400 + 150, y: 300 + 100)

            try xorg.touchpad.gesturePinch(phase: .begin, fingers: 2)
            try xorg.touchpad.gesturePinch(phase: .update, fingers: 2, scale: 1.5, deltaAngle: 10)
            try xorg.touchpad.gesturePinch(phase: .end, fingers: 2, scale: 1.5)
            try xorg.touchpad.sync()

            let events = try await client.waitForEvents(ofTypes: [XI_GesturePinchEnd])
            #expect(events.map(\.type) == [XI_GesturePinchBegin, XI_GesturePinchUpdate, XI_GesturePinchEnd])
            #expect(events.allSatisfy { $0.window == window && $0.detail == 2 })
            let update = try #require(events.first { $0.type == XI_GesturePinchUpdate })
            #expect(update.scale == 1.5)
            #expect(update.deltaAngle == 10)
            #expect(update.eventX == 150 && update.eventY == 100)
            #expect(events.last?.flags == 0, "a normal end is not cancelled")
        }
    }

    @Test func touchpadSwipeArrivesAsXI24GestureSwipe() async throws {
        try await InputTestServer.withShared { xorg in
            let client = try RawXlibClient(displayName: xorg.displayName)
            let window = try client.createWindow(title: "swipe target", x: 0, y: 0, width: 400, height: 300, background: 0xFF0000)
            try client.selectEvents([XI_GestureSwipeBegin, XI_GestureSwipeUpdate, XI_GestureSwipeEnd], on: window)
            try XTestInjector(displayName: xorg.displayName).movePointer(toX: 200, y: 150)

            try xorg.touchpad.gestureSwipe(phase: .begin, fingers: 3)
            try xorg.touchpad.gestureSwipe(phase: .update, fingers: 3, dx: 12, dy: -4)
            try xorg.touchpad.gestureSwipe(phase: .end, fingers: 3, cancelled: true)
            try xorg.touchpad.sync()

            let events = try await client.waitForEvents(ofTypes: [XI_GestureSwipeEnd])
            #expect(events.map(\.type) == [XI_GestureSwipeBegin, XI_GestureSwipeUpdate, XI_GestureSwipeEnd])
            #expect(events.allSatisfy { $0.window == window && $0.detail == 3 })
            let update = try #require(events.first { $0.type == XI_GestureSwipeUpdate })
            #expect(update.deltaX != 0 && update.deltaY != 0, "the motion arrives (pointer acceleration may scale it)")
            #expect(events.last.map { $0.flags & XIGestureSwipeEventCancelled != 0 } == true)
        }
    }

    @Test func touchpadMotionMovesThePointer() async throws {
        try await InputTestServer.withShared { xorg in
            let display = try #require(XOpenDisplay(xorg.displayName))
            defer { XCloseDisplay(display) }
            try XTestInjector(displayName: xorg.displayName).movePointer(toX: 600, y: 500)
            try xorg.touchpad.movePointer(dx: 10, dy: 0)
            try xorg.touchpad.sync()

            var root: Window = 0, child: Window = 0
            var rootX: Int32 = 0, rootY: Int32 = 0, windowX: Int32 = 0, windowY: Int32 = 0
            var mask: UInt32 = 0
            XQueryPointer(display, XDefaultRootWindow(display), &root, &child, &rootX, &rootY, &windowX, &windowY, &mask)
            // Pointer acceleration decides how far; the direction is the device's.
            #expect(rootX > 600 && rootY == 500, "pointer at (\(rootX), \(rootY))")
        }
    }

    @Test func keyboardKeyArrivesAsXI2KeyPress() async throws {
        try await InputTestServer.withShared { xorg in
            let client = try RawXlibClient(displayName: xorg.displayName)
            let window = try client.createWindow(title: "key target", x: 0, y: 0, width: 100, height: 100, background: 0)
            XSetInputFocus(client.display, window, RevertToParent, UInt(CurrentTime))
            try client.selectEvents([XI_KeyPress, XI_KeyRelease], on: window)

            let qKeycode = 24  // evdev KEY_Q (16) + 8
            try xorg.keyboard.keyDown(keycode: qKeycode)
            try xorg.keyboard.keyUp(keycode: qKeycode)
            try xorg.keyboard.sync()

            let events = try await client.waitForEvents(ofTypes: [XI_KeyPress, XI_KeyRelease])
            let press = try #require(events.first { $0.type == XI_KeyPress })
            #expect(press.detail == Int32(qKeycode))
            let q = try #require(XTestInjector.keysym(named: "q"))
            #expect(Int32(XKeysymToKeycode(client.display, q)) == press.detail)
        }
    }

    /// What a client sees when the touchscreen is disabled while two fingers are down, in
    /// this order (Xorg 21.1):
    /// 1. XI_TouchEnd for each active touch, at its last position, with the same flags as an
    ///    ordinary lift (the pointer-emulating one keeps XITouchEmulatingPointer). Nothing
    ///    marks these ends as caused by the device going away.
    /// 2. XI_HierarchyChanged (selected on the root for XIAllDevices) with the touchscreen's
    ///    slave id and flags XIDeviceDisabled.
    /// So a host that must report such touches as cancelled has to look ahead: on a
    /// TouchEnd, check whether a HierarchyChanged disabling (or removing) its source device
    /// is already queued behind it. Enabling the device again gives XI_HierarchyChanged with
    /// XIDeviceEnabled; touches then work as before.
    @Test func disablingTheTouchscreenMidTouchEndsItsTouchesThenReportsTheDevice() async throws {
        try await InputTestServer.withShared { xorg in
            let client = try RawXlibClient(displayName: xorg.displayName)
            let window = try client.createWindow(title: "disable target", x: 100, y: 100, width: 400, height: 300, background: 0xFFFF00)
            try client.selectEvents([XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd], on: window)
            try client.selectEvents([XI_HierarchyChanged], on: client.rootWindow, deviceID: XIAllDevices)
            let touchscreenID = try #require(
                try XInputDeviceControl(displayName: xorg.displayName).device(named: InputTestServer.touchscreenName)?.id)

            try xorg.touchscreen.touch(id: 1, phase: .begin, x: 150, y: 150)
            try xorg.touchscreen.touch(id: 2, phase: .begin, x: 250, y: 200)
            try xorg.touchscreen.touch(id: 1, phase: .update, x: 160.5, y: 155.25)
            try xorg.touchscreen.sync()
            let began = try await client.waitForEvents("two touch begins") { $0.filter { $0.type == XI_TouchBegin }.count == 2 }
            let touchIDs = Set(began.filter { $0.type == XI_TouchBegin }.map(\.detail))
            client.forgetEvents()

            try xorg.setEnabled(false, xorg.touchscreen)
            let afterDisable = try await client.waitForEvents("the device disabled") { events in
                events.contains { $0.type == XI_HierarchyChanged }
            }
            #expect(afterDisable.map(\.type) == [XI_TouchEnd, XI_TouchEnd, XI_HierarchyChanged], "\(afterDisable)")
            #expect(Set(afterDisable.filter { $0.type == XI_TouchEnd }.map(\.detail)) == touchIDs)
            let firstEnd = try #require(afterDisable.first { $0.type == XI_TouchEnd && $0.eventX == 60.5 })
            #expect(firstEnd.eventY == 55.25, "ends where the touch last was")
            let change = try #require(afterDisable.last?.hierarchyChanges.first)
            #expect(change.deviceID == touchscreenID)
            #expect(change.flags & XIDeviceDisabled != 0)
            #expect(try XInputDeviceControl(displayName: xorg.displayName).device(named: InputTestServer.touchscreenName)?.isEnabled == false)
            #expect(throws: LiveTestError.self) { try xorg.touchscreen.touch(id: 3, phase: .begin, x: 1, y: 1) }
            client.forgetEvents()

            try xorg.setEnabled(true, xorg.touchscreen)
            let afterEnable = try await client.waitForEvents("the device enabled") { $0.contains { $0.type == XI_HierarchyChanged } }
            #expect(afterEnable.last?.hierarchyChanges.first.map { $0.flags & XIDeviceEnabled != 0 } == true)
            client.forgetEvents()
            try xorg.touchscreen.touch(id: 4, phase: .begin, x: 300, y: 300)
            try xorg.touchscreen.touch(id: 4, phase: .end, x: 300, y: 300)
            try xorg.touchscreen.sync()
            try await client.waitForEvents(ofTypes: [XI_TouchBegin, XI_TouchEnd])

            // The driver spins at 100% CPU when a client hangs up on it; the reconnection
            // must not look like that to it.
            let before = try Self.cpuSeconds(of: xorg.server.processIdentifier)
            try await Task.sleep(for: Self.idleWindow)
            let used = try Self.cpuSeconds(of: xorg.server.processIdentifier) - before
            let idleSeconds = Double(Self.idleWindow.components.seconds) + Double(Self.idleWindow.components.attoseconds) / 1e18
            #expect(used < idleSeconds * Self.idleCPUShare, "Xorg used \(used) s of CPU in \(Self.idleWindow)")
        }
    }

    /// How long the server is watched for spinning, and the CPU share an idle server stays
    /// under (a spinning one uses all of one core).
    static let idleWindow: Duration = .milliseconds(500)
    static let idleCPUShare = 0.25

    /// User plus system CPU time of process `pid` so far, from /proc/PID/stat.
    static func cpuSeconds(of pid: Int32) throws -> Double {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        // Fields after the parenthesised command name; utime and stime are fields 14 and 15.
        let fields = try #require(stat.split(separator: ")").last).split(separator: " ")
        let ticks = try #require(Double(fields[11])) + #require(Double(fields[12]))
        return ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
