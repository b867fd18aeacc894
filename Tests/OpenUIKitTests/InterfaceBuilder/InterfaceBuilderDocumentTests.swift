import Foundation
import Testing
@testable import OpenUIKit

/// Documents as a whole: what kind they are, their scenes or objects, and looking up ids.
@Suite("Interface Builder documents")
struct InterfaceBuilderDocumentTests {
    @Test func theSingleScenePlayingCardStoryboard() throws {
        let document = try IBFixtures.document("PlayingCard.storyboard")
        #expect(document.kind == .storyboard)
        #expect(document.version == "3.0")
        #expect(document.toolsVersion == "17701")
        #expect(document.targetRuntime == "iOS.CocoaTouch")
        #expect(document.usesAutolayout && document.usesTraitCollections && document.usesSafeAreas)
        #expect(!document.isLaunchScreen)
        #expect(document.scenes.map(\.sceneID) == ["Pc1-sc-A01"])
        let scene = try #require(document.scenes.first)
        let controller = try #require(scene.controller)
        #expect(controller.id == document.initialViewControllerID)
        #expect(document.initialViewController?.customClass == "ViewController")
        #expect(controller.customModule == "PlayingCard" && controller.customModuleProvider == "target")
        // The recognizers are the scene's other top-level objects, after the placeholder.
        #expect(scene.otherTopLevelObjects.map(\.name) == ["swipeGestureRecognizer", "pinchGestureRecognizer", "tapGestureRecognizer"])
        #expect(scene.objects.filter(\.isPlaceholder).map { $0["placeholderIdentifier"] } == ["IBFirstResponder"])
        #expect(scene.exit == nil)
        let cardView = try document.element("Pc1-cv-A01")
        #expect(cardView.customClass == "PlayingCardView")
        #expect(controller.child(key: "view")?.id == "Pc1-rv-A01")
        #expect(document.scene(containing: "Pc1-tp-A01")?.sceneID == "Pc1-sc-A01")
    }

    @Test func theFaceItStoryboardsScenesSeguesAndLookups() throws {
        let document = try IBFixtures.document("FaceIt.storyboard")
        #expect(document.scenes.count == 4)
        #expect(document.initialViewController?.name == "navigationController")
        // A segue's destination is found with the scene it leads to.
        let showDetail = try #require(try IBConnection.list(of: try document.element("Fc1-cl-A01")).first)
        guard case .segue(let segue) = showDetail else { Issue.record("expected a segue, got \(showDetail)"); return }
        #expect(segue.kind == .showDetail && segue.identifier == "showFace" && segue.source == "Fc1-cl-A01")
        #expect(document.scene(containing: segue.destination)?.sceneID == "Fc1-sc-A03")
        #expect(document.viewController(withStoryboardIdentifier: "FaceViewController")?.id == "Fc1-fv-A01")
        #expect(document.viewController(withStoryboardIdentifier: "Nope") == nil)
        #expect(document.scenes[1].exit?.id == "Fc1-ex-A01")
        let reference = IBLocation(file: document.file, line: 7, column: 3)
        #expect(try document.resolve("Fc1-fa-A01", from: reference).customClass == "FaceView")
        let error = IBFixtures.error { _ = try document.resolve("Zz9-zz-Z99", from: reference) }
        #expect(error?.description == "\(document.file):7:3: the reference \"Zz9-zz-Z99\" names no element of the document")
    }

    @Test func aXibsObjectsFilesOwnerAndResources() throws {
        let document = try IBFixtures.document("CardBack.xib")
        #expect(document.kind == .xib)
        #expect(document.scenes.isEmpty)
        #expect(document.initialViewControllerID == nil)
        #expect(document.filesOwner?.id == "-1")
        #expect(document.filesOwner?.customClass == "CardBackView")
        #expect(document.topLevelObjects.map(\.id) == ["Xb1-cv-A01"])
        #expect(document.resources.images["cardback"] == IBResources.Image(name: "cardback", size: CGSize(width: 250, height: 400), catalog: nil))
        let outlets = try IBConnection.list(of: try #require(document.filesOwner))
        #expect(outlets.map(\.destination) == ["Xb1-cv-A01", "Xb1-iv-A01"])
    }

    @Test func aLaunchScreenIsMarked() throws {
        #expect(try IBFixtures.document("LaunchScreen.storyboard").isLaunchScreen)
    }

    @Test func textWithANewlineIsTheStringElementsContent() throws {
        let document = try IBFixtures.document("Concentration.storyboard")
        let label = try document.element("Cc1-fl-A01")
        #expect(label.child("string", key: "text")?.text == "Flips: 0\nScore: 0")
        // Indentation between children is not kept as text.
        #expect(label.text.isEmpty)
    }

    @Test(arguments: [
        ("<plist version=\"1.0\"/>", "the root element is <plist>, not an Interface Builder <document>"),
        ("<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"3.0\" targetRuntime=\"MacOSX.Cocoa\"/>",
         "type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" is not an iOS storyboard or xib (a macOS or watchOS document?)"),
        ("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"2.0\" targetRuntime=\"iOS.CocoaTouch\"><objects/></document>",
         "the document format is \"2.0\"; only 3.0 (Xcode 8 and later) is read"),
        ("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\" targetRuntime=\"MacOSX.Cocoa\"><objects/></document>",
         "targetRuntime=\"MacOSX.Cocoa\" is not iOS (iOS.CocoaTouch)"),
        ("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\" targetRuntime=\"iOS.CocoaTouch\"/>",
         "a xib needs an <objects> list"),
    ])
    func otherDocumentsAreRefusedSayingWhatTheyAre(text: String, message: String) {
        let error = IBFixtures.error { _ = try IBFixtures.parse(text, file: "Other.xib") }
        #expect(error?.kind == .notInterfaceBuilder)
        #expect(error?.message == message)
        #expect(error?.location.line == 1)
    }

    @Test func aRepeatedIdIsRefusedNamingBothPlaces() {
        let text = IBFixtures.storyboard("""
                    <scene sceneID="s1"><objects>
                        <viewController id="dup" sceneMemberID="viewController"/>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="dup" sceneMemberID="firstResponder"/>
                    </objects></scene>
            """)
        let error = IBFixtures.error { _ = try IBFixtures.parse(text) }
        #expect(error?.kind == .invalidValue)
        #expect(error?.location.line == 6, "\(String(describing: error))")
        #expect(error?.message == "<placeholder id=\"dup\">: repeats the id of <viewController> at line 5; ids must be unique in a document")
    }

    @Test func aMissingInitialControllerOrSceneIDIsRefused() {
        let scene = "<scene sceneID=\"s1\"><objects><viewController id=\"vc\" sceneMemberID=\"viewController\"/></objects></scene>"
        #expect(IBFixtures.error { _ = try IBFixtures.parse(IBFixtures.storyboard(initial: "vc", scene)) } == nil)
        #expect(IBFixtures.error { _ = try IBFixtures.parse(IBFixtures.storyboard(initial: "gone", scene)) }?.message
                == "initialViewController=\"gone\" names no element of the document")
        #expect(IBFixtures.error { _ = try IBFixtures.parse(IBFixtures.storyboard("<scene><objects/></scene>")) }?.message
                == "<scene>: needs a sceneID= attribute")
    }

    @Test func everyFixtureIsReadAndItsIdsIndexed() throws {
        let names = try IBFixtures.all()
        #expect(names.count >= 5, "\(names)")
        for name in names {
            let document = try IBFixtures.document(name)
            var ids = 0
            try document.root.forEachElement { element, _ throws(IBError) in
                guard let id = element.id else { return }
                ids += 1
                #expect(document.element(withID: id) == element)
            }
            #expect(ids > 5, "\(name)")
        }
    }
}
