import Foundation

/// Where `UIAccessibility.post(notification:argument:)` goes: the checked notifications, in
/// order, to whatever listens in this process (an assistive-technology bridge, a test).
/// With nothing listening a post costs a check and nothing else, as on a device with
/// VoiceOver off.
@MainActor
enum AccessibilityNotifications {
    /// One posted notification, its argument checked.
    struct Event {
        var notification: UIAccessibility.Notification
        /// The element to move to, for screen and layout changes that name one.
        var element: AnyObject?
        /// The text to read: an announcement's, or a change's that passed a string.
        var text: String?
    }

    /// Whether a screen reader reads this process (set by a bridge when it finds one).
    static var screenReaderRunning = false {
        didSet {
            guard screenReaderRunning != oldValue else { return }
            NotificationCenter.default.post(name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
        }
    }

    private static var listeners: [(id: Int, deliver: (Event) -> Void)] = []
    private static var nextListenerID = 0

    /// Calls `deliver` with every notification posted from now on; returns a number that
    /// ``removeListener(_:)`` takes.
    static func addListener(_ deliver: @escaping (Event) -> Void) -> Int {
        nextListenerID += 1
        listeners.append((nextListenerID, deliver))
        return nextListenerID
    }

    /// Stops the listener `id`.
    static func removeListener(_ id: Int) {
        listeners.removeAll { $0.id == id }
    }

    static func post(_ notification: UIAccessibility.Notification, argument: Any?) {
        guard let event = event(for: notification, argument: argument) else { return }
        for listener in listeners { listener.deliver(event) }
    }

    /// The notification with its argument checked; nil, with a warning, when the argument
    /// is not one the notification takes.
    static func event(for notification: UIAccessibility.Notification, argument: Any?) -> Event? {
        let text = (argument as? String) ?? (argument as? NSAttributedString)?.string
        switch notification {
        case .announcement, .pageScrolled:
            guard let text else {
                Diagnostics.warn("UIAccessibility.post(notification: \(name(of: notification)), argument:) needs a String to read; "
                                 + "it got \(argument.map { String(describing: type(of: $0)) } ?? "nil") and was not posted",
                                 once: "UIAccessibility.post.text")
                return nil
            }
            return Event(notification: notification, element: nil, text: text)
        case .screenChanged, .layoutChanged:
            if let text { return Event(notification: notification, element: nil, text: text) }
            guard let argument else { return Event(notification: notification, element: nil, text: nil) }
            guard argument is UIResponder || argument is UIAccessibilityElement else {
                Diagnostics.warn("UIAccessibility.post(notification: \(name(of: notification)), argument:) takes an element (a view or "
                                 + "UIAccessibilityElement), a String or nil; a \(type(of: argument)) was not posted",
                                 once: "UIAccessibility.post.element")
                return nil
            }
            return Event(notification: notification, element: argument as AnyObject, text: nil)
        default:
            return Event(notification: notification, element: argument.map { $0 as AnyObject }, text: text)
        }
    }

    private static func name(of notification: UIAccessibility.Notification) -> String {
        switch notification {
        case .screenChanged: ".screenChanged"
        case .layoutChanged: ".layoutChanged"
        case .announcement: ".announcement"
        case .pageScrolled: ".pageScrolled"
        default: "Notification(rawValue: \(notification.rawValue))"
        }
    }
}
