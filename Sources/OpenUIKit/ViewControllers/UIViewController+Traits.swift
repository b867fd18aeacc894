import Foundation

extension UIViewController: UITraitEnvironment {
    /// The traits of the controller's environment: its view's window's while the view is in
    /// one; otherwise what it last had, or with nothing yet, what a new view is predicted to
    /// get (see `UIView.traitCollection`). Reading this never loads the view.
    public var traitCollection: UITraitCollection {
        if isViewLoaded, let window = view.window { return window.windowTraitCollection }
        return lastSeenTraitCollection ?? UIView.predictedTraitCollection
    }

    /// Reports trait changes now rather than at the next update pass (see
    /// `UIView.updateTraitsIfNeeded()`); does nothing while the view is not in a window.
    public func updateTraitsIfNeeded() {
        guard isViewLoaded else { return }
        view.updateTraitsIfNeeded()
    }

    /// Records `traits` and calls `traitCollectionDidChange(_:)` if they differ from what the
    /// controller last saw (`predicted` when it has seen nothing).
    func receiveTraitCollection(_ traits: UITraitCollection, predicted: UITraitCollection) {
        let previous = lastSeenTraitCollection ?? predicted
        lastSeenTraitCollection = traits
        guard previous !== traits, previous != traits else { return }
        traits.performAsCurrent { traitCollectionDidChange(previous) }
    }
}
