import Foundation

extension UIView: UITraitEnvironment {
    /// The traits of this view's environment: its window's while it is in one.
    ///
    /// A view outside any window keeps the traits it last had in one. A view that has never
    /// been in a window has the traits UIKit (since iOS 13) predicts for a new view: those of
    /// the app's key window, or with none, the screen's (`UITraitCollection.current` on the
    /// main thread). So moving a new view into the key window changes nothing and calls
    /// nothing, while moving it into a window of another size or scale does.
    public var traitCollection: UITraitCollection {
        if let window { return window.windowTraitCollection }
        return lastSeenTraitCollection ?? UIView.predictedTraitCollection
    }

    /// Reports trait changes now rather than at the next update pass: the window, its
    /// controllers and views hear of whatever changed since they were last told.
    public func updateTraitsIfNeeded() {
        window?.deliverTraitChangesIfNeeded()
    }

    /// The traits a view that has never been in a window reports.
    static var predictedTraitCollection: UITraitCollection {
        UIApplication.shared.keyWindow?.windowTraitCollection ?? UITraitCollection.screen
    }

    /// Gives `traits` to this view and its subtree, calling `traitCollectionDidChange(_:)`
    /// wherever they differ from what was last seen (`predicted` standing in for views and
    /// controllers that have seen nothing): a view's controller first, then the view, then
    /// its subviews in order. A callback may add or remove views; those removed from this
    /// subtree meanwhile are skipped, and those added got their traits when they arrived.
    func deliverTraitCollection(_ traits: UITraitCollection, predicted: UITraitCollection) {
        // Storyboard variations first, so the controller's and views' callbacks see the
        // attributes, subviews and constraints of the new size classes.
        sizeClassVariations?.resolve(for: traits)
        if let owningViewController { owningViewController.receiveTraitCollection(traits, predicted: predicted) }
        receiveTraitCollection(traits, predicted: predicted)
        let children = subviews
        for child in children where child.superview === self {
            child.deliverTraitCollection(traits, predicted: predicted)
        }
    }

    private func receiveTraitCollection(_ traits: UITraitCollection, predicted: UITraitCollection) {
        let previous = lastSeenTraitCollection ?? predicted
        lastSeenTraitCollection = traits
        guard previous !== traits, previous != traits else { return }
        if previous.layoutDirection != traits.layoutDirection { layoutDirectionMayHaveChanged() }
        traits.performAsCurrent { traitCollectionDidChange(previous) }
    }

    /// After this view moved into `newWindow`: the subtree gets the window's traits.
    func deliverTraitsAfterMoving(to newWindow: UIWindow?, predicted: UITraitCollection) {
        guard let newWindow else { return }
        deliverTraitCollection(newWindow.windowTraitCollection, predicted: predicted)
    }
}
