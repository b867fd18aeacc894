import CX11
import Foundation
import Testing
@testable import OpenUIKit

/// Pressure and tilt valuators found by their axis labels and decoded into `TouchAxes`, and
/// the rule that tells a pen (see `X11DeviceTable`).
@Suite("X11 pen and pressure valuators")
@MainActor
struct X11PenValuatorTests {
    static let pen = 14
    /// Xorg's inputtest touchscreen: positions on 0 and 1, scrolling on 2 and 3, pressure on
    /// valuator 4, 0…2047 (the driver's `init_touch`).
    static func touchscreen() -> X11DeviceTable.Device {
        var device = X11DeviceTable.Device(name: "touchscreen", touchMode: .direct)
        device.addAxis(labelled: "Abs MT Position X", .init(number: 0, minimum: 0, maximum: 65535))
        device.addAxis(labelled: "Rel Horiz Scroll", .init(number: 2, minimum: -1, maximum: -1))
        device.addAxis(labelled: "Abs MT Pressure", .init(number: 4, minimum: 0, maximum: 2047))
        return device
    }

    /// A libinput-driven stylus: pressure 0…65535 on 2, tilt −64…63 degrees on 3 and 4.
    static func stylus(name: String = "Wacom Intuos S Pen stylus") -> X11DeviceTable.Device {
        var device = X11DeviceTable.Device(name: name)
        device.addAxis(labelled: "Abs Pressure", .init(number: 2, minimum: 0, maximum: 65535))
        device.addAxis(labelled: "Abs Tilt X", .init(number: 3, minimum: -64, maximum: 63))
        device.addAxis(labelled: "Abs Tilt Y", .init(number: 4, minimum: -64, maximum: 63))
        return device
    }

    let base = X11InputDecoderTests()

    func decoder() -> X11InputDecoder {
        var devices = X11InputDecoderTests.devices()
        devices[X11InputDecoderTests.touchscreen] = X11PenValuatorTests.touchscreen()
        devices[X11PenValuatorTests.pen] = X11PenValuatorTests.stylus()
        return X11InputDecoder(scale: 1, devices: devices, clock: base.clock)
    }

    func touches(_ events: [InputEvent]) -> [TouchInput] {
        events.compactMap { if case .touch(let t) = $0 { t } else { nil } }
    }

    func pointers(_ events: [InputEvent]) -> [PointerInput] {
        events.compactMap { if case .pointer(let p) = $0 { p } else { nil } }
    }

    @Test func theTouchscreensPressureIsAFractionOfItsRangeAndKeptWhenLeftOut() throws {
        let d = decoder()
        let began = touches(base.decode(d, XI_TouchBegin, detail: 4, x: 10, y: 10, valuators: [0: 100, 2: 7, 4: 511.75]))
        #expect(began.first?.axes == TouchAxes(pressure: 0.25), "511.75 / 2047; the scrolling valuator is not pressure")
        let moved = touches(base.decode(d, XI_TouchUpdate, detail: 4, x: 12, y: 10, valuators: [0: 120]))
        #expect(moved.first?.axes.pressure == 0.25, "XI2 leaves out what did not change")
        let pressed = touches(base.decode(d, XI_TouchUpdate, detail: 4, x: 12, y: 10, valuators: [4: 4000]))
        #expect(pressed.first?.axes.pressure == 1, "clamped to the range")
        let ended = touches(base.decode(d, XI_TouchEnd, detail: 4, x: 12, y: 10))
        #expect(ended.first?.axes.pressure == 1)
        #expect(ended.first?.isPen == false)
    }

    @Test func aTouchBeganWithoutPressureStartsAtZero() {
        let d = decoder()
        let began = touches(base.decode(d, XI_TouchBegin, detail: 5, x: 10, y: 10, valuators: [0: 100]))
        #expect(began.first?.axes == TouchAxes(pressure: 0))
    }

    @Test func aPlainTouchscreenHasNoAxes() {
        let d = X11InputDecoder(scale: 1, devices: X11InputDecoderTests.devices(), clock: base.clock)
        let began = touches(base.decode(d, XI_TouchBegin, detail: 5, x: 10, y: 10, valuators: [2: 1000]))
        #expect(began.first?.axes == TouchAxes.none)
    }

    @Test func aPensButtonAndMotionCarryPressureAndTiltInRadians() throws {
        let d = decoder()
        let pen = X11PenValuatorTests.pen
        let press = pointers(base.decode(d, XI_ButtonPress, detail: 1, x: 30, y: 40, source: pen,
                                         valuators: [2: 16383.75, 3: 30, 4: -45], buttons: [1]))
        let p = try #require(press.first)
        #expect(p.isPen)
        #expect(p.axes.pressure == 0.25)
        #expect(abs((p.axes.tiltX ?? 0) - 30 * .pi / 180) < 1e-12)
        #expect(abs((p.axes.tiltY ?? 0) + 45 * .pi / 180) < 1e-12)
        // Pressing harder without moving is still motion, with the new pressure.
        let harder = pointers(base.decode(d, XI_Motion, x: 30, y: 40, source: pen, valuators: [2: 65535], buttons: [1]))
        #expect(harder.count == 1)
        #expect(harder.first?.axes.pressure == 1)
        #expect(harder.first?.axes.tiltX == p.axes.tiltX, "tilt kept")
        // The same reading again is no motion.
        #expect(pointers(base.decode(d, XI_Motion, x: 30, y: 40, source: pen, valuators: [2: 65535], buttons: [1])).isEmpty)
    }

    @Test func aMouseIsNoPenAndCarriesNoAxes() throws {
        let d = decoder()
        let press = pointers(base.decode(d, XI_ButtonPress, detail: 1, x: 3, y: 4, source: X11InputDecoderTests.mouse,
                                         valuators: [2: 500], buttons: [1]))
        #expect(press.first?.isPen == false)
        #expect(press.first?.axes == TouchAxes.none)
    }

    @Test func whatCountsAsAPen() {
        #expect(X11PenValuatorTests.stylus().isPen, "tilt and Abs Pressure")
        #expect(X11DeviceTable.Device(name: "ELAN9009:00 04F3:29A1 Pen (0)").isPen, "named a pen")
        #expect(X11DeviceTable.Device(name: "Wacom Intuos S Pen eraser").isPen)
        #expect(!X11DeviceTable.Device(name: "OpenMouse 3000").isPen, "a word, not a substring")
        #expect(!X11PenValuatorTests.touchscreen().isPen, "touch devices are touchscreens")
        var touchpad = X11DeviceTable.Device(name: "SynPS/2 Synaptics TouchPad")
        touchpad.addAxis(labelled: "Abs Pressure", .init(number: 2, minimum: 0, maximum: 255))
        #expect(!touchpad.isPen, "a touchpad's pressure makes no pen")
        var unlabelled = X11DeviceTable.Device(name: "stylus")
        unlabelled.addAxis(labelled: "Abs Pressure", .init(number: 2, minimum: 0, maximum: 0))
        #expect(unlabelled.pressureAxis == nil, "a range with no extent cannot be scaled")
    }

    @Test func theMultitouchPressureWinsOverTheDevicesOne() {
        var device = X11DeviceTable.Device(name: "screen", touchMode: .direct)
        device.addAxis(labelled: "Abs MT Pressure", .init(number: 5, minimum: 0, maximum: 255))
        device.addAxis(labelled: "Abs Pressure", .init(number: 2, minimum: 0, maximum: 1023))
        #expect(device.pressureAxis?.number == 5)
    }
}
