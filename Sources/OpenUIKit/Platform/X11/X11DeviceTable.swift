import CX11

/// What the decoder needs to know about each XInput device: whether it is a touchscreen, a
/// touchpad or a pen, which of its valuators scroll, with their increments, and which carry
/// pressure and tilt, with their ranges.
///
/// **Pressure and tilt** are found by their axis labels, the atoms drivers name valuators
/// with: "Abs Pressure" (pens, and touchscreens whose driver reports one pressure for the
/// device) or "Abs MT Pressure" (multitouch screens' per-finger pressure), and "Abs Tilt X" /
/// "Abs Tilt Y". Xorg's inputtest touch device has "Abs MT Pressure" from 0 to 2047.
///
/// **Pens.** XInput2 has no device type. A device is taken for a pen when it has no touch
/// class, is not a touchpad, and either has tilt axes or an "Abs Pressure" axis (what the
/// libinput and wacom drivers give a stylus; mice have neither), or its name says so as
/// libinput and wacom name pens: a word "pen", "stylus" or "eraser" ("Wacom Intuos S Pen
/// stylus", "ELAN9009:00 04F3:29A1 Pen (0)").
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

    /// A valuator that reports pressure or tilt, and the range its driver declares.
    struct ValuatorAxis: Equatable {
        var number: Int
        var minimum: Double
        var maximum: Double

        /// `value` as a fraction of the range, clamped to 0…1; nil for an empty range or a
        /// non-finite value.
        func fraction(of value: Double) -> Double? {
            guard value.isFinite, maximum > minimum else { return nil }
            return min(max((value - minimum) / (maximum - minimum), 0), 1)
        }
    }

    struct Device: Equatable {
        var name = ""
        var isMaster = false
        var touchMode: TouchMode?
        /// Scroll valuators by valuator number.
        var scrollAxes: [Int: ScrollAxis] = [:]
        /// The pressure valuator ("Abs Pressure" or "Abs MT Pressure").
        var pressureAxis: ValuatorAxis?
        /// Whether a valuator is labelled "Abs Pressure" (one pressure for the whole device).
        var hasSinglePressureAxis = false
        /// The tilt valuators ("Abs Tilt X", "Abs Tilt Y"), in degrees from upright.
        var tiltXAxis: ValuatorAxis?
        var tiltYAxis: ValuatorAxis?

        /// Whether the device is a pen (see the type's discussion for the rule).
        var isPen: Bool {
            guard touchMode == nil, !isTouchpad else { return false }
            if tiltXAxis != nil || tiltYAxis != nil || hasSinglePressureAxis { return true }
            let words = name.lowercased().split { !$0.isLetter }
            return words.contains { X11DeviceTable.penNameWords.contains(String($0)) }
        }

        /// Whether any valuator carries pressure or tilt.
        var hasPenAxes: Bool { pressureAxis != nil || tiltXAxis != nil || tiltYAxis != nil }

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
    /// Whole words that name a pen in a device's name (compared in lower case).
    static let penNameWords: Set<String> = ["pen", "stylus", "eraser"]

    /// The axis labels read, as drivers spell them (xserver-properties.h).
    enum AxisLabel {
        static let pressure = "Abs Pressure"
        static let multitouchPressure = "Abs MT Pressure"
        static let tiltX = "Abs Tilt X"
        static let tiltY = "Abs Tilt Y"
    }

    var devices: [Int: Device] = [:]

    subscript(id: Int) -> Device? {
        get { devices[id] }
        set { devices[id] = newValue }
    }

    /// Reads the scroll, touch and valuator classes out of Xlib's class list; `axisLabel`
    /// names a valuator's label atom (nil when unknown).
    static func device(name: String, isMaster: Bool,
                       classes: UnsafeMutablePointer<UnsafeMutablePointer<XIAnyClassInfo>?>?, count: Int32,
                       axisLabel: (Atom) -> String? = { _ in nil }) -> Device {
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
            case XIValuatorClass:
                info.withMemoryRebound(to: XIValuatorClassInfo.self, capacity: 1) { valuator in
                    let v = valuator.pointee
                    guard v.label != 0, let label = axisLabel(v.label) else { return }
                    device.addAxis(labelled: label, ValuatorAxis(number: Int(v.number), minimum: v.min, maximum: v.max))
                }
            default:
                break
            }
        }
        return device
    }

    /// Every device the server reports; `axisLabel` names valuator label atoms.
    static func query(display: OpaquePointer, axisLabel: (Atom) -> String? = { _ in nil }) -> X11DeviceTable {
        var table = X11DeviceTable()
        var count: Int32 = 0
        guard let infos = XIQueryDevice(display, XIAllDevices, &count) else { return table }
        defer { XIFreeDeviceInfo(infos) }
        for index in 0..<Int(count) {
            let info = infos[index]
            let name = info.name.map { String(cString: $0) } ?? ""
            let isMaster = info.use == XIMasterPointer || info.use == XIMasterKeyboard
            table[Int(info.deviceid)] = device(name: name, isMaster: isMaster, classes: info.classes, count: info.num_classes,
                                               axisLabel: axisLabel)
        }
        return table
    }
}

extension X11DeviceTable.Device {
    /// Records a valuator by its label, if it is one the decoder reads; a range with no extent
    /// (a driver's unknown range) cannot be scaled and is left out.
    mutating func addAxis(labelled label: String, _ axis: X11DeviceTable.ValuatorAxis) {
        guard axis.maximum > axis.minimum, axis.minimum.isFinite, axis.maximum.isFinite else { return }
        switch label {
        case X11DeviceTable.AxisLabel.pressure:
            // A device with both keeps the per-finger one, whichever comes first.
            hasSinglePressureAxis = true
            if pressureAxis == nil { pressureAxis = axis }
        case X11DeviceTable.AxisLabel.multitouchPressure:
            pressureAxis = axis
        case X11DeviceTable.AxisLabel.tiltX:
            tiltXAxis = axis
        case X11DeviceTable.AxisLabel.tiltY:
            tiltYAxis = axis
        default:
            break
        }
    }
}
