import Foundation

/// Haptic feedback for a selection that changes: a picker's wheel passing a row, a
/// segmented control's segment.
///
/// Plays nothing here (see `UIFeedbackGenerator`: there is no Taptic Engine).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// A selection feedback generator.
    public override init() {
        super.init()
    }

    /// Plays the tick of a changed selection (nothing, with no Taptic Engine).
    open func selectionChanged() {}
}
