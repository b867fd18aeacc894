import Foundation

/// The scroll style: pages in a `PageQueuingScrollView`, turned by the user's drags (and the
/// wheel or a touchpad, which reach the scroll view's pan) and by animated
/// `setViewControllers`, and the page indicator under them.
///
/// A drag's turn ends as the scroll view's paging ends it: past half a page, or flung
/// faster than the scroll physics' paging speed (300 points per second), the next page comes
/// to rest and the turn completes; otherwise the content springs back and the turn is
/// cancelled.
extension UIPageViewController {
    /// The room the page indicator's strip (light dots on black) takes at the bottom, in
    /// points, above the safe area's bottom inset: the pages are shortened by it, as UIKit's
    /// are.
    static let pageIndicatorStripHeight: CGFloat = 37

    // MARK: Layout

    /// Places the scroll view (one inter-page spacing longer than the page area along the
    /// axis, so paging moves a page and its gap), its content and pages, and the indicator.
    func layOutScrollPages() {
        guard let root = viewIfLoaded else { return }
        let scroller = queuingScrollView
        let bounds = root.bounds
        let strip = showsPageIndicator ? Self.pageIndicatorStripHeight + root.safeAreaInsets.bottom : 0
        let pageSize = CGSize(width: bounds.width, height: max(0, bounds.height - strip))
        let vertical = navigationOrientation == .vertical
        scroller.isAdjusting = true
        defer { scroller.isAdjusting = false }
        scroller.frame = CGRect(x: 0, y: 0, width: pageSize.width + (vertical ? 0 : interPageSpacing),
                                height: pageSize.height + (vertical ? interPageSpacing : 0))
        let length = scroller.pageLength
        scroller.contentSize = vertical ? CGSize(width: pageSize.width, height: 3 * length)
            : CGSize(width: 3 * length, height: pageSize.height)
        scroller.updateInsets()
        if scroller.pending == nil, !scroller.isTracking, !scroller.isDecelerating {
            scroller.contentOffset = scroller.offset(ofSlot: 1)
        }
        currentPage?.viewIfLoaded?.frame = scroller.frame(ofSlot: 1, pageSize: pageSize)
        if let pending = scroller.pending {
            pending.page.viewIfLoaded?.frame = scroller.frame(ofSlot: PageQueuingScrollView.slot(for: pending.direction), pageSize: pageSize)
        }
        pageIndicator.frame = CGRect(x: 0, y: bounds.height - strip, width: bounds.width, height: strip)
    }

    /// The size of a page: the page area.
    private var scrollPageSize: CGSize {
        let scroller = queuingScrollView
        let vertical = navigationOrientation == .vertical
        return CGSize(width: scroller.bounds.width - (vertical ? 0 : interPageSpacing),
                      height: scroller.bounds.height - (vertical ? interPageSpacing : 0))
    }

    /// Shows `page` in the current slot, at rest; its neighbours will be asked for again.
    func placeScrollPage(_ page: UIViewController) {
        let scroller = queuingScrollView
        scroller.neighbours = [:]
        scroller.isAdjusting = true
        defer { scroller.isAdjusting = false }
        page.view.frame = scroller.frame(ofSlot: 1, pageSize: scrollPageSize)
        scroller.addSubview(page.view)
        scroller.updateInsets()
        scroller.contentOffset = scroller.offset(ofSlot: 1)
        viewIfLoaded?.setNeedsLayout()
    }

    // MARK: The user's scrolls

    /// The content moved: a scroll towards a side begins a turn to its page (asking the data
    /// source for it the first time), and a scroll back past the current page cancels a
    /// turn begun towards the other side.
    func queuingScrollViewDidScroll(_ scroller: PageQueuingScrollView) {
        guard let current = currentPage else { return }
        let displacement = scroller.displacement
        guard abs(displacement) >= PageQueuingScrollView.slotTolerance else { return }
        let direction: NavigationDirection = displacement > 0 ? .forward : .reverse
        if let pending = scroller.pending {
            guard pending.direction != direction, pending.isInteractive else { return }
            cancelScrollTurn(pending)
        }
        if scroller.neighbours[direction] == nil {
            scroller.neighbours[direction] = neighbour(of: current, in: direction).map { .page($0) } ?? .noPage
            scroller.updateInsets()
        }
        guard case .page(let page)? = scroller.neighbours[direction] else { return }
        beginScrollTurn(to: page, direction: direction, interactive: true, completion: nil)
    }

    /// The content came to rest: on the arriving page's slot the turn completes, back on the
    /// current page's it is cancelled.
    func queuingScrollViewDidSettle(_ scroller: PageQueuingScrollView) {
        guard let pending = scroller.pending, !scroller.isTracking else { return }
        let displacement = scroller.displacement
        let tolerance = PageQueuingScrollView.slotTolerance
        let towards: CGFloat = pending.direction == .forward ? 1 : -1
        if abs(displacement - towards * scroller.pageLength) < tolerance {
            completeScrollTurn(pending)
        } else if abs(displacement) < tolerance {
            cancelScrollTurn(pending)
        }
    }

    // MARK: Turns

    /// Brings `page` in beside the current page: the delegate hears of a gesture's turn, the
    /// page becomes a child, the appearance calls begin, and its view goes into its slot.
    private func beginScrollTurn(to page: UIViewController, direction: NavigationDirection, interactive: Bool,
                                 completion: ((Bool) -> Void)?) {
        guard let current = currentPage else { return }
        let scroller = queuingScrollView
        if interactive { delegate?.pageViewController(self, willTransitionTo: [page]) }
        if page.parent !== self { addChild(page) }
        let onScreen = isOnScreen
        if onScreen {
            current.transitionAppearance(to: .disappearing, animated: true)
            page.transitionAppearance(to: .appearing, animated: true)
            page.appearanceHeldByTransition = true
        }
        scroller.pending = .init(direction: direction, page: page, isInteractive: interactive, appearanceBegan: onScreen,
                                 completion: completion)
        scroller.isAdjusting = true
        page.view.frame = scroller.frame(ofSlot: PageQueuingScrollView.slot(for: direction), pageSize: scrollPageSize)
        scroller.addSubview(page.view)
        scroller.updateInsets()
        scroller.isAdjusting = false
    }

    /// The arriving page is shown: the appearance calls end, the old page leaves, the new
    /// one is moved into the current slot, and the delegate (for a gesture) and the
    /// completion hear of it.
    private func completeScrollTurn(_ pending: PageQueuingScrollView.PendingTurn) {
        guard let old = currentPage else { return }
        let scroller = queuingScrollView
        let page = pending.page
        scroller.pending = nil
        if pending.appearanceBegan {
            page.appearanceHeldByTransition = false
            old.finishAppearanceTransition()
            page.finishAppearanceTransition()
        }
        removePage(old)
        currentPage = page
        page.didMove(toParent: self)
        placeScrollPage(page)
        if showsPageIndicator {
            let step = pending.direction == .forward ? 1 : -1
            pageIndicator.currentPage = min(max(0, scroller.indicatorPage + step), max(0, pageIndicator.numberOfPages - 1))
            scroller.indicatorPage = pageIndicator.currentPage
        }
        if pending.isInteractive {
            delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [old], transitionCompleted: true)
        }
        pending.completion?(true)
    }

    /// The turn is given up: the arriving page disappears again and leaves, the current one
    /// appears again, and the delegate (for a gesture) and the completion hear it did not
    /// complete. The data source's answer for that side is kept for the next drag.
    private func cancelScrollTurn(_ pending: PageQueuingScrollView.PendingTurn) {
        let scroller = queuingScrollView
        let page = pending.page
        scroller.pending = nil
        if pending.appearanceBegan {
            page.appearanceHeldByTransition = false
            page.transitionAppearance(to: .disappearing, animated: true)
            page.finishAppearanceTransition()
            currentPage?.transitionAppearance(to: .appearing, animated: true)
            currentPage?.finishAppearanceTransition()
        }
        removePage(page)
        scroller.updateInsets()
        if pending.isInteractive, let current = currentPage {
            delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [current], transitionCompleted: false)
        }
        pending.completion?(false)
    }

    /// `setViewControllers(_:direction:animated:)` on screen: the page comes in from
    /// `direction`'s side with the scroll view's scroll animation.
    func scrollProgrammatically(to page: UIViewController, direction: NavigationDirection, completion: ((Bool) -> Void)?) {
        let scroller = queuingScrollView
        beginScrollTurn(to: page, direction: direction, interactive: false, completion: { [weak self] finished in
            self?.updatePageIndicator()
            completion?(finished)
        })
        scroller.setContentOffset(scroller.offset(ofSlot: PageQueuingScrollView.slot(for: direction)), animated: true)
    }

    /// Ends a running turn now: a programmatic one completes, the user's is cancelled.
    func endScrollTransitionAtOnce() {
        let scroller = queuingScrollView
        guard let pending = scroller.pending else { return }
        scroller.stopScrollMotion()
        if pending.isInteractive { cancelScrollTurn(pending) } else { completeScrollTurn(pending) }
        scroller.isAdjusting = true
        scroller.contentOffset = scroller.offset(ofSlot: 1)
        scroller.isAdjusting = false
    }

    // MARK: The page indicator

    func makePageIndicator() -> UIPageControl {
        let control = UIPageControl()
        control.isHidden = true
        // UIKit's strip: light dots on black, under the pages.
        control.backgroundColor = .black
        control.pageIndicatorTintColor = UIPageControl.prominentPageIndicator
        control.currentPageIndicatorTintColor = .white
        control.addAction(UIAction { [weak self] _ in self?.pageIndicatorChanged() }, for: .valueChanged)
        return control
    }

    /// Asks the data source for the count and index (scroll style, with a page shown) and
    /// shows or hides the indicator as it answers.
    func updatePageIndicator() {
        guard transitionStyle == .scroll, isViewLoaded else { return }
        let answer = currentPage == nil ? nil : presentationCountAndIndex
        let shows = answer != nil
        if let answer {
            pageIndicator.numberOfPages = answer.count
            pageIndicator.currentPage = min(max(0, answer.index), max(0, answer.count - 1))
            queuingScrollView.indicatorPage = pageIndicator.currentPage
        }
        pageIndicator.isHidden = !shows
        if shows != showsPageIndicator {
            showsPageIndicator = shows
            view.setNeedsLayout()
        }
    }

    /// The user (or an assistive technology) moved the indicator: the page turns one page
    /// that way, if the data source has one; else the indicator goes back.
    private func pageIndicatorChanged() {
        let scroller = queuingScrollView
        let before = scroller.indicatorPage, chosen = pageIndicator.currentPage
        guard chosen != before, let current = currentPage else { return }
        let direction: NavigationDirection = chosen > before ? .forward : .reverse
        guard let page = neighbour(of: current, in: direction) else {
            pageIndicator.currentPage = before
            return
        }
        setViewControllers([page], direction: direction, animated: true)
    }
}
