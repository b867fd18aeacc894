import CX11
import Foundation

/// Lists XInput devices and enables or disables them, over a connection of its own: what the
/// `xinput list` and `xinput disable` commands do, without depending on them.
///
/// Disabling goes through the XI2 device property "Device Enabled" (an 8-bit integer), as
/// `xinput` does. The server then turns the device off: its slave is reported disabled in an
/// XI_HierarchyChanged event, and any touches it had active end. For an inputtest device the
/// driver also closes its socket connection; see `InputTestServer.setEnabled`.
public final class XInputDeviceControl {
    /// The role of a device in the XI2 hierarchy.
    public enum Use: Sendable, Equatable {
        case masterPointer, masterKeyboard, slavePointer, slaveKeyboard, floatingSlave

        init?(_ raw: Int32) {
            switch raw {
            case XIMasterPointer: self = .masterPointer
            case XIMasterKeyboard: self = .masterKeyboard
            case XISlavePointer: self = .slavePointer
            case XISlaveKeyboard: self = .slaveKeyboard
            case XIFloatingSlave: self = .floatingSlave
            default: return nil
            }
        }
    }

    /// How a device with a touch class reports touches.
    public enum TouchMode: Sendable, Equatable {
        /// A touchscreen: touches are at the screen position under the finger.
        case direct
        /// A touchpad: touches are relative to the pointer.
        case dependent
    }

    public struct Device: Sendable, Equatable, CustomStringConvertible {
        public var id: Int32
        public var name: String
        public var use: Use
        /// The master a slave is attached to, or the paired master of a master.
        public var attachment: Int32
        public var isEnabled: Bool
        /// Present when the device has an XI 2.2 touch class.
        public var touchMode: TouchMode?
        /// The maximum number of simultaneous touches, when it has a touch class.
        public var maximumTouches: Int?

        public var description: String {
            "\(name) (id \(id), \(use), attached to \(attachment)\(isEnabled ? "" : ", disabled"))"
        }
    }

    public let displayName: String
    private let display: OpaquePointer
    private let deviceEnabledAtom: Atom

    /// Opens a connection to `displayName` and announces XI 2.4, without which the server
    /// would describe devices as an XI 2.0 client sees them (no touch classes).
    public init(displayName: String) throws {
        guard let display = XOpenDisplay(displayName) else {
            throw LiveTestError("cannot open display \(displayName)")
        }
        XErrorRecorder.track(display)
        var opcode: Int32 = 0, event: Int32 = 0, error: Int32 = 0
        guard XQueryExtension(display, "XInputExtension", &opcode, &event, &error) != 0 else {
            XErrorRecorder.untrack(display)
            XCloseDisplay(display)
            throw LiveTestError("\(displayName) has no XInputExtension")
        }
        var major: Int32 = 2, minor: Int32 = 4
        guard XIQueryVersion(display, &major, &minor) == Success, major >= 2 else {
            XErrorRecorder.untrack(display)
            XCloseDisplay(display)
            throw LiveTestError("\(displayName) does not speak XI2")
        }
        self.displayName = displayName
        self.display = display
        self.deviceEnabledAtom = XInternAtom(display, "Device Enabled", 0)
    }

    deinit {
        XErrorRecorder.untrack(display)
        XCloseDisplay(display)
    }

    /// Every device the server has, masters and slaves, in the server's order.
    public func devices() -> [Device] {
        var count: Int32 = 0
        guard let infos = XIQueryDevice(display, XIAllDevices, &count) else { return [] }
        defer { XIFreeDeviceInfo(infos) }
        var devices: [Device] = []
        for index in 0..<Int(count) {
            let info = infos[index]
            guard let use = Use(info.use) else { continue }
            var device = Device(
                id: info.deviceid, name: String(cString: info.name), use: use,
                attachment: info.attachment, isEnabled: info.enabled != 0)
            for classIndex in 0..<Int(info.num_classes) {
                guard let anyClass = info.classes[classIndex], anyClass.pointee.type == XITouchClass else { continue }
                let touch = UnsafeRawPointer(anyClass).assumingMemoryBound(to: XITouchClassInfo.self).pointee
                device.touchMode = touch.mode == XIDirectTouch ? .direct : .dependent
                device.maximumTouches = Int(touch.num_touches)
            }
            devices.append(device)
        }
        return devices
    }

    /// The device called `name` (the xorg.conf Identifier for inputtest devices).
    public func device(named name: String) -> Device? {
        devices().first { $0.name == name }
    }

    /// Enables or disables the device called `name`, and returns once the server has done so.
    public func setEnabled(_ enabled: Bool, deviceNamed name: String) throws {
        guard let device = device(named: name) else {
            throw LiveTestError("no XInput device named \"\(name)\" on \(displayName); have \(devices().map(\.name))")
        }
        try setEnabled(enabled, deviceID: device.id)
    }

    /// Enables or disables device `id` by setting its "Device Enabled" property, and returns
    /// once the server has processed the change.
    public func setEnabled(_ enabled: Bool, deviceID id: Int32) throws {
        var value: UInt8 = enabled ? 1 : 0
        XIChangeProperty(display, id, deviceEnabledAtom, Atom(XA_INTEGER), 8, XIPropModeReplace, &value, 1)
        XSync(display, 0)
        let errors = XErrorRecorder.takeErrors(for: display)
        guard errors.isEmpty else {
            throw LiveTestError("setting \"Device Enabled\" of device \(id) failed: \(errors)")
        }
    }
}
