import Foundation

/// A split view controller's root view: collapses or expands the interface as its window's
/// width class changes (before it joins a window, and on every trait change), and lays out
/// the columns whenever it lays out.
@MainActor
final class SplitViewControllerView: UIView {
    private weak var controller: UISplitViewController?

    init(controller: UISplitViewController) {
        self.controller = controller
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        // Before the children's views join the window, so that only the columns that will
        // show begin to appear.
        if let newWindow { controller?.prepare(for: newWindow) }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard window != nil else { return }
        controller?.followSizeClass(traitCollection.horizontalSizeClass)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layOutColumns()
    }
}
