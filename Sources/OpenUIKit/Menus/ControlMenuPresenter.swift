import Foundation

/// A control's menu (iOS 14's `UIButton.menu`, and a bar button item's `menu` on the view its
/// bar shows for it): a long press, a secondary click or, with `showsMenuAsPrimaryAction` (or
/// a bar item with no action), a tap opens it under the control, without the blur and lift
/// of a context menu, and a chosen action runs with the control (or the bar item) as its sender.
@MainActor
final class ControlMenuPresenter: NSObject, UIContextMenuInteractionDelegate {
    private weak var control: UIControl?
    /// The menu shown.
    var menu: UIMenu?
    /// The interaction on the control.
    private(set) lazy var interaction = UIContextMenuInteraction(delegate: self)

    /// A presenter for `control`'s menu; a chosen action's sender is `sender` (a bar button
    /// item, which is not a view), else the control.
    init(control: UIControl, sender: AnyObject? = nil) {
        self.control = control
        super.init()
        interaction.isAnchoredToView = true
        interaction.menuSender = sender
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
