import Foundation

/// What a scroll view tells its delegate as it scrolls, drags, decelerates and zooms, and what
/// it asks of it (the view to zoom, whether to scroll to the top).
///
/// Every method is optional, as in UIKit: the extension below gives each a default that does
/// nothing (or answers as UIKit does without a delegate). During a drag the calls come in
/// UIKit's order: `scrollViewWillBeginDragging(_:)`, `scrollViewDidScroll(_:)` for each move,
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
/// `scrollViewDidEndDragging(_:willDecelerate:)`, then, if it moves on,
/// `scrollViewWillBeginDecelerating(_:)`, more `scrollViewDidScroll(_:)`, and
/// `scrollViewDidEndDecelerating(_:)`.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// The content offset changed: by a drag, a deceleration, an animation or code.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// A drag is about to scroll the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifted: `velocity` is in points per millisecond, and the delegate may
    /// change where the scroll view comes to rest by writing `targetContentOffset.pointee`.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended; `decelerate` tells whether the content moves on by itself.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts moving on by itself after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content came to rest after a drag.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animation started by `setContentOffset(_:animated:)`, `scrollRectToVisible(_:animated:)`
    /// or `setZoomScale(_:animated:)` finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view to scale when the user pinches, or nil (the default) for no zooming.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// Zooming of `view` is about to start.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// Zooming of `view` ended at `scale` (after any bounce back inside the limits).
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// Whether a scroll-to-top request (Home, or a status-bar tap on iOS) may scroll; the
    /// default is true.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// The scroll view finished scrolling to the top.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// `adjustedContentInset` changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Does nothing: the method is optional.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing: the method is optional.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Does nothing: the method is optional.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing (the target stays the scroll view's own): the method is optional.
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Does nothing: the method is optional.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing: the method is optional.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing: the method is optional.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing: the method is optional.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// No view: without this method a scroll view does not zoom.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Does nothing: the method is optional.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Does nothing: the method is optional.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// True: scrolling to the top is allowed.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Does nothing: the method is optional.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Does nothing: the method is optional.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
