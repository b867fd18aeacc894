import Foundation

/// One input event as plain values, the way every platform hands input to the library.
///
/// The X11 host decodes XInput2 (or core) events into these; tests, `--replay` files and the
/// headless window build them directly. Nothing past the decoder sees Xlib. Locations are in
/// window points, times in seconds on the `InputClock` domain, modifiers as UIKit names them.
public enum InputEvent: Sendable, Equatable {
    /// A mouse (or touchpad-as-mouse) button, motion, or the pointer entering or leaving.
    case pointer(PointerInput)
    /// A finger on a touchscreen (direct) or a touchpad that reports touches (dependent).
    case touch(TouchInput)
    /// Scrolling from scroll valuators (wheel or touchpad two-finger scroll).
    case scroll(ScrollInput)
    /// A touchpad pinch (two or more fingers), XI 2.4.
    case touchpadPinch(TouchpadPinchInput)
    /// A touchpad swipe (three or more fingers), XI 2.4.
    case touchpadSwipe(TouchpadSwipeInput)
    /// A key going down or up.
    case key(KeyInput)
    /// An input method's provisional text changed (its preedit), for the first responder's
    /// marked text.
    case markedText(MarkedTextInput)

    /// When the event happened, in seconds on the input clock.
    public var timestamp: TimeInterval {
        switch self {
        case .pointer(let e): e.timestamp
        case .touch(let e): e.timestamp
        case .scroll(let e): e.timestamp
        case .touchpadPinch(let e): e.timestamp
        case .touchpadSwipe(let e): e.timestamp
        case .key(let e): e.timestamp
        case .markedText(let e): e.timestamp
        }
    }
}
