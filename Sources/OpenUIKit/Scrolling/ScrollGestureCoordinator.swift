import Foundation

/// The delegate of a scroll view's own pan and pinch: it lets the two recognize together (the
/// pinch moves the content with its fingers' centre while it scales). A separate object, so
/// that the scroll view itself declares none of the delegate's methods and subclasses may
/// implement them as in UIKit, without `override`.
@MainActor
final class ScrollGestureCoordinator: NSObject, UIGestureRecognizerDelegate {
    weak var scrollView: UIScrollView?

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let scrollView else { return false }
        let own: [UIGestureRecognizer?] = [scrollView.panGestureRecognizer, scrollView.pinchGestureRecognizer]
        return own.contains { $0 === gestureRecognizer } && own.contains { $0 === otherGestureRecognizer }
    }
}
