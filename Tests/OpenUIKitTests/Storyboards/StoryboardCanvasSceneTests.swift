import Foundation
import Testing
@testable import OpenUIKit

/// The scenes of a storyboard as the canvas (`openuikit-port preview`) draws them: the size
/// each was designed at and the name its picture gets.
@Suite("StoryboardCanvasScene")
@MainActor
struct StoryboardCanvasSceneTests {
    /// A storyboard around `scenes`, with `device` as its `<device>` element (none when empty).
    func document(_ scenes: String, device: String = "") throws -> IBDocument {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch">
                \(device)
                <scenes>\(scenes)</scenes>
            </document>
            """
        return try IBDocument(data: Data(text.utf8), file: "Canvas.storyboard")
    }

    func scene(_ id: String, _ controller: String) -> String {
        """
        <scene sceneID="\(id)"><objects>\(controller)
        <placeholder placeholderIdentifier="IBFirstResponder" id="\(id)-fr" sceneMemberID="firstResponder"/></objects></scene>
        """
    }

    @Test func theFaceItEmotionsScenesAreNamedAndSizedAsInterfaceBuilderShowsThem() throws {
        let path = StoryboardFaceItEmotionsTests.appFolder.appendingPathComponent("Base.lproj/Main.storyboard").path
        let scenes = UIStoryboard(contentsOfFile: path).canvasScenes
        // Two scenes are navigation controllers without a title: both get their scene's ID.
        #expect(scenes.map(\.fileName) == ["Main-UISplitViewController", "Main-UINavigationController-MNv-sc-001", "Main-Emotions",
                                           "Main-UINavigationController-DNv-sc-001", "Main-FaceViewController"])
        // An iPad 9.7" in landscape (1024×768): the split view fills it; the primary column
        // is 320 points wide and the secondary the rest, as the file's frames say.
        #expect(scenes.map(\.size) == [CGSize(width: 1024, height: 768), CGSize(width: 320, height: 768), CGSize(width: 320, height: 768),
                                       CGSize(width: 703.5, height: 768), CGSize(width: 703.5, height: 768)])
        // The navigation controllers' roots are drawn under a bar, as Interface Builder infers it.
        #expect(scenes.map(\.showsNavigationBar) == [false, false, true, false, true])
    }

    @Test func theNameIsTheStoryboardIDThenTheLabelThenTheTitleThenTheClass() throws {
        let document = try document("""
            \(scene("s1", #"<viewController storyboardIdentifier="Settings" userLabel="Ignored" id="c1" sceneMemberID="viewController"/>"#))
            \(scene("s2", #"<viewController userLabel="Score Board" title="Ignored" id="c2" sceneMemberID="viewController"/>"#))
            \(scene("s3", #"<viewController title="Ignored" id="c3" sceneMemberID="viewController"><navigationItem key="navigationItem" title="Cards" id="n3"/></viewController>"#))
            \(scene("s4", #"<viewController title="About/Help" id="c4" sceneMemberID="viewController"/>"#))
            \(scene("s5", #"<tableViewController id="c5" customClass="DeckController" sceneMemberID="viewController"/>"#))
            \(scene("s6", #"<tabBarController id="c6" sceneMemberID="viewController"/>"#))
            \(scene("s7", #"<viewController storyboardIdentifier=".hidden" id="c7" sceneMemberID="viewController"/>"#))
            """)
        let names = StoryboardCanvasScene.scenes(of: document, storyboardName: "Main").map(\.fileName)
        // Characters a file name should not hold become "_", and a leading dot too.
        #expect(names == ["Main-Settings", "Main-Score_Board", "Main-Cards", "Main-About_Help", "Main-DeckController",
                          "Main-UITabBarController", "Main-_hidden"])
    }

    @Test func theSizeIsTheFreeformSizeThenTheRootViewThenTheDevice() throws {
        let landscapeX = #"<device id="retina5_9" orientation="landscape"><adaptation id="fullscreen"/></device>"#
        let document = try document("""
            \(scene("s1", #"<viewController id="c1" sceneMemberID="viewController"><view key="view" id="v1"><rect key="frame" x="0.0" y="0.0" width="812" height="375"/></view><freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/><size key="freeformSize" width="320" height="280"/></viewController>"#))
            \(scene("s2", #"<viewController id="c2" sceneMemberID="viewController"><view key="view" id="v2"><rect key="frame" x="0.0" y="0.0" width="400" height="300"/></view></viewController>"#))
            \(scene("s3", #"<navigationController id="c3" sceneMemberID="viewController"><navigationBar key="navigationBar" id="b3"><rect key="frame" x="0.0" y="20" width="500" height="44"/></navigationBar></navigationController>"#))
            \(scene("s4", #"<tabBarController id="c4" sceneMemberID="viewController"/>"#))
            \(scene("s5", #"<viewController id="c5" sceneMemberID="viewController"><view key="view" id="v5"><rect key="frame" x="0.0" y="0.0" width="0.0" height="0.0"/></view></viewController>"#))
            """, device: landscapeX)
        let sizes = StoryboardCanvasScene.scenes(of: document, storyboardName: "Main").map(\.size)
        // An iPhone X's 375×812 points, turned; a view with no area falls back to it.
        #expect(sizes == [CGSize(width: 320, height: 280), CGSize(width: 400, height: 300), CGSize(width: 500, height: 375),
                          CGSize(width: 812, height: 375), CGSize(width: 812, height: 375)])
    }

    @Test func aDocumentWithoutADeviceOrWithAnUnknownOneIsAnIPhone8() throws {
        let container = scene("s1", #"<navigationController id="c1" sceneMemberID="viewController"/>"#)
        let none = try document(container)
        let unknown = try document(container, device: #"<device id="vision1" orientation="portrait"/>"#)
        for document in [none, unknown] {
            #expect(StoryboardCanvasScene.scenes(of: document, storyboardName: "A").map(\.size) == [CGSize(width: 375, height: 667)])
        }
        #expect(IBDevice(document: unknown.root)?.isKnown == false)
    }

    @Test func onlyDesignableViewsArePreparedForInterfaceBuilder() {
        let root = UIView()
        let designable = CanvasDesignableView()
        let subclass = CanvasDesignableSubclassView()
        let plain = CanvasPlainView()
        root.addSubview(plain)
        plain.addSubview(designable)
        root.addSubview(subclass)
        UIStoryboard.prepareDesignables(under: root)
        #expect(designable.preparations == 1)
        #expect(subclass.preparations == 1)
        #expect(plain.preparations == 0)
    }
}

/// A view marked `@IBDesignable`, as the port writes it, counting its preparations.
final class CanvasDesignableView: UIView {
    var preparations = 0

    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        preparations += 1
    }
}

extension CanvasDesignableView: InterfaceBuilderDesignable {}

/// A view that is not designable, though it overrides the hook.
class CanvasPlainView: UIView {
    var preparations = 0

    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        preparations += 1
    }
}

/// A subclass of a designable class: designable too, as in Interface Builder.
class CanvasDesignableBaseView: UIView {
    var preparations = 0

    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        preparations += 1
    }
}

extension CanvasDesignableBaseView: InterfaceBuilderDesignable {}

/// The subclass the test prepares.
final class CanvasDesignableSubclassView: CanvasDesignableBaseView {}
