import Foundation

extension UIView {
    /// Sets up a part of a cell that draws itself in `draw(_:)` over the cell (a control, a
    /// grip, a fill): see-through where it draws nothing, and drawn again whole when resized.
    func configureAsDrawnCellPart(clearingBackground: Bool = true) {
        isOpaque = false
        if clearingBackground { backgroundColor = nil }
        contentMode = .redraw
    }
}
