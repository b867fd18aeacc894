import Foundation

/// A navigation controller's root view: lays out the bars and the children's container
/// whenever it lays out, whatever the controller's subclass does in its own layout callbacks.
@MainActor
final class NavigationControllerView: UIView {
    private weak var controller: UINavigationController?

    init(controller: UINavigationController) {
        self.controller = controller
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layOutBarsAndChildren()
    }
}
