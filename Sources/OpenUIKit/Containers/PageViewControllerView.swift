import Foundation

/// A `UIPageViewController`'s root view: it clips the pages to itself and lets the page-curl
/// recognizers begin only where a page can turn, so taps and drags elsewhere reach the page's
/// own controls.
@MainActor
final class PageViewControllerView: UIView {
    private weak var pager: UIPageViewController?

    init(pager: UIPageViewController) {
        self.pager = pager
        super.init(frame: .zero)
        clipsToBounds = true
    }

    required init?(coder: NSCoder) { nil }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pager, gestureRecognizer.view === self else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        return pager.curlGestureShouldBegin(gestureRecognizer) && super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
