import Foundation
import Testing
@testable import OpenUIKit

/// A controller that records the segue flow.
class SegueParentController: UIViewController {
    var events: [String] = []
    var allowed = true

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad children=\(children.count)")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        events.append("should \(identifier)")
        return allowed
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        events.append("prepare \(segue.identifier ?? "-") \(type(of: segue.destination)) loaded=\(segue.destination.isViewLoaded)")
    }
}

class SegueChildController: UIViewController {}

/// Segues: UIKit's order (a new destination, the source's prepare, perform), embed segues
/// through containment, and a show segue presenting when nothing above pushes.
@Suite(.serialized)
@MainActor
struct StoryboardSegueTests {
    static let document = IBFixtures.storyboard(initial: "p", """
        <scene sceneID="s1"><objects>
            <viewController id="p" customClass="SegueParentController" customModule="App" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="pv">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <containerView opaque="NO" contentMode="scaleToFill" id="box">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                            <connections>
                                <segue destination="c" kind="embed" identifier="embedChild" id="e1"/>
                            </connections>
                        </containerView>
                        <button opaque="NO" contentMode="scaleToFill" id="go">
                            <rect key="frame" x="0.0" y="300" width="100" height="40"/>
                            <connections>
                                <segue destination="c" kind="show" identifier="showChild" id="g1"/>
                            </connections>
                        </button>
                    </subviews>
                </view>
                <connections>
                    <segue destination="c" kind="presentation" identifier="presentChild" id="m1"/>
                </connections>
            </viewController>
        </objects></scene>
        <scene sceneID="s2"><objects>
            <viewController id="c" customClass="SegueChildController" customModule="App" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="cv">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                </view>
            </viewController>
        </objects></scene>
        <scene sceneID="s3"><objects>
            <viewController storyboardIdentifier="loop" id="l" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="lv">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>
                        <containerView opaque="NO" contentMode="scaleToFill" id="lbox">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                            <connections>
                                <segue destination="l" kind="embed" id="le"/>
                            </connections>
                        </containerView>
                    </subviews>
                </view>
            </viewController>
        </objects></scene>
        """)

    func storyboard() throws -> UIStoryboard {
        NibObjectKind.extraModuleNames = ["OpenUIKitTests"]
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("segue-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Self.document.write(to: directory.appendingPathComponent("Segues.storyboard"), atomically: true, encoding: .utf8)
        return UIStoryboard(name: "Segues", bundle: Bundle(path: directory.path))
    }

    @Test func anEmbedSegueRunsWhileTheViewLoadsBeforeViewDidLoad() throws {
        let parent = try #require(try storyboard().instantiateInitialViewController() as? SegueParentController)
        parent.loadViewIfNeeded()
        #expect(parent.events == ["prepare embedChild SegueChildController loaded=false", "viewDidLoad children=1"])
        let child = try #require(parent.children.first as? SegueChildController)
        let box = try #require(parent.view.subviews.first)
        #expect(child.view.superview === box && child.view.frame == box.bounds)
        #expect(child.parent === parent)
    }

    @Test func aControlsSegueAsksTheSourceThenPreparesANewDestination() throws {
        let parent = try #require(try storyboard().instantiateInitialViewController() as? SegueParentController)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        window.rootViewController = parent
        window.makeKeyAndVisible()
        parent.events = []
        let button = try #require(parent.view.subviews.compactMap { $0 as? UIButton }.first)
        button.sendActions(for: .touchUpInside)
        #expect(parent.events == ["should showChild", "prepare showChild SegueChildController loaded=false"])
        // A show segue with no navigation controller above presents (UIKit's show(_:sender:)).
        #expect(parent.presentedViewController is SegueChildController)
        parent.dismiss(animated: false)
        parent.events = []
        parent.allowed = false
        button.sendActions(for: .touchUpInside)
        #expect(parent.events == ["should showChild"], "a false shouldPerformSegue cancels")
    }

    @Test func performSegueSkipsShouldAndEachRunMakesANewDestination() throws {
        let parent = try #require(try storyboard().instantiateInitialViewController() as? SegueParentController)
        parent.performSegue(withIdentifier: "presentChild", sender: nil)
        parent.performSegue(withIdentifier: "presentChild", sender: nil)
        #expect(parent.events == ["prepare presentChild SegueChildController loaded=false", "prepare presentChild SegueChildController loaded=false"])
        let before = Diagnostics.warningCount()
        parent.performSegue(withIdentifier: "nothing", sender: nil)
        #expect(Diagnostics.recentWarnings().suffix(Diagnostics.warningCount() - before).contains { $0.contains("has no segue with identifier 'nothing'") })
    }

    @Test func aControllerThatEmbedsItselfStopsWithAMessage() throws {
        let board = try storyboard()
        let before = Diagnostics.warningCount()
        let loop = board.instantiateViewController(withIdentifier: "loop")
        loop.loadViewIfNeeded()
        #expect(Diagnostics.recentWarnings().suffix(Diagnostics.warningCount() - before).contains { $0.contains("embed segues nest more than 16 deep") })
        var depth = 0
        var current: UIViewController? = loop
        while let next = current?.children.first { depth += 1; current = next }
        #expect(depth == StoryboardSegueRoutes.maximumEmbedDepth)
    }
}
