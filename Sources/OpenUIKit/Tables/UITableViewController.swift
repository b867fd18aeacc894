import Foundation

/// A controller whose view is a table, and which is that table's data source and delegate.
///
/// Subclasses override the data source and delegate methods (`override func tableView(_:
/// numberOfRowsInSection:)` and so on), as with UIKit's. Each time the view appears the
/// selected rows are deselected, unless `clearsSelectionOnViewWillAppear` is false, and
/// editing mode turns the table's editing on and off.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The style the table is made with.
    private let tableStyle: UITableView.Style

    /// A controller managing a table of the given style.
    public init(style: UITableView.Style) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller whose view loads from a nib, or a plain table when there is none.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A controller decoded from a storyboard (`<tableViewController>`), whose table comes from there.
    public required init?(coder: NSCoder) {
        tableStyle = .plain
        super.init(coder: coder)
        decodeTableViewController(from: coder)
    }

    /// The table: the controller's view.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// Whether the selection is cleared each time the view is about to appear.
    open var clearsSelectionOnViewWillAppear = true

    /// The table's pull-to-refresh control: the table view's `refreshControl`.
    open var refreshControl: UIRefreshControl? {
        get { tableView?.refreshControl }
        set { tableView?.refreshControl = newValue }
    }

    /// Makes the view from the storyboard or nib, else a table of the controller's style with
    /// the controller as its data source and delegate.
    open override func loadView() {
        super.loadView()
        if let table = view as? UITableView {
            if table.dataSource == nil { table.dataSource = self }
            if table.delegate == nil { table.delegate = self }
            return
        }
        if view != nil, !(view is UITableView), view.subviews.isEmpty == false {
            Diagnostics.warn("UITableViewController \(type(of: self)): its view is not a table view; a table replaces it")
        }
        let table = UITableView(frame: UIScreen.main.bounds, style: tableStyle)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// Clears the selection (when asked to) before the view appears.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let table = tableView else { return }
        for path in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: path, animated: animated) }
    }

    /// Turns the table's editing on or off with the controller's.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView?.setEditing(editing, animated: animated)
    }

    // MARK: Data source (override these)

    /// A static table's sections, else one section.
    open func numberOfSections(in tableView: UITableView) -> Int { tableView.staticContent?.sections.count ?? 1 }

    /// A static table's rows, else none.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tableView.staticContent?.numberOfRows(inSection: section) ?? 0
    }

    /// A static table's cell; a subclass with rows of its own must override this (the base then
    /// gives an empty cell, with a warning).
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let cell = tableView.staticContent?.cell(at: indexPath) { return cell }
        Diagnostics.warn("\(type(of: self)) has rows but does not override tableView(_:cellForRowAt:); an empty cell is shown",
                         once: "UITableViewController.cellForRowAt.\(type(of: self))")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// A static section's header title, else none.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        tableView.staticContent?.title(ofSection: section, footer: false)
    }
    /// A static section's footer title, else none.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        tableView.staticContent?.title(ofSection: section, footer: true)
    }

    /// Every row can be edited.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// No row shows the grip.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// No section index.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// The title's own position.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    /// Nothing is committed.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// Nothing moves.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    // MARK: Delegate (override these)

    /// A static cell's own height from the storyboard, else the table's `rowHeight`.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.staticContent?.cell(at: indexPath)?.storyboardRowHeight ?? tableView.rowHeight
    }
    /// The table's `estimatedRowHeight`.
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { tableView.estimatedRowHeight }
    /// The table's `sectionHeaderHeight`.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    /// The table's `sectionFooterHeight`.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    /// No header view.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// No footer view.
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// Nothing to do.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Nothing to do.
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Every row highlights.
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Nothing to do.
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Nothing to do.
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// The row itself.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Nothing to do.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// The row itself.
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Nothing to do.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Nothing to do.
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// `.delete` for a row the data source lets edit, else `.none`.
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        self.tableView(tableView, canEditRowAt: indexPath) ? .delete : .none
    }
    /// "Delete".
    open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { "Delete" }
    /// The content moves aside.
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    /// No indentation.
    open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    /// No leading actions.
    open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    /// The table's standard ("Delete" for a row whose editing style is delete).
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    /// Nothing to do.
    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    /// Nothing to do.
    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    /// Where the user dropped it.
    open func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                        toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath { proposedDestinationIndexPath }

    // MARK: Scroll view delegate (override these)

    /// Nothing to do.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Nothing to do.
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Nothing to do.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Nothing to do.
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Nothing to do.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Nothing to do.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Nothing to do.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Nothing to do.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// No view zooms.
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Nothing to do.
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Nothing to do.
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// The table scrolls to the top.
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Nothing to do.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Nothing to do.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
