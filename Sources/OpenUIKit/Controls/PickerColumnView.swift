import Foundation

/// One wheel of a `UIPickerView`: a vertical scroll view whose content is the component's
/// rows, one `rowHeight` each, inset so that the first and the last row can reach the middle.
///
/// The scroll view gives the drag, the fling's deceleration, the rubber band and the mouse
/// wheel; the wheel adds the rest. A drag's resting place is moved onto the nearest row as
/// the finger lifts (`scrollViewWillEndDragging`), a tap turns the tapped row to the middle,
/// and the row views are placed as `PickerWheelGeometry` projects them onto the cylinder,
/// fixed to the visible area rather than scrolled with the content.
@MainActor
final class PickerColumnView: UIScrollView, UIScrollViewDelegate {
    private(set) weak var picker: UIPickerView?
    let component: Int
    /// The row views in sight, by row.
    private var visibleRows: [Int: UIView] = [:]
    /// Row views out of sight, offered to the delegate to reuse.
    private var reusableViews: [UIView] = []
    /// Whether the motion under way was started by the user (a drag, a tap, a key), so the
    /// delegate hears where it ends.
    private var userTurning = false
    /// The row the wheel is headed for: where an animated turn ends, else the row in the middle.
    private(set) var targetRow = 0

    init(picker: UIPickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        configureWheel()
    }

    /// A wheel decoded on its own: it belongs to no picker, so it shows no rows.
    required init?(coder: NSCoder) {
        component = 0
        super.init(coder: coder)
        configureWheel()
    }

    private func configureWheel() {
        delegate = self
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
        scrollsToTop = false
        alwaysBounceVertical = true
        backgroundColor = nil
        isOpaque = false
        let tap = UITapGestureRecognizer()
        _ = tap.addAction { [unowned self] recognizer in tapped(recognizer) }
        addGestureRecognizer(tap)
    }

    private var rows: Int { picker.map { $0.components.indices.contains(component) ? $0.components[component].rows : 0 } ?? 0 }
    private var rowHeight: CGFloat {
        picker.map { $0.components.indices.contains(component) ? $0.components[component].rowHeight : UIPickerView.defaultRowHeight }
            ?? UIPickerView.defaultRowHeight
    }
    private var geometry: PickerWheelGeometry { PickerWheelGeometry(height: bounds.height) }

    /// The content offset that puts `row` in the middle.
    func offset(forRow row: Int) -> CGPoint {
        CGPoint(x: 0, y: CGFloat(row) * rowHeight + rowHeight / 2 - bounds.height / 2)
    }

    /// The row nearest the middle at content offset `y`.
    func row(atOffset y: CGFloat) -> Int {
        let count = rows
        guard count > 0, rowHeight > 0 else { return -1 }
        let middle = y + bounds.height / 2
        return min(max(Int((middle / rowHeight).rounded(.down)), 0), count - 1)
    }

    // MARK: Data

    /// The component's rows changed: the content is measured again and every row view made again.
    func reloadRows() {
        for view in visibleRows.values {
            view.removeFromSuperview()
            reusableViews.append(view)
        }
        visibleRows.removeAll()
        updateContentGeometry()
        targetRow = max(picker?.components[component].selectedRow ?? 0, 0)
        if !isDragging, !isDecelerating { contentOffset = offset(forRow: targetRow) }
        setNeedsLayout()
    }

    private func updateContentGeometry() {
        let inset = max(0, (bounds.height - rowHeight) / 2)
        let insets = UIEdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
        if contentInset != insets { contentInset = insets }
        let size = CGSize(width: bounds.width, height: CGFloat(rows) * rowHeight)
        if contentSize != size { contentSize = size }
    }

    override var frame: CGRect {
        get { super.frame }
        set {
            let oldSize = super.frame.size
            super.frame = newValue
            guard newValue.size != oldSize else { return }
            updateContentGeometry()
            if !isDragging, !isDecelerating { contentOffset = offset(forRow: targetRow) }
        }
    }

    /// The view shown for `row` while it is in sight.
    func visibleView(forRow row: Int) -> UIView? {
        visibleRows[row]
    }

    // MARK: Turning

    /// Turns the wheel so `row` is in the middle; the picker hears where it rests.
    func turn(to row: Int, animated: Bool, byUser: Bool) {
        targetRow = row
        userTurning = byUser
        let target = offset(forRow: row)
        if animated, window != nil, target != contentOffset {
            setContentOffset(target, animated: true)
        } else {
            setContentOffset(target, animated: false)
            settle()
        }
    }

    /// The wheel stopped: it is put exactly on the nearest row, and the picker is told.
    private func settle() {
        let row = row(atOffset: contentOffset.y)
        guard row >= 0 else { return }
        let exact = offset(forRow: row)
        if contentOffset != exact { contentOffset = exact }
        targetRow = row
        let byUser = userTurning
        userTurning = false
        picker?.column(self, didSettleOn: row, byUser: byUser)
    }

    private func tapped(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, rows > 0, let picker, picker.isUserInteractionEnabled else { return }
        let fromMiddle = tap.location(in: self).y - (contentOffset.y + bounds.height / 2)
        let arc = geometry.arcDistance(forScreenOffset: fromMiddle)
        let row = row(atOffset: contentOffset.y + arc)
        guard row >= 0, row != targetRow || contentOffset != offset(forRow: row) else { return }
        turn(to: row, animated: true, byUser: true)
    }

    // MARK: Scroll view delegate

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        userTurning = true
    }

    /// The fling's resting place moves onto the nearest row.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        let row = row(atOffset: targetContentOffset.pointee.y)
        guard row >= 0 else { return }
        targetRow = row
        targetContentOffset.pointee = offset(forRow: row)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        // A finger that stops a spinning wheel ends its deceleration: it rests when the finger lifts.
        if !isTracking { settle() }
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        settle()
    }

    // MARK: Rows on the cylinder

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutRows()
    }

    /// Places the rows within a quarter turn of the middle on the cylinder; the others'
    /// views are put aside for reuse.
    private func layoutRows() {
        guard let picker, rows > 0, rowHeight > 0, bounds.height > 0 else {
            for view in visibleRows.values { view.removeFromSuperview() }
            visibleRows.removeAll()
            return
        }
        let wheel = geometry
        let middle = contentOffset.y + bounds.height / 2
        let reach = wheel.radius * .pi / 2
        let first = max(0, Int(((middle - reach) / rowHeight).rounded(.down)))
        let last = min(rows - 1, Int(((middle + reach) / rowHeight).rounded(.up)))
        var shown: Set<Int> = []
        if first <= last {
            for row in first...last {
                let arc = (CGFloat(row) + 0.5) * rowHeight - middle
                guard wheel.isVisible(arcDistance: arc) else { continue }
                shown.insert(row)
                let view: UIView
                if let existing = visibleRows[row] {
                    view = existing
                } else {
                    let reused = reusableViews.popLast()
                    view = picker.rowView(forRow: row, inComponent: component, reusing: reused)
                    visibleRows[row] = view
                    if view.superview !== self { addSubview(view) }
                }
                view.transform = .identity
                view.bounds = CGRect(x: 0, y: 0, width: bounds.width, height: rowHeight)
                view.center = CGPoint(x: bounds.width / 2, y: middle + wheel.screenOffset(forArcDistance: arc))
                view.transform = CGAffineTransform(scaleX: 1, y: max(wheel.verticalScale(forArcDistance: arc), 0.001))
                view.alpha = wheel.opacity(forArcDistance: arc)
            }
        }
        for (row, view) in visibleRows where !shown.contains(row) {
            view.removeFromSuperview()
            visibleRows[row] = nil
            reusableViews.append(view)
        }
    }
}
