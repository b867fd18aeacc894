/// Which way up the app's user interface is drawn.
///
/// A desktop window does not turn: a window wider than tall is in landscape, any other in
/// portrait (see `UIWindowScene.interfaceOrientation`).
public enum UIInterfaceOrientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright, taller than wide.
    case portrait = 1
    /// Upside down, taller than wide.
    case portraitUpsideDown = 2
    /// Wider than tall, the device's top to the right.
    case landscapeLeft = 4
    /// Wider than tall, the device's top to the left.
    case landscapeRight = 3

    /// Whether it is one of the two portrait orientations.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

    /// Whether it is one of the two landscape orientations.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
