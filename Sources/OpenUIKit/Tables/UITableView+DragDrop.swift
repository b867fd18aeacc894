import Foundation

/// A table as a drag source and a drop destination (iOS 11): its delegates answer row by
/// row, and its rows show where a drop would go.
extension UITableView {
    /// What answers drags of the table's rows; setting one makes the rows lift (while
    /// `dragInteractionEnabled`). Held weakly, as in UIKit.
    public var dragDelegate: (any UITableViewDragDelegate)? {
        get { dragDropController.dragDelegate }
        set { dragDropController.dragDelegate = newValue }
    }

    /// What answers drops on the table; setting one makes the table a drop destination.
    /// Held weakly, as in UIKit.
    public var dropDelegate: (any UITableViewDropDelegate)? {
        get { dragDropController.dropDelegate }
        set { dragDropController.dropDelegate = newValue }
    }

    /// Whether the rows lift for a drag: true by default, as on an iPad (UIKit makes it
    /// false on an iPhone).
    public var dragInteractionEnabled: Bool {
        get { dragDropController.dragInteractionEnabled }
        set { dragDropController.dragInteractionEnabled = newValue }
    }

    /// Whether a drag of the table's rows is running (from the lift to its end).
    public var hasActiveDrag: Bool { dragDropController.hasActiveDrag }

    /// Whether a drag is over the table.
    public var hasActiveDrop: Bool { dragDropController.hasActiveDrop }

    // MARK: Gaps

    /// The height of a row a drop would insert, in points: the table's row height, else its
    /// estimate, else the standard row's.
    var insertedRowHeight: CGFloat {
        if rowHeight > 0 { return rowHeight }
        if estimatedRowHeight > 0 { return estimatedRowHeight }
        return UITableViewCell.standardRowHeight
    }

    /// Moves the visible rows from `destination` on down by `height`, so a gap shows where
    /// a dropped row would be inserted.
    func openDropGap(at destination: IndexPath, height: CGFloat) {
        var moves: [(UITableViewCell, CGFloat)] = []
        for (path, cell) in visibleCellsByPath {
            guard let span = geometry.span(of: .row(path)) else { continue }
            let y = span.minY + (path >= destination ? height : 0)
            if cell.frame.minY != y { moves.append((cell, y)) }
        }
        guard !moves.isEmpty else { return }
        UIView.animate(withDuration: Self.reorderShiftDuration, delay: 0, options: [.beginFromCurrentState], animations: {
            for (cell, y) in moves { cell.frame.origin.y = y }
        })
    }

    /// Puts the visible rows back where they belong, closing any gap.
    func closeDropGap(animated: Bool) {
        let placeAll = { for (path, cell) in self.visibleCellsByPath { self.place(cell, at: path) } }
        if animated {
            UIView.animate(withDuration: Self.reorderShiftDuration, delay: 0, options: [.beginFromCurrentState], animations: placeAll)
        } else {
            placeAll()
        }
    }
}
