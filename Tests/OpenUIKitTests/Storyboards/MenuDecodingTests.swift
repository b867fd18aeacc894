import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// A view that catches the actions a storyboard menu's commands send up the responder chain.
final class MenuCommandCatcherView: UIView {
    var caught: [String] = []
    func sortByName(_ sender: Any?) { caught.append("name from \(sender.map { "\(type(of: $0))" } ?? "nothing")") }
    func sortByDate(_ sender: Any?) { caught.append("date") }
}

extension MenuCommandCatcherView: InterfaceBuilderKeyed {
    static var interfaceBuilderKeys: InterfaceBuilderKeys {
        InterfaceBuilderKeys(for: MenuCommandCatcherView.self,
                             actions: ["sortByName:": Selector(MenuCommandCatcherView.sortByName(_:)),
                                       "sortByDate:": Selector(MenuCommandCatcherView.sortByDate(_:))])
    }
}

/// `<menu key="menu">` as Xcode 12 and later write it in a button or a bar button item: its
/// `<children>` of commands, actions and nested menus decode into the `UIMenu` tree UIKit
/// makes at load time, with titles, symbols, states, attributes and menu options; a
/// command's connected action goes up the responder chain; unknown attributes and elements
/// are reported, one line each.
@Suite(.serialized)
@MainActor
struct MenuDecodingTests {
    init() {
        NibObjectKind.extraModuleNames = ["OpenUIKitTests"]
    }

    static let objects = """
        <view contentMode="scaleToFill" id="root-v" customClass="MenuCommandCatcherView" customModule="App">
            <rect key="frame" x="0.0" y="0.0" width="375" height="400"/>
            <subviews>
                <button opaque="NO" contentMode="scaleToFill" showsMenuAsPrimaryAction="YES" buttonType="system" id="btn-1">
                    <rect key="frame" x="20" y="20" width="120" height="44"/>
                    <menu key="menu" title="Sort By" id="menu-1">
                        <children>
                            <command title="Name" image="doc.on.doc" catalog="system" state="on" id="cmd-1">
                                <connections>
                                    <action selector="sortByName:" destination="-1" id="act-1"/>
                                </connections>
                            </command>
                            <command title="Date" id="cmd-2">
                                <connections>
                                    <action selector="sortByDate:" destination="-1" id="act-2"/>
                                </connections>
                            </command>
                            <menu title="Filter" identifier="com.example.filter" id="menu-2">
                                <children>
                                    <action title="Photos" identifier="photos" disabled="YES" id="a-1"/>
                                    <action title="Videos" state="mixed" id="a-2"/>
                                </children>
                            </menu>
                            <menu displayInline="YES" destructive="YES" singleSelection="YES" id="menu-3">
                                <children>
                                    <command title="Delete All" destructive="YES" hidden="YES" id="cmd-3"/>
                                </children>
                            </menu>
                        </children>
                    </menu>
                    <state key="normal" title="Sort"/>
                </button>
            </subviews>
        </view>
        """

    func load(_ objects: String) throws -> UIView {
        let nib = UINib(data: Data(StoryboardLoadingTests.xib(objects).utf8), bundle: nil)
        return try #require(nib.instantiate(withOwner: nil, options: nil).first as? UIView)
    }

    @Test func aButtonsMenuDecodesToTheRightTree() throws {
        let root = try load(Self.objects)
        let button = try #require(root.subviews.first as? UIButton)
        #expect(button.showsMenuAsPrimaryAction)
        let menu = try #require(button.menu)
        #expect(menu.title == "Sort By" && menu.children.count == 4)
        let name = try #require(menu.children[0] as? UIAction)
        #expect(name.title == "Name" && name.state == .on && name.image != nil)
        let date = try #require(menu.children[1] as? UIAction)
        #expect(date.title == "Date" && date.state == .off && date.image == nil)
        let filter = try #require(menu.children[2] as? UIMenu)
        #expect(filter.title == "Filter" && filter.identifier.rawValue == "com.example.filter" && filter.options.isEmpty)
        let photos = try #require(filter.children.first as? UIAction)
        #expect(photos.identifier.rawValue == "photos" && photos.attributes == .disabled)
        #expect((filter.children.last as? UIAction)?.state == .mixed)
        let inline = try #require(menu.children[3] as? UIMenu)
        #expect(inline.options == [.displayInline, .destructive, .singleSelection])
        #expect((inline.children.first as? UIAction)?.attributes == [.destructive, .hidden])
    }

    @Test func aCommandSendsItsActionUpTheResponderChainFromTheButton() throws {
        let root = try #require(try load(Self.objects) as? MenuCommandCatcherView)
        let button = try #require(root.subviews.first as? UIButton)
        let menu = try #require(button.menu)
        (menu.children[0] as? UIAction)?.perform(sender: button)
        (menu.children[1] as? UIAction)?.perform(sender: button)
        #expect(root.caught == ["name from UIButton", "date"])
        let warnings = Diagnostics.warningCount()
        ((menu.children[2] as? UIMenu)?.children.first as? UIAction)?.perform(sender: button)
        #expect(Diagnostics.warningCount() == warnings, "an action with no connection does nothing, quietly")
    }

    @Test func aBarButtonItemsMenuDecodesAndOpensOnATap() throws {
        let objects = """
            <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="bar-1">
                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                <items>
                    <barButtonItem systemItem="flexibleSpace" id="flex-1"/>
                    <barButtonItem title="Sort" id="bbi-1">
                        <menu key="menu" id="menu-9">
                            <children>
                                <command title="Newest First" id="c-9"/>
                            </children>
                        </menu>
                    </barButtonItem>
                </items>
            </toolbar>
            """
        let bar = try #require(try load(objects) as? UIToolbar)
        let item = try #require(bar.items?.last)
        #expect(item.menu?.children.map(\.title) == ["Newest First"])
        #expect(item.opensMenuOnTap)
    }

    @Test func unknownAttributesAndElementsAreReportedOneLineEach() throws {
        let objects = """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-2">
                <rect key="frame" x="20" y="20" width="120" height="44"/>
                <menu key="menu" preferredElementSize="small" id="menu-4">
                    <children>
                        <command title="Keep" keepsMenuPresented="YES" state="sideways" id="c-4"/>
                        <deferredMenuElement id="d-4"/>
                    </children>
                </menu>
            </button>
            """
        let before = Diagnostics.warningCount()
        let button = try #require(try load(objects) as? UIButton)
        let messages = Diagnostics.recentWarnings().suffix(Diagnostics.warningCount() - before)
        #expect(button.menu?.children.map(\.title) == ["Keep"], "what can be read is kept")
        #expect(!button.showsMenuAsPrimaryAction)
        for fragment in ["preferredElementSize=", "keepsMenuPresented=", "state=\"sideways\"", "<deferredMenuElement>"] {
            #expect(messages.contains { $0.contains(fragment) && !$0.contains("\n") }, "a warning names \(fragment)")
        }
    }

    @Test func aPopUpButtonTitlesItselfAfterItsSelectedCommand() throws {
        let objects = """
            <button opaque="NO" contentMode="scaleToFill" showsMenuAsPrimaryAction="YES" changesSelectionAsPrimaryAction="YES" buttonType="system" id="btn-3">
                <rect key="frame" x="20" y="20" width="120" height="44"/>
                <menu key="menu" id="menu-5">
                    <children>
                        <command title="Ascending" id="c-5"/>
                        <command title="Descending" state="on" id="c-6"/>
                    </children>
                </menu>
                <state key="normal" title="Button"/>
            </button>
            """
        let button = try #require(try load(objects) as? UIButton)
        #expect(button.changesSelectionAsPrimaryAction)
        #expect(button.title(for: .normal) == "Descending")
        #expect(button.menu?.children.compactMap { ($0 as? UIAction)?.state } == [.off, .on])
    }
}
