import Foundation

/// The base class of UIKit's haptic feedback: impacts, selection changes and notifications
/// played on the device's Taptic Engine.
///
/// A Linux desktop has no Taptic Engine, and UIKit documents that on a device without one
/// these calls do nothing; so it is here: every call returns at once, nothing is played and
/// no state is kept. Apps call them as on iOS (`prepare()` ahead of time, then the
/// subclass's trigger), and the values they pass are still checked as UIKit checks them.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// A generator (use a subclass: the base class plays nothing even on iOS).
    public override init() {
        super.init()
    }

    /// Readies the Taptic Engine so that the next feedback plays without delay. With no
    /// engine there is nothing to ready: it returns at once.
    open func prepare() {}
}
