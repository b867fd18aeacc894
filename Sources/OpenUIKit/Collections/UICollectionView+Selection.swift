import Foundation

extension UICollectionView {
    // MARK: Selection in code

    /// `selectItem(at:animated:scrollPosition:)`'s work.
    func selectInCode(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
        guard let indexPath else {
            clearSelection()
            return
        }
        guard allowsSelection else { return }
        guard isValidItem(indexPath) else {
            return Diagnostics.warn("selectItem(at: \(indexPath)) was refused: the collection view has no such item",
                                    once: "UICollectionView.selectItem.invalid")
        }
        if !allowsMultipleSelection {
            for other in selection where other != indexPath { setSelected(false, at: other) }
        }
        setSelected(true, at: indexPath)
        if scrollPosition != .none {
            scrollItemIntoPosition(at: indexPath, at: scrollPosition, animated: animated)
        }
    }

    /// Deselects every item, without telling the delegate.
    func clearSelection() {
        for indexPath in selection { setSelected(false, at: indexPath) }
    }

    /// Records the selection of one item and shows it on its cell, if in sight.
    func setSelected(_ selected: Bool, at indexPath: IndexPath) {
        if selected {
            if !selection.contains(indexPath) { selection.append(indexPath) }
        } else {
            selection.removeAll { $0 == indexPath }
        }
        visibleCellsByIndexPath[indexPath]?.isSelected = selected
    }

    // MARK: Selection by touch

    /// A finger landing on an item highlights it, if the delegate allows.
    func highlightForTouchBegan(_ touches: Set<UITouch>) {
        guard allowsSelection, touches.count == 1, let touch = touches.first, highlightedIndexPath == nil,
              let indexPath = shownIndexPathForItem(at: touch.location(in: self)),
              // A placeholder is not an item of the data source: it neither highlights nor selects.
              let dataSourcePath = placeholders.dataSourceIndexPath(forPresented: indexPath) else { return }
        guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: dataSourcePath) ?? true else { return }
        setHighlighted(indexPath)
    }

    /// Lifting the finger over the highlighted item selects (or, with multiple selection,
    /// toggles) it, asking the delegate first and telling it after, as UIKit does.
    func selectForTouchEnded(_ touches: Set<UITouch>) {
        guard let indexPath = highlightedIndexPath else { return }
        setHighlighted(nil)
        guard let touch = touches.first, shownIndexPathForItem(at: touch.location(in: self)) == indexPath else { return }
        selectByTap(indexPath)
    }

    /// Sets or removes the highlight, telling the cell and the delegate.
    func setHighlighted(_ indexPath: IndexPath?) {
        if let old = highlightedIndexPath {
            highlightedIndexPath = nil
            visibleCellsByIndexPath[old]?.isHighlighted = false
            if let dataSourcePath = placeholders.dataSourceIndexPath(forPresented: old) {
                collectionDelegate?.collectionView(self, didUnhighlightItemAt: dataSourcePath)
            }
        }
        if let indexPath {
            highlightedIndexPath = indexPath
            visibleCellsByIndexPath[indexPath]?.isHighlighted = true
            if let dataSourcePath = placeholders.dataSourceIndexPath(forPresented: indexPath) {
                collectionDelegate?.collectionView(self, didHighlightItemAt: dataSourcePath)
            }
        }
    }

    /// What a tap on an item does to the selection.
    ///
    /// The delegate hears the data source's index paths (UIKit's while placeholders wait); a
    /// placeholder is not selected.
    func selectByTap(_ indexPath: IndexPath) {
        guard allowsSelection, isValidItem(indexPath),
              let dataSourcePath = placeholders.dataSourceIndexPath(forPresented: indexPath) else { return }
        let delegate = collectionDelegate
        if allowsMultipleSelection && selection.contains(indexPath) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: dataSourcePath) ?? true else { return }
            setSelected(false, at: indexPath)
            delegate?.collectionView(self, didDeselectItemAt: dataSourcePath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: dataSourcePath) ?? true else { return }
        if !allowsMultipleSelection {
            for other in selection where other != indexPath {
                setSelected(false, at: other)
                if let otherPath = placeholders.dataSourceIndexPath(forPresented: other) {
                    delegate?.collectionView(self, didDeselectItemAt: otherPath)
                }
            }
        }
        setSelected(true, at: indexPath)
        // As for a table's rows, a storyboard segue from the cell runs between the selection
        // and `didSelectItemAt`.
        visibleCellsByIndexPath[indexPath]?.storyboardSelectionSegue?()
        delegate?.collectionView(self, didSelectItemAt: dataSourcePath)
    }
}
