import Foundation

extension UIWindow {
    /// The desktop's stand-in for a tap on iOS's status bar: Ctrl+Home, or ⌘↑ (the Super
    /// key with the up arrow, as iPadOS scrolls to the top with a hardware keyboard), that
    /// no key command took. A window has no status bar to tap here, and the top safe-area
    /// inset is usually zero on a desktop, so a key is the only gesture always at hand.
    ///
    /// As on iOS, the gesture scrolls only when exactly one scroll view shown in the window
    /// has `scrollsToTop` set; with none or several it does nothing. Returns whether the
    /// key was that gesture (whether or not anything scrolled).
    func scrollToTopForKey(_ key: UIKey) -> Bool {
        let flags = key.modifierFlags.intersection([.shift, .control, .alternate, .command])
        let controlHome = key.keyCode == .keyboardHome && flags == .control
        let commandUp = key.keyCode == .keyboardUpArrow && flags == .command
        guard controlHome || commandUp else { return false }
        let candidates = scrollViewsScrollingToTop(limit: 2)
        if candidates.count == 1 { candidates[0].scrollToTopForStatusBarGesture() }
        return true
    }

    /// The scroll views shown in the window (not hidden, not transparent, at least partly
    /// inside it) whose `scrollsToTop` is set, in drawing order, up to `limit`.
    func scrollViewsScrollingToTop(limit: Int) -> [UIScrollView] {
        var found: [UIScrollView] = []
        func visit(_ view: UIView) {
            guard found.count < limit, !view.isHidden, view.alpha > UIWindow.shownAlphaThreshold else { return }
            if let scroll = view as? UIScrollView, scroll.scrollsToTop,
               scroll.convert(scroll.bounds, to: nil).intersects(bounds) {
                found.append(scroll)
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(self)
        return found
    }

    /// Below this alpha a view counts as not shown (hit testing's rule in UIKit).
    static let shownAlphaThreshold: CGFloat = 0.01
}

extension UIScrollView {
    /// The scroll-to-top gesture chose this scroll view: unless the delegate refuses, an
    /// animated scroll to the top of the content inside `adjustedContentInset` (the
    /// horizontal offset kept), and `scrollViewDidScrollToTop(_:)` when it gets there.
    func scrollToTopForStatusBarGesture() {
        guard delegate?.scrollViewShouldScrollToTop(self) ?? true else { return }
        let from = contentOffset
        let top = CGPoint(x: from.x, y: -adjustedContentInset.top)
        guard top != from else {
            delegate?.scrollViewDidScrollToTop(self)
            return
        }
        setContentOffset(top, animated: true)
        // Told when the scroll ends, or now if there was no window to animate in.
        if motion != nil { scrollState.isScrollingToTop = true } else { delegate?.scrollViewDidScrollToTop(self) }
    }
}
