import Foundation
@testable import OpenUIKit
import TestSupport
import Testing

/// The list-with-detail port (`MealListPortClasses.swift`) from its storyboard, in Xcode's
/// format: a navigation controller around a table view controller with a custom prototype
/// cell, a show segue from the cell, a modal add segue from the + button to a second
/// navigation controller, and Save as an unwind to the list. Driven as a user would: select a
/// row, change the rating, save; add a meal; cancel; delete in edit mode.
@Suite(.serialized)
@MainActor
struct MealListPortTests {
    init() {
        NibObjectKind.extraModuleNames = ["OpenUIKitTests"]
    }

    static let cell = """
        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="MealTableViewCell" rowHeight="90" id="mealCell" customClass="MealTableViewCell" customModule="FoodTracker" customModuleProvider="target">
            <rect key="frame" x="0.0" y="28" width="375" height="90"/>
            <autoresizingMask key="autoresizingMask"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="mealCell" id="mealContent">
                <rect key="frame" x="0.0" y="0.0" width="375" height="89.5"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="nameLbl">
                        <rect key="frame" x="16" y="8" width="343" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                    <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="cellRating" customClass="RatingControl" customModule="FoodTracker" customModuleProvider="target">
                        <rect key="frame" x="16" y="37" width="252" height="44"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="size" keyPath="starSize">
                                <size key="value" width="44" height="44"/>
                            </userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="nameLbl" firstAttribute="leading" secondItem="mealContent" secondAttribute="leadingMargin" id="c1"/>
                    <constraint firstItem="nameLbl" firstAttribute="top" secondItem="mealContent" secondAttribute="top" constant="8" id="c2"/>
                    <constraint firstAttribute="trailingMargin" secondItem="nameLbl" secondAttribute="trailing" id="c3"/>
                    <constraint firstItem="cellRating" firstAttribute="leading" secondItem="nameLbl" secondAttribute="leading" id="c4"/>
                    <constraint firstItem="cellRating" firstAttribute="top" secondItem="nameLbl" secondAttribute="bottom" constant="8" id="c5"/>
                </constraints>
            </tableViewCellContentView>
            <connections>
                <outlet property="nameLabel" destination="nameLbl" id="o1"/>
                <outlet property="ratingControl" destination="cellRating" id="o2"/>
                <segue destination="detail" kind="show" identifier="ShowDetail" id="showDetail"/>
            </connections>
        </tableViewCell>
        """

    static let scenes = IBFixtures.storyboard(initial: "listNav", """
        <scene sceneID="sList"><objects>
            <tableViewController id="list" customClass="MealTableViewController" customModule="FoodTracker" customModuleProvider="target" sceneMemberID="viewController">
                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="90" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="table">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    <prototypes>
        \(cell)
                    </prototypes>
                    <connections>
                        <outlet property="dataSource" destination="list" id="ds"/>
                        <outlet property="delegate" destination="list" id="dl"/>
                    </connections>
                </tableView>
                <navigationItem key="navigationItem" title="Your Meals" id="listItem">
                    <barButtonItem key="rightBarButtonItem" systemItem="add" id="addButton">
                        <connections>
                            <segue destination="detailNav" kind="presentation" identifier="AddItem" id="addItem"/>
                        </connections>
                    </barButtonItem>
                </navigationItem>
            </tableViewController>
        </objects></scene>
        <scene sceneID="sDetail"><objects>
            <viewController id="detail" customClass="MealViewController" customModule="FoodTracker" customModuleProvider="target" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="detailView">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="form">
                            <rect key="frame" x="16" y="72" width="343" height="82"/>
                            <subviews>
                                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Enter meal name" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="nameField">
                                    <rect key="frame" x="0.0" y="0.0" width="343" height="30"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                    <textInputTraits key="textInputTraits" returnKeyType="done" enablesReturnKeyAutomatically="YES"/>
                                </textField>
                                <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="detailRating" customClass="RatingControl" customModule="FoodTracker" customModuleProvider="target">
                                    <rect key="frame" x="45.5" y="38" width="252" height="44"/>
                                </stackView>
                            </subviews>
                            <constraints>
                                <constraint firstAttribute="trailing" secondItem="nameField" secondAttribute="trailing" id="f1"/>
                            </constraints>
                        </stackView>
                    </subviews>
                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    <constraints>
                        <constraint firstItem="form" firstAttribute="top" secondItem="safeArea" secondAttribute="top" constant="8" id="d1"/>
                        <constraint firstItem="form" firstAttribute="leading" secondItem="detailView" secondAttribute="leadingMargin" id="d2"/>
                        <constraint firstAttribute="trailingMargin" secondItem="form" secondAttribute="trailing" id="d3"/>
                    </constraints>
                    <viewLayoutGuide key="safeArea" id="safeArea"/>
                </view>
                <navigationItem key="navigationItem" title="New Meal" id="detailItem">
                    <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="cancelButton">
                        <connections>
                            <action selector="cancel:" destination="detail" id="cancelAction"/>
                        </connections>
                    </barButtonItem>
                    <barButtonItem key="rightBarButtonItem" systemItem="save" id="saveButton">
                        <connections>
                            <segue destination="exitPlaceholder" kind="unwind" unwindAction="unwindToMealListWithSender:" id="saveUnwind"/>
                        </connections>
                    </barButtonItem>
                </navigationItem>
                <connections>
                    <outlet property="nameTextField" destination="nameField" id="o3"/>
                    <outlet property="ratingControl" destination="detailRating" id="o4"/>
                    <outlet property="saveButton" destination="saveButton" id="o5"/>
                </connections>
            </viewController>
            <exit id="exitPlaceholder" userLabel="Exit" sceneMemberID="exit"/>
        </objects></scene>
        <scene sceneID="sListNav"><objects>
            <navigationController id="listNav" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="bar1">
                    <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                </navigationBar>
                <connections>
                    <segue destination="list" kind="relationship" relationship="rootViewController" id="root1"/>
                </connections>
            </navigationController>
        </objects></scene>
        <scene sceneID="sDetailNav"><objects>
            <navigationController id="detailNav" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="bar2">
                    <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                </navigationBar>
                <connections>
                    <segue destination="detail" kind="relationship" relationship="rootViewController" id="root2"/>
                </connections>
            </navigationController>
        </objects></scene>
        """, extra: """
        <resources>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
        </resources>
        """)

    @MainActor
    struct App {
        let window: UIWindow
        let navigation: UINavigationController
        let list: MealTableViewController
        let clock: HeadlessFrameClock
        var table: UITableView { list.tableView }
    }

    func launch(scale: CGFloat = 1) throws -> App {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("meal-list-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Self.scenes.write(to: directory.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        let board = UIStoryboard(name: "Main", bundle: Bundle(path: directory.path))
        let navigation = try #require(board.instantiateInitialViewController() as? UINavigationController)
        let list = try #require(navigation.topViewController as? MealTableViewController)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.screenScale = scale
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let clock = HeadlessFrameClock(window: window)
        window.layoutIfNeeded()
        return App(window: window, navigation: navigation, list: list, clock: clock)
    }

    /// Lets the transitions run to their end (UIKit's slides and sheets take under 0.6 s).
    func settle(_ app: App) {
        app.clock.advance(by: 1)
    }

    @Test func theListShowsTheSampleMealsInItsPrototypeCells() throws {
        let before = Diagnostics.warningCount()
        let app = try launch()
        let cells = (0..<3).compactMap { app.table.cellForRow(at: IndexPath(row: $0, section: 0)) as? MealTableViewCell }
        try #require(cells.count == 3)
        #expect(cells.map { $0.nameLabel.text } == ["Caprese Salad", "Chicken and Potatoes", "Pasta with Meatballs"])
        #expect(cells.map { $0.ratingControl.ratingButtons.filter(\.isSelected).count } == [4, 5, 3])
        #expect(cells[0].ratingControl.ratingButtons.count == 5, "starCount's default: five stars")
        #expect(cells[0].frame.height == 90)
        #expect(app.list.navigationItem.leftBarButtonItem === app.list.editButtonItem)
        #expect(app.list.navigationItem.title == "Your Meals")
        #expect(Diagnostics.warningCount() == before, "\(Diagnostics.recentWarnings().suffix(3))")
    }

    @Test func selectingAMealShowsItsDetailAndSaveUnwindsWithTheChange() throws {
        let app = try launch()
        app.table.userTapped(IndexPath(row: 1, section: 0))
        settle(app)
        let detail = try #require(app.navigation.topViewController as? MealViewController)
        #expect(app.list.events == ["prepare ShowDetail 1 outlet loaded: false"], "prepare(for:sender:) runs before the destination's view loads")
        #expect(detail.nameTextField.text == "Chicken and Potatoes")
        #expect(detail.navigationItem.title == "Chicken and Potatoes")
        #expect(detail.ratingControl.rating == 5)
        #expect(detail.saveButton.isEnabled)

        // Tap the second star: the rating becomes 2.
        detail.ratingControl.ratingButtons[1].sendActions(for: .touchUpInside)
        #expect(detail.ratingControl.rating == 2)
        detail.saveButton.sendTapAction(from: detail.view, event: nil)
        settle(app)
        #expect(app.navigation.topViewController === app.list, "an unwind from a pushed detail pops back to the list")
        #expect(app.list.events.last == "unwind updated 1")
        #expect(app.list.meals[1].rating == 2)
        let cell = try #require(app.table.cellForRow(at: IndexPath(row: 1, section: 0)) as? MealTableViewCell)
        #expect(cell.ratingControl.rating == 2)
    }

    @Test func addingAMealPresentsTheFormModallyAndSaveInsertsARow() throws {
        let app = try launch()
        let add = try #require(app.list.navigationItem.rightBarButtonItem)
        add.sendTapAction(from: app.list.view, event: nil)
        settle(app)
        #expect(app.list.events == ["prepare AddItem"])
        let presentedNavigation = try #require(app.list.presentedViewController as? UINavigationController)
        let detail = try #require(presentedNavigation.topViewController as? MealViewController)
        #expect(detail.presentingViewController is UINavigationController, "the tutorial's add-mode test")
        #expect(detail.navigationItem.title == "New Meal")
        #expect(!detail.saveButton.isEnabled, "no name yet")

        detail.nameTextField.becomeFirstResponder()
        #expect(!detail.saveButton.isEnabled)
        detail.nameTextField.perform(.insert("Soup"))   // what typing "Soup" does
        _ = detail.nameTextField.resignFirstResponder()
        #expect(detail.saveButton.isEnabled)
        #expect(detail.navigationItem.title == "Soup")
        detail.ratingControl.ratingButtons[2].sendActions(for: .touchUpInside)
        detail.saveButton.sendTapAction(from: detail.view, event: nil)
        settle(app)
        #expect(app.list.presentedViewController == nil, "an unwind from a presented form dismisses it")
        #expect(app.list.events.last == "unwind added 3")
        #expect(app.table.numberOfRows(inSection: 0) == 4)
        let cell = try #require(app.table.cellForRow(at: IndexPath(row: 3, section: 0)) as? MealTableViewCell)
        #expect(cell.nameLabel.text == "Soup")
        #expect(cell.ratingControl.rating == 3)
    }

    @Test func cancelDismissesInAddModeAndPopsInEditMode() throws {
        let app = try launch()
        app.list.navigationItem.rightBarButtonItem?.sendTapAction(from: app.list.view, event: nil)
        settle(app)
        let presented = try #require((app.list.presentedViewController as? UINavigationController)?.topViewController as? MealViewController)
        presented.navigationItem.leftBarButtonItem?.sendTapAction(from: presented.view, event: nil)
        settle(app)
        #expect(app.list.presentedViewController == nil, "Cancel in add mode dismisses the form")

        app.table.userTapped(IndexPath(row: 0, section: 0))
        settle(app)
        let shown = try #require(app.navigation.topViewController as? MealViewController)
        shown.navigationItem.leftBarButtonItem?.sendTapAction(from: shown.view, event: nil)
        settle(app)
        #expect(app.navigation.topViewController === app.list)
        #expect(app.list.meals.count == 3, "cancel changes nothing")
    }

    @Test func editModeDeletesAMeal() throws {
        let app = try launch()
        app.list.editButtonItem.sendTapAction(from: app.list.view, event: nil)
        #expect(app.table.isEditing)
        #expect(app.list.editButtonItem.title == "Done")
        app.table.dataSource?.tableView(app.table, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
        settle(app)
        #expect(app.list.meals.map(\.name) == ["Chicken and Potatoes", "Pasta with Meatballs"])
        #expect(app.table.numberOfRows(inSection: 0) == 2)
    }

    /// The list as iOS draws it: a navigation bar titled "Your Meals" with Edit and +, rows of
    /// 90 pt with the name above five orange stars. Tolerance 6 of 255, for text rounding.
    @Test func theListLooksAsOnIOS() throws {
        let app = try launch(scale: 2)
        settle(app)
        ReferenceImage.assertMatches(app.window.backBuffer!, named: "meal-list@2x", tolerance: 6)
    }
}
