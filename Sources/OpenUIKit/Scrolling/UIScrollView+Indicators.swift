import Foundation

extension UIScrollView {
    /// How long indicators stay after scrolling stops, in seconds, before they fade.
    static let indicatorHoldDuration: TimeInterval = 0.5
    /// How long indicators take to fade out, in seconds.
    static let indicatorFadeDuration: TimeInterval = 0.25
    /// How long `flashScrollIndicators()` shows them, in seconds.
    static let indicatorFlashDuration: TimeInterval = 0.75

    /// What `flashScrollIndicators()` does.
    func flashIndicators() {
        showScrollIndicators()
        scheduleIndicatorFade(after: UIScrollView.indicatorFlashDuration)
    }

    /// The content moved: indicators follow, and show while the user or a motion scrolls.
    func scrollIndicatorsNeedUpdate() {
        guard scrollState.isTracking || motion != nil else { return }
        showScrollIndicators()
    }

    /// Scrolling stopped: the indicators fade after a moment.
    func scrollIndicatorsDidStopScrolling() {
        scheduleIndicatorFade(after: UIScrollView.indicatorHoldDuration)
    }

    private func showScrollIndicators() {
        indicatorFadeTimer?.cancel()
        indicatorFadeTimer = nil
        let vertical = showsVerticalScrollIndicator && (scrollsVertically || alwaysBounceVertical)
        let horizontal = showsHorizontalScrollIndicator && (scrollsHorizontally || alwaysBounceHorizontal)
        for (indicator, shown) in [(verticalIndicator, vertical), (horizontalIndicator, horizontal)] {
            indicator.layer.removeAllAnimations()
            UIView.performWithoutAnimation { indicator.alpha = shown ? 1 : 0 }
        }
        setNeedsLayout()
    }

    private func scheduleIndicatorFade(after delay: TimeInterval) {
        indicatorFadeTimer?.cancel()
        guard let clock = window?.inputClock else {
            verticalIndicator.alpha = 0
            horizontalIndicator.alpha = 0
            return
        }
        indicatorFadeTimer = clock.schedule(after: delay) { [weak self] in
            guard let self else { return }
            indicatorFadeTimer = nil
            UIView.animate(withDuration: UIScrollView.indicatorFadeDuration) {
                self.verticalIndicator.alpha = 0
                self.horizontalIndicator.alpha = 0
            }
        }
    }

    /// Places the indicators for the current offset (in `layoutSubviews()`), above the
    /// content, inside `verticalScrollIndicatorInsets` and `horizontalScrollIndicatorInsets`
    /// (plus the adjusted content insets when `automaticallyAdjustsScrollIndicatorInsets`).
    func layoutScrollIndicators() {
        let b = bounds, inset = ScrollIndicatorView.edgeInset, thickness = ScrollIndicatorView.thickness
        let adjust = automaticallyAdjustsScrollIndicatorInsets ? adjustedContentInset : contentInset
        let showsBoth = verticalIndicator.alpha > 0 && horizontalIndicator.alpha > 0
        // Above the content, as iOS keeps them: only when something was added over them.
        let top = subviews.suffix(2)
        if top.first !== verticalIndicator || top.last !== horizontalIndicator {
            addSubview(verticalIndicator)
            addSubview(horizontalIndicator)
        }
        let vi = verticalScrollIndicatorInsets
        let vTop = b.minY + adjust.top + vi.top + inset
        let vTrack = b.height - adjust.top - adjust.bottom - vi.top - vi.bottom - 2 * inset - (showsBoth ? thickness + inset : 0)
        let vSpan = ScrollIndicatorView.span(offset: b.minY + adjust.top, visible: b.height - adjust.top - adjust.bottom,
                                             content: contentSize.height, track: vTrack)
        verticalIndicator.frame = CGRect(x: b.maxX - adjust.right - vi.right - inset - thickness, y: vTop + vSpan.start,
                                         width: thickness, height: vSpan.length)
        let hi = horizontalScrollIndicatorInsets
        let hLeft = b.minX + adjust.left + hi.left + inset
        let hTrack = b.width - adjust.left - adjust.right - hi.left - hi.right - 2 * inset - (showsBoth ? thickness + inset : 0)
        let hSpan = ScrollIndicatorView.span(offset: b.minX + adjust.left, visible: b.width - adjust.left - adjust.right,
                                             content: contentSize.width, track: hTrack)
        horizontalIndicator.frame = CGRect(x: hLeft + hSpan.start, y: b.maxY - adjust.bottom - hi.bottom - inset - thickness,
                                           width: hSpan.length, height: thickness)
    }
}
