import Foundation

/// The app's side of assistive technology: telling a screen reader what changed
/// (``post(notification:argument:)``), asking whether one runs, and converting a view's
/// rectangles into the screen coordinates accessibility frames use.
@MainActor
public enum UIAccessibility {
    /// Something an app tells assistive technology about.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// The notification's number.
        public let rawValue: UInt32

        /// A notification from its number.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// Most of the screen changed (a new screen appeared); the argument is the element
        /// to read first, or a string to announce, or nil.
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen changed (an element appeared or went); the argument is the
        /// element to move to, or a string to announce, or nil.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Read the argument, a string, aloud.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished; the argument is a string describing the new position.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Posted (on the default center) when a screen reader starts or stops.
    public static let voiceOverStatusDidChangeNotification = NSNotification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")

    /// Whether a screen reader is reading this app. Linux screen readers (Orca) talk to apps
    /// over AT-SPI; until a bridge to it runs in this process, none can be reading, and this
    /// is false.
    public static var isVoiceOverRunning: Bool {
        AccessibilityNotifications.screenReaderRunning
    }

    /// Tells assistive technology about `notification`. The argument is checked against
    /// what the notification takes (an announcement needs text), and a wrong one is
    /// refused with a warning rather than passed on.
    public static func post(notification: Notification, argument: Any?) {
        AccessibilityNotifications.post(notification, argument: argument)
    }

    /// `rect`, in `view`'s coordinates, in screen coordinates (as accessibility frames are):
    /// the bounding box of the rectangle as the view's transforms place it.
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        view.convert(rect, to: nil)
    }

    /// `path`, in `view`'s coordinates, as a new path in screen coordinates (as
    /// `accessibilityPath` is); rotations and scales on the way are kept, not boxed.
    public static func convertToScreenCoordinates(_ path: UIBezierPath, in view: UIView) -> UIBezierPath {
        // Three points fix an affine map exactly, and every view-to-window map is affine.
        let origin = view.convert(CGPoint.zero, to: nil)
        let xAxis = view.convert(CGPoint(x: 1, y: 0), to: nil)
        let yAxis = view.convert(CGPoint(x: 0, y: 1), to: nil)
        let transform = CGAffineTransform(a: xAxis.x - origin.x, b: xAxis.y - origin.y,
                                          c: yAxis.x - origin.x, d: yAxis.y - origin.y,
                                          tx: origin.x, ty: origin.y)
        let converted = path.copy(with: nil) as? UIBezierPath ?? UIBezierPath(cgPath: path.cgPath)
        converted.apply(transform)
        return converted
    }
}
