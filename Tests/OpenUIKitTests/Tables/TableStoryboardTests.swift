import Foundation
@testable import OpenUIKit
import Testing

/// A prototype cell class with an outlet and an `awakeFromNib` count, as a ported app writes it.
final class ContactCell: UITableViewCell {
    weak var nameLabel: UILabel!
    var awoke = 0

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke += 1
    }
}

extension ContactCell: InterfaceBuilderKeyed {
    static var interfaceBuilderKeys: InterfaceBuilderKeys {
        InterfaceBuilderKeys(for: ContactCell.self, outlets: [.outlet("nameLabel", \.nameLabel)])
    }
}

/// A table view controller over prototype cells, recording the segue calls around a selection.
final class ContactListController: UITableViewController {
    let names = ["Ada", "Grace", "Edsger"]
    var events: [String] = []
    var allowsSegue = true

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count + 1 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.row == names.count {
            return tableView.dequeueReusableCell(withIdentifier: "Custom", for: indexPath)
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        cell.detailTextLabel?.text = "row \(indexPath.row)"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        events.append("didSelect \(indexPath.row)")
    }

    override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        events.append("accessory \(indexPath.row)")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        events.append("should \(identifier) \((sender as? UITableViewCell)?.textLabel?.text ?? "-")")
        return allowsSegue
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let row = (sender as? UITableViewCell).flatMap { tableView.indexPath(for: $0)?.row }
        events.append("prepare \(segue.identifier ?? "") \(type(of: segue.destination)) row=\(row.map(String.init) ?? "-")")
    }
}

/// The destination of the contact segues.
final class ContactDetailController: UIViewController {}

/// A controller over a static table, with an outlet into one of its cells.
final class SettingsController: UITableViewController {
    weak var wifiLabel: UILabel!
    var selected: [IndexPath] = []

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

extension SettingsController: InterfaceBuilderKeyed {
    static var interfaceBuilderKeys: InterfaceBuilderKeys {
        InterfaceBuilderKeys(for: SettingsController.self, outlets: [.outlet("wifiLabel", \.wifiLabel)])
    }
}

/// Storyboard tables in the XML Xcode writes: `<tableViewController>` scenes whose view is
/// `<tableView key="view">`, prototype `<tableViewCell>`s in the four standard styles' form
/// (`style="IBUITableViewCellStyle…"` naming labels in `<tableViewCellContentView>`) and a
/// custom class, segues from a cell and from its accessory, and a `dataMode="static"` table.
@Suite(.serialized)
@MainActor
struct TableStoryboardTests {
    init() {
        NibObjectKind.extraModuleNames = ["OpenUIKitTests"]
    }

    static let scenes = IBFixtures.storyboard(initial: "nav", """
        <scene sceneID="s0"><objects>
            <navigationController id="nav" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb">
                    <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                </navigationBar>
                <connections>
                    <segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/>
                </connections>
            </navigationController>
        </objects></scene>
        <scene sceneID="s1"><objects>
            <tableViewController id="list" customClass="ContactListController" customModule="App" sceneMemberID="viewController" clearsSelectionOnViewWillAppear="NO">
                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="none" rowHeight="50" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" allowsMultipleSelection="NO" id="tv">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    <prototypes>
                        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="gray" accessoryType="detailDisclosureButton" indentationWidth="12" reuseIdentifier="Contact" textLabel="t1" detailTextLabel="d1" style="IBUITableViewCellStyleSubtitle" id="pc">
                            <rect key="frame" x="0.0" y="28" width="375" height="50"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="pc" id="cv1">
                                <rect key="frame" x="0.0" y="0.0" width="316" height="50"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <subviews>
                                    <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="t1">
                                        <rect key="frame" x="16" y="6" width="33" height="20.5"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <nil key="textColor"/>
                                    </label>
                                    <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Subtitle" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="d1">
                                        <rect key="frame" x="16" y="26.5" width="44" height="14.5"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                        <color key="textColor" red="0.5" green="0.5" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    </label>
                                </subviews>
                            </tableViewCellContentView>
                            <connections>
                                <segue destination="detail" kind="show" identifier="ShowContact" id="sg1"/>
                                <segue destination="detail" kind="show" trigger="accessoryAction" identifier="ShowContactInfo" id="sg2"/>
                            </connections>
                        </tableViewCell>
                        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="none" reuseIdentifier="Custom" id="cc" customClass="ContactCell" customModule="App">
                            <rect key="frame" x="0.0" y="78" width="375" height="50"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cc" id="cv2">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="50"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Someone" id="nl">
                                        <rect key="frame" x="20" y="10" width="200" height="30"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
                                    </label>
                                </subviews>
                            </tableViewCellContentView>
                            <connections>
                                <outlet property="nameLabel" destination="nl" id="o1"/>
                            </connections>
                        </tableViewCell>
                    </prototypes>
                    <connections>
                        <outlet property="dataSource" destination="list" id="ds"/>
                        <outlet property="delegate" destination="list" id="dl"/>
                    </connections>
                </tableView>
                <navigationItem key="navigationItem" title="Contacts" id="ni"/>
            </tableViewController>
        </objects></scene>
        <scene sceneID="s2"><objects>
            <viewController id="detail" customClass="ContactDetailController" customModule="App" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="dv">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                </view>
            </viewController>
        </objects></scene>
        <scene sceneID="s3"><objects>
            <tableViewController storyboardIdentifier="Settings" id="set" customClass="SettingsController" customModule="App" sceneMemberID="viewController">
                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="stv">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <sections>
                        <tableViewSection headerTitle="Network" footerTitle="Radios off save power." id="sec1">
                            <cells>
                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" textLabel="w1" detailTextLabel="w2" style="IBUITableViewCellStyleValue1" id="wifi">
                                    <rect key="frame" x="0.0" y="55" width="375" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="wifi" id="wc">
                                        <rect key="frame" x="0.0" y="0.0" width="341" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Wi-Fi" textAlignment="natural" id="w1">
                                                <rect key="frame" x="16" y="12" width="41" height="20.5"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            </label>
                                            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Home" textAlignment="right" id="w2">
                                                <rect key="frame" x="280" y="12" width="44" height="20.5"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            </label>
                                        </subviews>
                                    </tableViewCellContentView>
                                </tableViewCell>
                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="none" rowHeight="60" textLabel="b1" style="IBUITableViewCellStyleDefault" id="bt">
                                    <rect key="frame" x="0.0" y="99" width="375" height="60"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="bt" id="bc">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Bluetooth" id="b1">
                                                <rect key="frame" x="16" y="0.0" width="343" height="60"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            </label>
                                        </subviews>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </cells>
                        </tableViewSection>
                        <tableViewSection headerTitle="About" id="sec2">
                            <cells>
                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" textLabel="v1" style="IBUITableViewCellStyleDefault" id="ver">
                                    <rect key="frame" x="0.0" y="200" width="375" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="ver" id="vc">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Version" id="v1">
                                                <rect key="frame" x="16" y="0.0" width="343" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            </label>
                                        </subviews>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </cells>
                        </tableViewSection>
                    </sections>
                    <connections>
                        <outlet property="dataSource" destination="set" id="sds"/>
                        <outlet property="delegate" destination="set" id="sdl"/>
                    </connections>
                </tableView>
                <connections>
                    <outlet property="wifiLabel" destination="w2" id="wo"/>
                </connections>
            </tableViewController>
        </objects></scene>
        """)

    func storyboard() throws -> UIStoryboard {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("table-storyboard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Self.scenes.write(to: directory.appendingPathComponent("Contacts.storyboard"), atomically: true, encoding: .utf8)
        return UIStoryboard(name: "Contacts", bundle: Bundle(path: directory.path))
    }

    func shown(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test func aTableViewControllerSceneDecodesItsTableAndPrototypes() throws {
        let before = Diagnostics.warningCount()
        let navigation = try #require(try storyboard().instantiateInitialViewController() as? UINavigationController)
        let list = try #require(navigation.topViewController as? ContactListController)
        let window = shown(navigation)
        let table = try #require(list.tableView)
        #expect(list.view === table)
        #expect(table.dataSource === list && table.delegate === list)
        #expect(list.clearsSelectionOnViewWillAppear == false)
        #expect(table.rowHeight == 50)
        #expect(table.estimatedRowHeight == UITableView.automaticDimension)
        #expect(table.sectionHeaderHeight == UITableView.automaticDimension, "Xcode's untouched 28 is UIKit's default")
        #expect(table.separatorStyle == .none)
        #expect(Diagnostics.warningCount() == before, "\(Diagnostics.recentWarnings().suffix(3))")

        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(first !== second, "each dequeue makes the prototype anew")
        #expect(first.style == .subtitle)
        #expect(first.reuseIdentifier == "Contact")
        #expect(first.selectionStyle == .gray)
        #expect(first.accessoryType == .detailDisclosureButton)
        #expect(first.indentationWidth == 12)
        #expect(first.frame.height == 50)
        #expect(first.textLabel?.text == "Ada" && first.detailTextLabel?.text == "row 0")
        #expect(first.detailTextLabel?.font.pointSize == 12)
        // The written labels gave their looks to the cell's own and left the content view.
        #expect(first.contentView.subviews.filter { $0 is UILabel }.count == 2)

        let custom = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)) as? ContactCell)
        #expect(custom.nameLabel.text == "Someone")
        #expect(custom.nameLabel.superview === custom.contentView)
        #expect(custom.awoke == 1)
        #expect(custom.selectionStyle == .none)
        #expect(custom.reuseIdentifier == "Custom")
        _ = window
    }

    @Test func selectingAPrototypeRowPerformsItsSegueWithTheCellAsSender() throws {
        let navigation = try #require(try storyboard().instantiateInitialViewController() as? UINavigationController)
        let list = try #require(navigation.topViewController as? ContactListController)
        let window = shown(navigation)
        let table = try #require(list.tableView)
        list.events = []
        table.userTapped(IndexPath(row: 1, section: 0))
        #expect(list.events == ["should ShowContact Grace", "prepare ShowContact ContactDetailController row=1", "didSelect 1"])
        #expect(navigation.topViewController is ContactDetailController, "a show segue pushes in a navigation controller")

        navigation.popViewController(animated: false)
        window.layoutIfNeeded()
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0), "clearsSelectionOnViewWillAppear is NO")
        list.events = []
        list.allowsSegue = false
        table.userTapped(IndexPath(row: 2, section: 0))
        #expect(list.events == ["should ShowContact Edsger", "didSelect 2"], "a false shouldPerformSegue cancels only the segue")
        #expect(navigation.topViewController === list)
    }

    @Test func theAccessoryButtonTellsTheDelegateThenPerformsTheAccessorySegue() throws {
        let navigation = try #require(try storyboard().instantiateInitialViewController() as? UINavigationController)
        let list = try #require(navigation.topViewController as? ContactListController)
        let window = shown(navigation)
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        list.events = []
        cell.accessoryButtonTapped?()
        #expect(list.events == ["accessory 0", "should ShowContactInfo Ada", "prepare ShowContactInfo ContactDetailController row=0"])
        _ = window
    }

    @Test func aStaticTableShowsExactlyItsCellsAndTheControllerHearsSelections() throws {
        let before = Diagnostics.warningCount()
        let settings = try #require(try storyboard().instantiateViewController(withIdentifier: "Settings") as? SettingsController)
        let window = shown(settings)
        let table = try #require(settings.tableView)
        #expect(table.style == .grouped)
        #expect(Diagnostics.warningCount() == before, "\(Diagnostics.recentWarnings().suffix(3))")
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 1)
        let wifi = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(wifi.style == .value1)
        #expect(wifi.textLabel?.text == "Wi-Fi" && wifi.detailTextLabel?.text == "Home")
        #expect(wifi.accessoryType == .disclosureIndicator)
        #expect(settings.wifiLabel === wifi.detailTextLabel, "an outlet to a written label reaches the cell's own")
        settings.wifiLabel.text = "Office"
        #expect(wifi.detailTextLabel?.text == "Office")
        let bluetooth = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(bluetooth.frame.height == 60, "a static cell keeps its own row height")
        #expect(bluetooth.textLabel?.text == "Bluetooth")
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.textLabel?.text == "Version")
        #expect(settings.tableView(table, titleForHeaderInSection: 0) == "Network")
        #expect(settings.tableView(table, titleForFooterInSection: 0) == "Radios off save power.")
        #expect(settings.tableView(table, titleForHeaderInSection: 1) == "About")
        table.userTapped(IndexPath(row: 0, section: 1))
        #expect(settings.selected == [IndexPath(row: 0, section: 1)])
        _ = window
    }
}
