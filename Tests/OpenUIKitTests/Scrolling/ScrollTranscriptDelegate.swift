import Foundation
@testable import OpenUIKit

/// Records what a scroll view tells its delegate, in order, collapsing runs of scrolls.
@MainActor
final class ScrollTranscriptDelegate: NSObject, UIScrollViewDelegate {
    var entries: [String] = []
    var offsets: [CGPoint] = []
    var releaseVelocity: CGPoint?
    var proposedTarget: CGPoint?
    /// A target to put in place of the scroll view's own, if set.
    var replacementTarget: CGPoint?
    var zoomView: UIView?

    /// The entries with runs of `didScroll` shown once.
    var transcript: String {
        var collapsed: [String] = []
        for entry in entries where !(entry == "didScroll" && collapsed.last == "didScroll") {
            collapsed.append(entry)
        }
        return collapsed.joined(separator: ", ")
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        entries.append("didScroll")
        offsets.append(scrollView.contentOffset)
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { entries.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        entries.append("willEndDragging")
        releaseVelocity = velocity
        proposedTarget = targetContentOffset.pointee
        if let replacementTarget { targetContentOffset.pointee = replacementTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        entries.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { entries.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { entries.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { entries.append("didEndScrollingAnimation") }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { entries.append("didChangeAdjustedContentInset") }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { entries.append("didZoom") }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { entries.append("didScrollToTop") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { entries.append("willBeginZooming") }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        entries.append("didEndZooming")
    }
}

/// A scroll view counting its layout passes.
final class LayoutCountingScrollView: UIScrollView {
    var layoutCount = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
    }
}
