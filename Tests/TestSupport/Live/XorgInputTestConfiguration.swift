/// The xorg.conf for live input tests: the dummy video driver with one 1280×1024 screen, and
/// three devices of Xorg's `inputtest` input driver, each listening on a Unix socket.
///
/// Device sections and their sockets:
/// - `touchscreen`: a direct-touch device with up to 10 simultaneous touches
///   (`touchscreen.sock`);
/// - `touchpad`: a relative pointer that also sends XI 2.4 pinch and swipe gestures
///   (`touchpad.sock`);
/// - `keyboard`: a keyboard (`keyboard.sock`).
///
/// Hot-plugging is off so the machine's real (or absent) input hardware plays no part. The
/// `Modes` line matters: with only `Virtual 1280 1024` the dummy driver picks its 1280×960
/// mode, the root window is 1280×960, and absolute touch positions are scaled onto 960 rows
/// (y = 210.5 arrives as 197.3).
public enum XorgInputTestConfiguration {
    /// Replaced with the server's private directory, where the device sockets are created.
    public static let directoryPlaceholder = "@DIR@"

    /// The configuration with the socket directory filled in.
    public static func text(directory: String) -> String {
        template.replacingOccurrences(of: directoryPlaceholder, with: directory)
    }

    public static let template = """
        Section "ServerFlags"
            Option "AutoAddDevices" "false"
            Option "AutoEnableDevices" "false"
            Option "AutoAddGPU" "false"
            Option "DontVTSwitch" "true"
        EndSection

        Section "Device"
            Identifier "dummy"
            Driver "dummy"
            VideoRam 64000
        EndSection

        Section "Monitor"
            Identifier "monitor"
            HorizSync 5.0-1000.0
            VertRefresh 5.0-200.0
        EndSection

        Section "Screen"
            Identifier "screen"
            Device "dummy"
            Monitor "monitor"
            DefaultDepth 24
            SubSection "Display"
                Depth 24
                Virtual 1280 1024
                Modes "1280x1024"
            EndSubSection
        EndSection

        Section "InputDevice"
            Identifier "touchscreen"
            Driver "inputtest"
            Option "SocketPath" "@DIR@/touchscreen.sock"
            Option "DeviceType" "Touch"
            Option "TouchCount" "10"
        EndSection

        Section "InputDevice"
            Identifier "touchpad"
            Driver "inputtest"
            Option "SocketPath" "@DIR@/touchpad.sock"
            Option "DeviceType" "PointerGesture"
        EndSection

        Section "InputDevice"
            Identifier "keyboard"
            Driver "inputtest"
            Option "SocketPath" "@DIR@/keyboard.sock"
            Option "DeviceType" "Keyboard"
        EndSection

        Section "ServerLayout"
            Identifier "layout"
            Screen "screen"
            InputDevice "touchscreen"
            InputDevice "touchpad"
            InputDevice "keyboard"
        EndSection

        """
}
