import CX11

/// What the decoder needs to know about each XInput device: whether it is a touchscreen or a
/// touchpad, and which of its valuators scroll, with their increments.
///
/// Built from `XIQueryDevice` at start, patched by `XI_DeviceChanged` (a master device takes
/// on the classes of whichever slave last moved it). Tests build it by hand.
struct X11DeviceTable {
    enum TouchMode: Equatable {
        /// A touchscreen: touches are where the fingers are.
        case direct
        /// A touchpad: touches drive a pointer.
        case dependent
    }

    struct ScrollAxis: Equatable {
        var isVertical: Bool
        /// Valuator units per scroll step; negative for inverted ("natural") scrolling.
        var increment: Double
    }

    struct Device: Equatable {
        var name = ""
        var isMaster = false
        var touchMode: TouchMode?
        /// Scroll valuators by valuator number.
        var scrollAxes: [Int: ScrollAxis] = [:]

        /// Whether the device is a touchpad, whose scrolling is continuous: it reports
        /// dependent touches, or its name says so. XI2 has no device type, and libinput and
        /// synaptics name touchpads after the hardware ("SynPS/2 Synaptics TouchPad",
        /// "ELAN1200:00 04F3:3090 Touchpad"), which GTK also reads this way.
        var isTouchpad: Bool {
            if touchMode == .dependent { return true }
            let lowered = name.lowercased()
            return X11DeviceTable.touchpadNameWords.contains { lowered.contains($0) }
        }
    }

    /// Words that name a touchpad in a device's name (compared in lower case).
    static let touchpadNameWords = ["touchpad", "trackpad", "glidepoint"]

    var devices: [Int: Device] = [:]

    subscript(id: Int) -> Device? {
        get { devices[id] }
        set { devices[id] = newValue }
    }

    /// Reads the scroll and touch classes out of Xlib's class list.
    static func device(name: String, isMaster: Bool,
                       classes: UnsafeMutablePointer<UnsafeMutablePointer<XIAnyClassInfo>?>?, count: Int32) -> Device {
        var device = Device(name: name, isMaster: isMaster)
        guard let classes else { return device }
        for index in 0..<Int(count) {
            guard let info = classes[index] else { continue }
            switch info.pointee.type {
            case XIScrollClass:
                info.withMemoryRebound(to: XIScrollClassInfo.self, capacity: 1) { scroll in
                    let s = scroll.pointee
                    // A zero increment would divide by zero; such an axis cannot scroll.
                    guard s.increment != 0, s.increment.isFinite else { return }
                    device.scrollAxes[Int(s.number)] = ScrollAxis(isVertical: s.scroll_type == XIScrollTypeVertical, increment: s.increment)
                }
            case XITouchClass:
                info.withMemoryRebound(to: XITouchClassInfo.self, capacity: 1) { touch in
                    device.touchMode = touch.pointee.mode == XIDependentTouch ? .dependent : .direct
                }
            default:
                break
            }
        }
        return device
    }

    /// Every device the server reports.
    static func query(display: OpaquePointer) -> X11DeviceTable {
        var table = X11DeviceTable()
        var count: Int32 = 0
        guard let infos = XIQueryDevice(display, XIAllDevices, &count) else { return table }
        defer { XIFreeDeviceInfo(infos) }
        for index in 0..<Int(count) {
            let info = infos[index]
            let name = info.name.map { String(cString: $0) } ?? ""
            let isMaster = info.use == XIMasterPointer || info.use == XIMasterKeyboard
            table[Int(info.deviceid)] = device(name: name, isMaster: isMaster, classes: info.classes, count: info.num_classes)
        }
        return table
    }
}
