import Foundation
import Testing
@testable import OpenUIKit

/// `addChild(_:)`, `removeFromParent()` and the move callbacks, with UIKit's documented
/// contract (see `AppearanceTranscriptTests` for the sources), and the root view's loading.
@MainActor
@Suite("View controller containment and loading")
struct ContainmentTests {
    let transcript = LifecycleTranscript()

    @Test func addingTheSameChildTwiceKeepsOneEntryAndOneCallback() {
        let parent = RecordingViewController("parent", transcript)
        let child = RecordingViewController("child", transcript)
        parent.addChild(child)
        parent.addChild(child)
        #expect(parent.children.count == 1)
        #expect(transcript.take() == ["child.willMove(toParent: parent)"])
    }

    @Test func aChildOfAnotherContainerLeavesItFirst() {
        let first = RecordingViewController("first", transcript)
        let second = RecordingViewController("second", transcript)
        let child = RecordingViewController("child", transcript)
        first.addChild(child)
        child.didMove(toParent: first)
        _ = transcript.take()
        second.addChild(child)
        #expect(transcript.take() == ["child.didMove(toParent: nil)", "child.willMove(toParent: second)"])
        #expect(first.children.isEmpty && second.children == [child] && child.parent === second)
    }

    @Test func aCycleIsRefusedWithAWarning() {
        let parent = RecordingViewController("parent", transcript)
        let child = RecordingViewController("child", transcript)
        parent.addChild(child)
        let warnings = Diagnostics.warningCount()
        child.addChild(parent)
        parent.addChild(parent)
        #expect(child.children.isEmpty && parent.parent == nil && parent.children == [child])
        #expect(Diagnostics.warningCount() == warnings + 2)
    }

    @Test func removingAControllerWithNoParentDoesNothing() {
        let lonely = RecordingViewController("lonely", transcript)
        lonely.removeFromParent()
        #expect(transcript.take().isEmpty)
    }

    @Test func childrenKeepTheOrderTheyWereAddedIn() {
        let parent = UIViewController()
        let children = (0..<4).map { _ in UIViewController() }
        children.forEach(parent.addChild)
        #expect(parent.children == children)
        children[1].removeFromParent()
        #expect(parent.children == [children[0], children[2], children[3]])
    }

    @Test func isMovingToParentLastsUntilDidMoveForAChildNeverShown() {
        let parent = UIViewController()
        let child = UIViewController()
        #expect(!child.isMovingToParent)
        parent.addChild(child)
        #expect(child.isMovingToParent)
        child.didMove(toParent: parent)
        #expect(!child.isMovingToParent)
        child.willMove(toParent: nil)
        #expect(child.isMovingFromParent)
        child.removeFromParent()
        #expect(!child.isMovingFromParent)
    }

    @Test func theViewLoadsOnceOnFirstUse() {
        let controller = RecordingViewController("c", transcript)
        #expect(controller.viewIfLoaded == nil && !controller.isViewLoaded)
        controller.loadViewIfNeeded()
        controller.loadViewIfNeeded()
        _ = controller.view
        #expect(transcript.take() == ["c.loadView", "c.viewDidLoad"])
        #expect(controller.viewIfLoaded === controller.view)
    }

    @Test func aViewSetInLoadViewIsTheRootViewAndItsNextResponderIsTheController() {
        final class Custom: UIViewController {
            let made = UILabel()
            override func loadView() { view = made }
        }
        let controller = Custom()
        #expect(controller.view === controller.made)
        #expect(controller.view.next === controller)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.rootViewController = controller
        #expect(controller.next === window)
    }

    @Test func aChildWhoseViewIsNotInTheHierarchyAnswersItsParentAsNextResponder() {
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        #expect(child.next === parent)
    }

    @Test func giveARootViewToASecondControllerWarnsAndMovesIt() {
        let shared = UIView()
        let first = UIViewController()
        first.view = shared
        let second = UIViewController()
        let warnings = Diagnostics.warningCount()
        second.view = shared
        #expect(Diagnostics.warningCount() == warnings + 1)
        #expect(!first.isViewLoaded)
        #expect(shared.next === second)
    }
}
