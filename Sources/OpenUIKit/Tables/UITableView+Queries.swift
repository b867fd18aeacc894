import Foundation

extension UITableView {
    /// The work of `visibleCells`, which the class body declares open, as UIKit does.
    var visibleCellsInTable: [UITableViewCell] {
        layoutIfNeeded()
        return visibleCellsByPath.keys.sorted().compactMap { visibleCellsByPath[$0] }
    }

    /// The work of `indexPathsForVisibleRows`, which the class body declares open, as UIKit does.
    var indexPathsForVisibleRowsInTable: [IndexPath]? {
        layoutIfNeeded()
        let paths = visibleCellsByPath.keys.sorted().compactMap { placeholders.appIndexPath(fromShown: $0) }
        return paths.isEmpty ? nil : paths
    }

    /// The work of `cellForRow`, which the class body declares open, as UIKit does.
    func cellForRowInTable(at indexPath: IndexPath) -> UITableViewCell? {
        layoutIfNeeded()
        return visibleCellsByPath[placeholders.shownIndexPath(fromApp: indexPath)]
    }

    /// The work of `indexPath`, which the class body declares open, as UIKit does.
    func indexPathInTable(for cell: UITableViewCell) -> IndexPath? {
        shownIndexPath(for: cell).flatMap { placeholders.appIndexPath(fromShown: $0) }
    }

    /// The presentation index path of a visible cell, or nil.
    func shownIndexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByPath.first { $0.value === cell }?.key
    }

    /// The work of `indexPathForRow`, which the class body declares open, as UIKit does.
    func indexPathForRowInTable(at point: CGPoint) -> IndexPath? {
        shownIndexPathForRow(at: point).flatMap { placeholders.appIndexPath(fromShown: $0) }
    }

    /// The presentation index path of the row at a point in the table's coordinates, or nil.
    func shownIndexPathForRow(at point: CGPoint) -> IndexPath? {
        reloadIfNeeded()
        guard point.y >= 0, point.y < geometry.contentHeight, point.x >= 0, point.x < bounds.width else { return nil }
        if style == .insetGrouped, point.x < sideInset || point.x >= bounds.width - sideInset { return nil }
        if case .row(let path)? = geometry.element(at: point.y) { return path }
        return nil
    }

    /// The work of `indexPathsForRows`, which the class body declares open, as UIKit does.
    func indexPathsForRowsInTable(in rect: CGRect) -> [IndexPath]? {
        reloadIfNeeded()
        let rows = geometry.rows(from: rect.minY, to: rect.maxY).compactMap { placeholders.appIndexPath(fromShown: $0) }
        return rows.isEmpty ? nil : rows
    }

    /// The work of `rectForRow`, which the class body declares open, as UIKit does.
    func rectForRowInTable(at indexPath: IndexPath) -> CGRect {
        reloadIfNeeded()
        return rectForShownRow(at: placeholders.shownIndexPath(fromApp: indexPath))
    }

    /// The rectangle of the row shown at a presentation index path (`.zero` for none).
    func rectForShownRow(at indexPath: IndexPath) -> CGRect {
        guard let span = geometry.span(of: .row(indexPath)) else { return .zero }
        return CGRect(x: style == .insetGrouped ? sideInset : 0, y: span.minY, width: rowWidth, height: span.height)
    }

    /// The work of `rect`, which the class body declares open, as UIKit does.
    func rectInTable(forSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard let span = geometry.span(ofSection: section) else { return .zero }
        return CGRect(x: 0, y: span.minY, width: bounds.width, height: span.height)
    }

    /// The work of `rectForHeader`, which the class body declares open, as UIKit does.
    func rectForHeaderInTable(inSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard let span = geometry.span(of: .header(section: section)) else { return .zero }
        return CGRect(x: 0, y: span.minY, width: bounds.width, height: span.height)
    }

    /// The work of `rectForFooter`, which the class body declares open, as UIKit does.
    func rectForFooterInTable(inSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard let span = geometry.span(of: .footer(section: section)) else { return .zero }
        return CGRect(x: 0, y: span.minY, width: bounds.width, height: span.height)
    }

    /// The work of `headerView`, which the class body declares open, as UIKit does.
    func headerViewInTable(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutIfNeeded()
        return visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    /// The work of `footerView`, which the class body declares open, as UIKit does.
    func footerViewInTable(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutIfNeeded()
        return visibleFooters[section] as? UITableViewHeaderFooterView
    }

    /// The work of `scrollToRow`, which the class body declares open, as UIKit does.
    func scrollToRowInTable(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        reloadIfNeeded()
        scrollToShownRow(at: placeholders.shownIndexPath(fromApp: indexPath), at: scrollPosition, animated: animated)
    }

    /// `scrollToRow(at:at:animated:)` for a presentation index path.
    func scrollToShownRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let span = geometry.span(of: .row(indexPath)) else {
            return Diagnostics.warn("UITableView.scrollToRow(at: \(indexPath)): the table has no such row")
        }
        let insets = adjustedContentInset
        let visibleHeight = bounds.height - insets.top - insets.bottom
        // A plain table's sticky header covers the top of its section.
        let stickyHeader = style == .plain ? geometry.span(of: .header(section: indexPath.section))?.height ?? 0 : 0
        var y = bounds.minY
        switch scrollPosition {
        case .top:
            y = span.minY - insets.top - stickyHeader
        case .middle:
            y = span.minY + span.height / 2 - insets.top - visibleHeight / 2
        case .bottom:
            y = span.minY + span.height - insets.top - visibleHeight
        case .none:
            let top = bounds.minY + insets.top + stickyHeader
            let bottom = bounds.minY + insets.top + visibleHeight
            if span.minY < top {
                y = span.minY - insets.top - stickyHeader
            } else if span.minY + span.height > bottom {
                y = span.minY + span.height - insets.top - visibleHeight
            }
        }
        let lowest = -insets.top
        let highest = max(lowest, geometry.contentHeight + insets.bottom - bounds.height)
        y = min(max(y, lowest), highest)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }

    /// The work of `scrollToNearestSelectedRow`, which the class body declares open, as UIKit does.
    func scrollToNearestSelectedRowInTable(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let path = selectedPaths.first else { return }
        reloadIfNeeded()
        scrollToShownRow(at: path, at: scrollPosition, animated: animated)
    }
}
