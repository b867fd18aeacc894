import Foundation

/// A plain table's separators below its rows: iOS fills the room a short list leaves with the
/// lines of empty rows, one per row height, unless the table has a footer view.
extension UITableView {
    /// Whether the table draws empty rows' separators at all: plain style, separators on, and
    /// no table footer view.
    var drawsEmptyRowSeparators: Bool {
        style == .plain && separatorStyle != .none && tableFooterView == nil
    }

    /// The height of one empty row, in points: the table's fixed row height, else a standard row.
    var emptyRowPitch: CGFloat {
        rowHeight.isUsableRowHeight && rowHeight > 0 ? rowHeight : Self.defaultEstimatedRowHeight
    }

    /// Places the empty rows' separators between the end of the content and the bottom of what
    /// the table shows, or hides them when the rows reach past it.
    func layoutEmptyRowSeparators() {
        let top = geometry.contentHeight
        let bottom = bounds.maxY
        guard drawsEmptyRowSeparators, bottom > top else {
            emptyRowSeparators?.isHidden = true
            return
        }
        let view: EmptyRowSeparatorsView
        if let existing = emptyRowSeparators {
            view = existing
        } else {
            view = EmptyRowSeparatorsView(frame: .zero)
            emptyRowSeparators = view
        }
        if view.superview !== self {
            // Below the rows and section views, above the background view.
            if let backgroundView, backgroundView.superview === self {
                insertSubview(view, aboveSubview: backgroundView)
            } else {
                insertSubview(view, at: 0)
            }
        }
        view.isHidden = false
        view.rowPitch = emptyRowPitch
        view.lineInset = UIEdgeInsets(top: 0, left: separatorInset.left, bottom: 0, right: separatorInset.right)
        view.lineColor = separatorColor
        let frame = CGRect(x: 0, y: top, width: bounds.width, height: bottom - top)
        if view.frame != frame { view.frame = frame }
    }
}
