import Foundation

/// What a drop does with the dragged items: the operation a drop proposal offers and a drag
/// session ends with.
public enum UIDropOperation: Int, Sendable {
    /// The drop is not made: the items fly back to where they were lifted from.
    case cancel = 0
    /// The destination would take the items but does not now; the drop is cancelled.
    case forbidden = 1
    /// The destination gets a copy of the items' data.
    case copy = 2
    /// The items move: the source removes them once the destination has them. Only within
    /// the app that started the drag; elsewhere it counts as a copy.
    case move = 3
}
