import Foundation

/// Haptic feedback for the outcome of a task: it succeeded, needs attention, or failed.
///
/// Plays nothing here (see `UIFeedbackGenerator`: there is no Taptic Engine).
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcomes a notification feedback tells apart.
    public enum FeedbackType: Int, Sendable {
        /// A task succeeded.
        case success = 0
        /// A task produced a warning.
        case warning = 1
        /// A task failed.
        case error = 2
    }

    /// A notification feedback generator.
    public override init() {
        super.init()
    }

    /// Plays the pattern of `notificationType` (nothing, with no Taptic Engine).
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
