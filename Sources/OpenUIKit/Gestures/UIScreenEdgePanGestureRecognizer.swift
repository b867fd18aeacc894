import Foundation

/// A pan that begins only when its first touch comes down near one of the `edges` of the
/// screen (the window, on a desktop): the gesture that swipes a navigation controller back.
///
/// A first touch farther than ``edgeThreshold`` points from every edge in `edges` fails the
/// recognizer at once, so the views and recognizers under it get the touch; with no edges
/// set, it never begins (as in UIKit).
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// How far from an edge, in points, a touch may come down and still start the pan.
    public static let edgeThreshold: CGFloat = 24

    /// The edges a pan may start from.
    open var edges: UIRectEdge = []

    /// Whether the gesture's first touches were checked against the edges.
    private var checkedFirstTouches = false

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, !checkedFirstTouches {
            checkedFirstTouches = true
            if !startsAtAnEdge(touches) {
                state = .failed
                return
            }
        }
        super.touchesBegan(touches, with: event)
    }

    open override func reset() {
        super.reset()
        checkedFirstTouches = false
    }

    /// Whether every touch in `touches` came down within the threshold of one of `edges`
    /// of the window.
    private func startsAtAnEdge(_ touches: Set<UITouch>) -> Bool {
        guard let window = view?.window, !edges.isEmpty else { return false }
        let bounds = window.bounds, threshold = Self.edgeThreshold
        return touches.allSatisfy { touch in
            let p = touch.location(in: window)
            return (edges.contains(.left) && p.x - bounds.minX <= threshold)
                || (edges.contains(.right) && bounds.maxX - p.x <= threshold)
                || (edges.contains(.top) && p.y - bounds.minY <= threshold)
                || (edges.contains(.bottom) && bounds.maxY - p.y <= threshold)
        }
    }
}
