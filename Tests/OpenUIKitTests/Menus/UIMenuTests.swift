import Foundation
import Testing
@testable import OpenUIKit

/// The menu model as UIKit declares it. Raw values are UIKit's (`UIMenuElementAttributes`,
/// `UIMenuElementState`, `UIMenuOptions` in its headers: displayInline 1, destructive 2,
/// singleSelection 32); a menu is immutable and `replacingChildren(_:)` copies it.
@Suite
@MainActor
struct UIMenuTests {
    @Test func rawValuesAreUIKits() {
        #expect(UIMenuElement.Attributes.disabled.rawValue == 1)
        #expect(UIMenuElement.Attributes.destructive.rawValue == 2)
        #expect(UIMenuElement.Attributes.hidden.rawValue == 4)
        #expect(UIMenuElement.State.off.rawValue == 0 && UIMenuElement.State.on.rawValue == 1
                && UIMenuElement.State.mixed.rawValue == 2)
        #expect(UIMenu.Options.displayInline.rawValue == 1)
        #expect(UIMenu.Options.destructive.rawValue == 2)
        #expect(UIMenu.Options.singleSelection.rawValue == 32)
    }

    @Test func anActionIsAMenuElementWithItsIOS13Initializer() {
        let action = UIAction(title: "Delete", image: UIImage(systemName: "trash"), identifier: UIAction.Identifier("delete"),
                              discoverabilityTitle: "Delete the card", attributes: [.destructive], state: .on) { _ in }
        let element: UIMenuElement = action
        #expect(element.title == "Delete")
        #expect(element.image != nil)
        #expect(action.identifier.rawValue == "delete")
        #expect(action.discoverabilityTitle == "Delete the card")
        #expect(action.attributes == [.destructive])
        #expect(action.state == .on)
        action.title = "Remove"
        #expect(element.title == "Remove", "an action's title is settable, through the element too")
        let plain = UIAction { _ in }
        #expect(plain.title == "" && plain.image == nil && plain.attributes.isEmpty && plain.state == .off
                && plain.discoverabilityTitle == nil && plain.subtitle == nil)
        #expect(plain.identifier != UIAction(handler: { _ in }).identifier, "each action gets its own identifier")
    }

    @Test func aMenuKeepsWhatItWasMadeWith() {
        let copy = UIAction(title: "Copy") { _ in }
        let menu = UIMenu(title: "Card", image: UIImage(systemName: "doc"), identifier: UIMenu.Identifier("card"),
                          options: [.displayInline], children: [copy])
        #expect(menu.title == "Card" && menu.image != nil && menu.identifier.rawValue == "card")
        #expect(menu.options == [.displayInline])
        #expect(menu.children.count == 1 && menu.children[0] === copy)
        let unnamed = UIMenu(children: [])
        #expect(unnamed.identifier != UIMenu(children: []).identifier, "a menu without an identifier gets a unique one")
        #expect(unnamed.identifier.rawValue.hasPrefix("com.apple.menu.dynamic."))
        #expect(unnamed.title == "" && unnamed.options.isEmpty)
    }

    @Test func replacingChildrenCopiesTheRest() {
        let menu = UIMenu(title: "Sort", subtitle: "by", image: UIImage(systemName: "folder"),
                          identifier: UIMenu.Identifier("sort"), options: [.singleSelection], children: [])
        let name = UIAction(title: "Name") { _ in }
        let copy = menu.replacingChildren([name])
        #expect(copy !== menu)
        #expect(menu.children.isEmpty, "the original menu is unchanged")
        #expect(copy.children.count == 1 && copy.children[0] === name)
        #expect(copy.title == "Sort" && copy.subtitle == "by" && copy.image === menu.image)
        #expect(copy.identifier == menu.identifier && copy.options == [.singleSelection])
    }

    @Test func aMenuShowsInlineMenusAsSectionsAndLeavesHiddenActionsOut() {
        let open = UIAction(title: "Open") { _ in }
        let secret = UIAction(title: "Secret", attributes: [.hidden]) { _ in }
        let copy = UIAction(title: "Copy") { _ in }
        let share = UIAction(title: "Share") { _ in }
        let delete = UIAction(title: "Delete", attributes: [.destructive]) { _ in }
        let more = UIMenu(title: "More", children: [UIAction(title: "Rename") { _ in }])
        let menu = UIMenu(children: [
            open, secret,
            UIMenu(options: .displayInline, children: [copy, share]),
            UIMenu(options: .displayInline, children: []),
            UIMenu(title: "Empty", children: []),
            more,
            UIMenu(options: .displayInline, children: [delete]),
        ])
        let sections = ContextMenuPlatterView.sections(of: menu).map { $0.map(Self.name) }
        #expect(sections == [["Open"], ["Copy", "Share"], ["More ›"], ["Delete"]])
    }

    static func name(_ kind: ContextMenuRowView.Kind) -> String {
        switch kind {
        case .action(let action, _): return action.title
        case .submenu(let menu): return menu.title + " ›"
        case .back(let menu): return "‹ " + menu.title
        case .loading: return "…"
        }
    }

    @Test func aConfigurationKeepsItsIdentifierOrMakesOne() {
        let named = UIContextMenuConfiguration(identifier: "row 3" as NSString, previewProvider: nil, actionProvider: nil)
        #expect((named.identifier as? NSString) == "row 3")
        let a = UIContextMenuConfiguration(), b = UIContextMenuConfiguration()
        #expect((a.identifier as? NSString) != (b.identifier as? NSString))
        #expect(UIContextMenuInteractionCommitStyle.dismiss.rawValue == 0 && UIContextMenuInteractionCommitStyle.pop.rawValue == 1)
    }

    @Test func thePressIsUIKitsLongPress() {
        // UILongPressGestureRecognizer's documented defaults: 0.5 s and 10 points.
        #expect(ContextMenuThresholds.pressDuration == 0.5)
        #expect(ContextMenuThresholds.allowableMovement == 10)
        #expect(ContextMenuThresholds.pressDuration == UILongPressGestureRecognizer().minimumPressDuration)
    }
}
