import Foundation

/// Whether content is at a bottom bar's scroll edge (iOS 15's rule for tab bars and
/// toolbars): its scroll view shows the end of its content, or does not reach under the bar,
/// or there is no scroll view.
enum BottomBarScrollEdge {
    /// How far short of its end the content may be and still be at the edge, in points.
    static let tolerance: CGFloat = 0.5

    /// Whether `scrollView`'s content ends within its visible area (nil: no scroll view).
    @MainActor
    static func isAtEdge(_ scrollView: UIScrollView?) -> Bool {
        guard let scrollView else { return true }
        let visibleBottom = scrollView.contentOffset.y + scrollView.bounds.height - scrollView.adjustedContentInset.bottom
        return scrollView.contentSize.height <= visibleBottom + tolerance
    }
}
