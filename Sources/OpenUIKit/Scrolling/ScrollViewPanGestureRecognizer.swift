import Foundation

/// The pan a scroll view drags with: a `UIPanGestureRecognizer` that also tells its scroll
/// view the moment a finger lands, so a moving scroll view stops under it, as on iOS.
@MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        (view as? UIScrollView)?.contentWasTouched()
    }
}
