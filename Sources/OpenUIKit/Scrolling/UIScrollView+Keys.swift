import Foundation

extension UIScrollView {
    /// How far an arrow key scrolls, in points: a line of text and a little, as desktop
    /// scroll views step.
    static let keyLineStep: CGFloat = 40
    /// How much of the previous page a Page Down (or space) keeps in view, in points, so the
    /// reader keeps their place.
    static let keyPageOverlap: CGFloat = 40

    /// Scrolls for a desktop key: arrows by a line, Page Up and Page Down (and space, Shift
    /// with it going back) by a page, Home and End to the top and the bottom. Returns whether
    /// the key was one of those and the scroll view can scroll (or bounce) that way.
    func scroll(forKey key: UIKey) -> Bool {
        guard isScrollEnabled else { return false }
        let visibleHeight = bounds.height - adjustedContentInset.top - adjustedContentInset.bottom
        let pageY = Swift.max(UIScrollView.keyLineStep, visibleHeight - UIScrollView.keyPageOverlap)
        let low = minimumContentOffset, high = maximumContentOffset
        // Keys pressed while a key scroll still runs go on from where it is headed.
        let from = motion?.kind == .animation ? (motion?.restingPoint ?? contentOffset) : contentOffset
        var target = from
        let back = key.modifierFlags.contains(.shift)
        switch key.keyCode {
        case .keyboardUpArrow: target.y -= UIScrollView.keyLineStep
        case .keyboardDownArrow: target.y += UIScrollView.keyLineStep
        case .keyboardLeftArrow: target.x -= UIScrollView.keyLineStep
        case .keyboardRightArrow: target.x += UIScrollView.keyLineStep
        case .keyboardPageUp: target.y -= pageY
        case .keyboardPageDown: target.y += pageY
        case .keyboardSpacebar: target.y += back ? -pageY : pageY
        case .keyboardHome:
            guard delegate?.scrollViewShouldScrollToTop(self) ?? true else { return true }
            target = CGPoint(x: from.x, y: low.y)
        case .keyboardEnd: target.y = high.y
        default: return false
        }
        let clamped = clampedContentOffset(target)
        let toTop = key.keyCode == .keyboardHome
        guard clamped != from else {
            if toTop { delegate?.scrollViewDidScrollToTop(self) }
            return toTop
        }
        setContentOffset(clamped, animated: true)
        if toTop {
            // Told when the scroll ends, or now if there was no window to animate in.
            if motion != nil { scrollState.isScrollingToTop = true } else { delegate?.scrollViewDidScrollToTop(self) }
        }
        return true
    }
}
