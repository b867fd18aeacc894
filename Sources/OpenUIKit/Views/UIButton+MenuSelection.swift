import Foundation

/// A pop-up button (iOS 15's `changesSelectionAsPrimaryAction` with a menu shown as the
/// primary action): exactly one of the menu's actions is on, the first when the app turned
/// none on, and the button's title is that action's; choosing another moves the selection.
extension UIButton {
    /// Whether the button is a pop-up button now.
    var isPopUpButton: Bool { changesSelectionAsPrimaryAction && showsMenuAsPrimaryAction && menu != nil }

    /// Turns on the selected action (the first one on, else the first action) and shows its
    /// title, when the button is a pop-up button.
    func showSelectedMenuAction() {
        guard isPopUpButton, let menu else { return }
        let actions = Self.actions(in: menu)
        guard let selected = actions.first(where: { $0.state == .on }) ?? actions.first else { return }
        select(selected, among: actions)
    }

    /// A row of the button's menu was chosen: a pop-up button selects it before its handler runs.
    func menuActionWasChosen(_ action: UIAction) {
        guard isPopUpButton, let menu else { return }
        let actions = Self.actions(in: menu)
        guard actions.contains(where: { $0 === action }) else { return }
        select(action, among: actions)
    }

    private func select(_ selected: UIAction, among actions: [UIAction]) {
        for action in actions { action.state = action === selected ? .on : .off }
        setTitle(selected.title, for: .normal)
    }

    /// The actions of `menu` and of the menus inside it, in order.
    private static func actions(in menu: UIMenu) -> [UIAction] {
        menu.children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return [action] }
            if let submenu = element as? UIMenu { return actions(in: submenu) }
            return []
        }
    }
}
