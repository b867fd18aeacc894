import Foundation

extension UIControl {
    /// What a control reports to its targets. The raw values are UIKit's.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// A finger touched down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A finger touched down again soon after the last touch (`UITouch.tapCount` > 1).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger moved while within the control's tracking bounds.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger moved while outside the control's tracking bounds.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger moved from outside the tracking bounds to inside them.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger moved from inside the tracking bounds to outside them.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifted within the tracking bounds: a button's tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside the tracking bounds.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The touch was taken away (a gesture recognizer claimed it, its device vanished).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (sliders, switches, segmented controls).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action: a button sends it with each `touchUpInside`.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A control's menu is about to appear.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Text editing began (text fields).
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The edited text changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Text editing ended.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Text editing ended with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits an app may use for events of its own.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits reserved for the framework.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
