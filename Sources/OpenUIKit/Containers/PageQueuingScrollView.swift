import Foundation

/// The paging scroll view a scroll-style `UIPageViewController` moves its pages in (UIKit's
/// `_UIQueuingScrollView`): three page slots along the navigation axis, the page before, the
/// current page and the page after, each `pageLength` apart (a page plus the inter-page
/// spacing). At rest the current page's slot is shown; a side whose data source said there
/// is no page is closed with a negative inset, so a drag that way only rubber-bands.
///
/// It is its own delegate and hands the scrolls to its page view controller; what a turn
/// does to the pages is in `UIPageViewController+Scrolling`.
@MainActor
final class PageQueuingScrollView: UIScrollView, UIScrollViewDelegate {
    /// What the data source answered for a side of the current page.
    enum NeighbourAnswer {
        case page(UIViewController)
        case noPage
    }

    /// A turn to another page that has begun: by the user (interactive) or by
    /// `setViewControllers(_:direction:animated:completion:)`.
    struct PendingTurn {
        var direction: UIPageViewController.NavigationDirection
        var page: UIViewController
        var isInteractive: Bool
        /// Whether the appearance calls began (the page view controller was on screen).
        var appearanceBegan: Bool
        var completion: ((Bool) -> Void)?
    }

    /// How far from a slot, in points, the content still counts as resting on it.
    static let slotTolerance: CGFloat = 0.5

    weak var pager: UIPageViewController?
    /// The answers for the current page's sides, asked as the user scrolls towards them.
    var neighbours: [UIPageViewController.NavigationDirection: NeighbourAnswer] = [:]
    /// The turn in progress.
    var pending: PendingTurn?
    /// The page indicator's page for the current page, which a user's turn moves by one.
    var indicatorPage = 0
    /// Set while the page view controller moves the content itself, so no turn begins.
    var isAdjusting = false

    init(pager: UIPageViewController) {
        self.pager = pager
        super.init(frame: .zero)
        isPagingEnabled = true
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        scrollsToTop = false
        contentInsetAdjustmentBehavior = .never
        let vertical = pager.navigationOrientation == .vertical
        alwaysBounceHorizontal = !vertical
        alwaysBounceVertical = vertical
        delegate = self
    }

    required init?(coder: NSCoder) { nil }

    var isVertical: Bool { pager?.navigationOrientation == .vertical }

    /// The distance between neighbouring slots along the axis: the scroll view's length.
    var pageLength: CGFloat { isVertical ? bounds.height : bounds.width }

    /// The offset at which slot `index` (0 before, 1 current, 2 after) is shown.
    func offset(ofSlot index: Int) -> CGPoint {
        isVertical ? CGPoint(x: 0, y: CGFloat(index) * pageLength) : CGPoint(x: CGFloat(index) * pageLength, y: 0)
    }

    /// The slot a turn in `direction` brings in.
    static func slot(for direction: UIPageViewController.NavigationDirection) -> Int {
        direction == .forward ? 2 : 0
    }

    /// Where a page in slot `index` is, in content coordinates: a page's size, the spacing
    /// after it left empty.
    func frame(ofSlot index: Int, pageSize: CGSize) -> CGRect {
        CGRect(origin: offset(ofSlot: index), size: pageSize)
    }

    /// How far the content is from the current page's slot along the axis (positive: towards
    /// the page after).
    var displacement: CGFloat {
        isVertical ? contentOffset.y - pageLength : contentOffset.x - pageLength
    }

    /// Closes the sides that have no page (and opens those that have, or are not known yet).
    func updateInsets() {
        let length = pageLength
        let pendingSide = pending?.direction
        let closedBefore = pendingSide != .reverse && isNoPage(neighbours[.reverse])
        let closedAfter = pendingSide != .forward && isNoPage(neighbours[.forward])
        let before = closedBefore ? -length : 0, after = closedAfter ? -length : 0
        let insets = isVertical ? UIEdgeInsets(top: before, left: 0, bottom: after, right: 0)
            : UIEdgeInsets(top: 0, left: before, bottom: 0, right: after)
        if contentInset != insets { contentInset = insets }
    }

    private func isNoPage(_ answer: NeighbourAnswer?) -> Bool {
        if case .noPage? = answer { return true }
        return false
    }

    // MARK: UIScrollViewDelegate

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard !isAdjusting else { return }
        pager?.queuingScrollViewDidScroll(self)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { pager?.queuingScrollViewDidSettle(self) }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        pager?.queuingScrollViewDidSettle(self)
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        pager?.queuingScrollViewDidSettle(self)
    }
}
