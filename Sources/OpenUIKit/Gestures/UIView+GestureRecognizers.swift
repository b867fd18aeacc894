import Foundation

extension UIView {
    /// The recognizers attached to this view; setting it replaces them all.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set {
            for recognizer in attachedGestureRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer`, taking it from any view it was on. From the next touch
    /// on, it sees touches that land on this view or its subviews.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let previous = gestureRecognizer.view {
            if previous === self { return }
            previous.removeGestureRecognizer(gestureRecognizer)
        }
        attachedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer`; a gesture in progress is cancelled (or failed), its
    /// actions are sent and it is reset, after the current step's callbacks when one is
    /// running (from an action), else before this returns.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
        if let environment = gestureRecognizer.environment {
            environment.withdraw(gestureRecognizer)
        }
    }
}
