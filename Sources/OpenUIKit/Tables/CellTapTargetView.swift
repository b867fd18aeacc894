import Foundation

/// A part of a cell that is a small button of its own (the info button, the editing control,
/// a swipe action): a touch lifted where it went down on it taps it. The touch stays the
/// view's, so the row under it is not selected.
class CellTapTargetView: UIView {
    /// Called when the view is tapped.
    var tapped: (() -> Void)?
    private var tracking = false

    /// Whether a touch lifted at `point` (bounds coordinates) taps the view.
    func tapHits(_ point: CGPoint) -> Bool {
        bounds.contains(point)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        tracking = true
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        tracking = false
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard tracking else { return }
        tracking = false
        if let touch = touches.first, tapHits(touch.location(in: self)) { tapped?() }
    }
}
