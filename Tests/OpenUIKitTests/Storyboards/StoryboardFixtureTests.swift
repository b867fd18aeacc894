import Foundation
import Testing
@testable import OpenUIKit

/// Every fixture storyboard loads scene by scene without a crash, whatever it uses that
/// OpenUIKit does not make yet (navigation and table controllers, segues, bar items): each
/// such thing is a message naming the file.
@Suite(.serialized)
@MainActor
struct StoryboardFixtureTests {
    @Test(arguments: ["PlayingCard", "FaceIt", "Concentration", "LaunchScreen"])
    func everySceneLoadsItsControllerAndView(name: String) throws {
        NibObjectKind.extraModuleNames = ["OpenUIKitTests"]
        let board = UIStoryboard(name: name, bundle: Bundle(path: IBFixtures.directory.path))
        let document = try #require(board.document)
        let before = Diagnostics.warningCount()
        var loaded = 0
        for scene in document.scenes {
            guard let element = scene.controller else { continue }
            let controller = try #require(board.instantiate(element, creator: Optional<(NSCoder) -> UIViewController?>.none))
            controller.loadViewIfNeeded()
            #expect(controller.isViewLoaded)
            loaded += 1
        }
        #expect(loaded == document.scenes.count)
        let messages = Diagnostics.recentWarnings().suffix(Diagnostics.warningCount() - before)
        #expect(messages.allSatisfy { $0.contains("\(name).storyboard") }, "\(Array(messages))")
    }

    @Test func theFaceItSceneHasItsFaceViewAndPinch() throws {
        NibObjectKind.extraModuleNames = ["OpenUIKitTests"]
        let board = UIStoryboard(name: "FaceIt", bundle: Bundle(path: IBFixtures.directory.path))
        let document = try #require(board.document)
        let element = try #require(document.scenes.compactMap(\.controller).first { $0.customClass == "FaceViewController" })
        let controller = try #require(board.instantiate(element, creator: Optional<(NSCoder) -> UIViewController?>.none))
        let root = try #require(controller.view)
        let face = try #require(root.subviews.first)
        #expect(face.gestureRecognizers?.contains { $0 is UIPinchGestureRecognizer } == true)
    }
}
