import Foundation

/// A tab bar controller's root view: lays out the tab bar and the selected child whenever it
/// lays out, whatever the controller's subclass does in its own layout callbacks.
@MainActor
final class TabBarControllerView: UIView {
    private weak var controller: UITabBarController?

    init(controller: UITabBarController) {
        self.controller = controller
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layOutTabBarAndChild()
    }
}
