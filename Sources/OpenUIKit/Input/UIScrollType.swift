import Foundation

/// The kinds of scrolling a pointing device does (UIKit's `UIScrollType`, iPadOS 13.4).
///
/// On X11 the library decides it per event (see `ScrollInput.scrollType`): a touchpad's
/// two-finger scroll, or any scroll valuator moving by a fraction of a step, is continuous;
/// whole wheel notches and the core scroll buttons are discrete.
public enum UIScrollType: Int, Sendable {
    /// Scrolling in steps, such as a mouse wheel's notches.
    case discrete = 0
    /// Smooth scrolling, such as two fingers on a touchpad.
    case continuous = 1
}
