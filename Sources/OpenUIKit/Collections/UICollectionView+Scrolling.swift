import Foundation

extension UICollectionView {
    /// `scrollToItem(at:at:animated:)`'s work: the offset that puts the item at
    /// `scrollPosition`, within the content's limits.
    func scrollItemIntoPosition(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard let frame = preparedLayout.layoutAttributesForItem(at: indexPath)?.frame else {
            return Diagnostics.warn("scrollToItem(at: \(indexPath)) was refused: the layout has no such item",
                                    once: "UICollectionView.scrollToItem.invalid")
        }
        let insets = adjustedContentInset
        let visibleWidth = bounds.width - insets.left - insets.right
        let visibleHeight = bounds.height - insets.top - insets.bottom
        var target = contentOffset
        if scrollPosition.contains(.top) {
            target.y = frame.minY - insets.top
        } else if scrollPosition.contains(.centeredVertically) {
            target.y = frame.midY - visibleHeight / 2 - insets.top
        } else if scrollPosition.contains(.bottom) {
            target.y = frame.maxY - visibleHeight - insets.top
        }
        if scrollPosition.contains(.left) {
            target.x = frame.minX - insets.left
        } else if scrollPosition.contains(.centeredHorizontally) {
            target.x = frame.midX - visibleWidth / 2 - insets.left
        } else if scrollPosition.contains(.right) {
            target.x = frame.maxX - visibleWidth - insets.left
        }
        setContentOffset(clampedContentOffset(target), animated: animated)
    }
}
