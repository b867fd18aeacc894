import Foundation

/// Where a drop over a table would put its items, as a table's drop proposal says it; the
/// table shows it while the drag moves.
public enum UITableViewDropIntent: Int, Sendable {
    /// The table shows nothing; the drop delegate decides what the drop does.
    case unspecified = 0
    /// The items would be inserted as new rows at the destination: the rows open a gap
    /// there.
    case insertAtDestinationIndexPath = 1
    /// The items would go into the row at the destination (such as a folder's row): the
    /// row is highlighted.
    case insertIntoDestinationIndexPath = 2
    /// Between rows the items are inserted, over the middle of a row they go into it.
    case automatic = 3
}
