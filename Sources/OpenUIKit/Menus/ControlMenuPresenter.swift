import Foundation

/// A control's menu (iOS 14's `UIButton.menu`): a long press, a secondary click or, with
/// `showsMenuAsPrimaryAction`, a tap opens it under the control, without the blur and lift
/// of a context menu, and a chosen action runs with the control as its sender.
@MainActor
final class ControlMenuPresenter: NSObject, UIContextMenuInteractionDelegate {
    private weak var control: UIControl?
    /// The menu shown.
    var menu: UIMenu?
    /// The interaction on the control.
    private(set) lazy var interaction = UIContextMenuInteraction(delegate: self)

    init(control: UIControl) {
        self.control = control
        super.init()
        interaction.isAnchoredToView = true
        control.addInteraction(interaction)
    }

    /// Opens the menu under the control: a tap, when the menu is the primary action.
    func openFromTap() {
        guard let control, let window = control.window, let configuration = configuration() else { return }
        let center = control.convert(CGPoint(x: control.bounds.midX, y: control.bounds.midY), to: window)
        interaction.present(configuration, atWindowLocation: center)
    }

    private func configuration() -> UIContextMenuConfiguration? {
        guard let menu, let control, control.isEnabled else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        configuration()
    }

}
