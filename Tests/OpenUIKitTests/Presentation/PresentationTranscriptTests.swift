import Foundation
import Testing
@testable import OpenUIKit

/// Presenting and dismissing, call by call, as UIKit documents them.
///
/// Sources, in UIKit's documentation:
/// - `UIModalPresentationStyle.fullScreen`: "UIKit normally removes the views of the
///   underlying view controller after the transition animations finish";
///   `.overFullScreen`: "the views beneath the presented content are not removed from the
///   view hierarchy when the presentation finishes" — so only the covering styles make the
///   presenter disappear (the same holds for `.currentContext` / `.overCurrentContext`);
/// - `present(_:animated:completion:)`: the completion "is called after the `viewDidAppear(_:)`
///   method is called on the presented view controller";
/// - `dismiss(animated:completion:)`: "If you call this method on the presented view controller
///   itself, UIKit asks the presenting view controller to handle the dismissal", and for a
///   stack "only the top-most view is dismissed in an animated fashion; any intermediate view
///   controllers are simply removed from the stack"; the completion comes "after the view
///   controller is dismissed";
/// - `isBeingPresented` / `isBeingDismissed`: true inside the appearance callbacks of a
///   controller being presented or dismissed.
///
/// The relative order of the two controllers' calls (the leaving controller's `will` before
/// the arriving one's, and its `did` before the arriving one's) is what UIKit logs and what
/// apps observe; it is pinned here as our choice where the documentation is silent.
@MainActor
@Suite("Presentation transcripts")
struct PresentationTranscriptTests {
    let transcript = LifecycleTranscript()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
    let root: RecordingViewController

    init() {
        root = RecordingViewController("A", transcript)
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.renderIfNeeded()
        _ = transcript.take()
    }

    func presented(_ name: String, _ style: UIModalPresentationStyle) -> RecordingViewController {
        let controller = RecordingViewController(name, transcript)
        controller.modalPresentationStyle = style
        return controller
    }

    @Test func fullScreenMakesThePresenterDisappearAndCompletesAfterTheNextFrame() {
        let b = presented("B", .fullScreen)
        root.present(b, animated: false) { self.transcript.lines.append("completion") }
        #expect(transcript.take() == ["B.loadView", "B.viewDidLoad", "A.viewWillDisappear()", "B.viewWillAppear()"])
        #expect(root.presentedViewController === b && b.presentingViewController === root)
        #expect(b.isBeingPresented)
        window.renderIfNeeded()
        #expect(transcript.take() == [
            "B.viewIsAppearing()", "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews",
            "A.viewDidDisappear()", "B.viewDidAppear()", "completion",
        ])
        #expect(!b.isBeingPresented)
        #expect(b.view.frame == window.bounds)
        #expect(root.view.isHidden, "the covered view leaves the screen")

        b.dismiss(animated: false) { self.transcript.lines.append("dismissed") }
        #expect(transcript.take() == ["B.viewWillDisappear()", "A.viewWillAppear()"])
        #expect(b.isBeingDismissed)
        window.renderIfNeeded()
        let calls = transcript.take()
        #expect(calls.filter { !$0.contains("Layout") } == ["A.viewIsAppearing()", "B.viewDidDisappear()", "A.viewDidAppear()", "dismissed"])
        #expect(root.presentedViewController == nil && b.presentingViewController == nil)
        #expect(!root.view.isHidden && b.viewIfLoaded?.window == nil)
    }

    @Test func overFullScreenLeavesThePresenterOnScreen() {
        let b = presented("B", .overFullScreen)
        root.present(b, animated: false)
        window.renderIfNeeded()
        #expect(transcript.take().filter { !$0.contains("Layout") } == [
            "B.loadView", "B.viewDidLoad", "B.viewWillAppear()", "B.viewIsAppearing()", "B.viewDidAppear()",
        ])
        #expect(!root.view.isHidden && root.view.window === window)
        root.dismiss(animated: false)
        window.renderIfNeeded()
        #expect(transcript.take() == ["B.viewWillDisappear()", "B.viewDidDisappear()"])
    }

    @Test func automaticIsAPageSheetCardInARegularWidth() throws {
        let b = RecordingViewController("B", transcript)
        #expect(b.modalPresentationStyle == .automatic)
        root.present(b, animated: false)
        window.renderIfNeeded()
        let controller = try #require(b.presentationController)
        #expect(controller.presentationStyle == .pageSheet)
        // The readable width (704 points), full height below a 24-point inset.
        #expect(b.view.frame == CGRect(x: 160, y: 24, width: 704, height: 744))
        #expect(b.view.layer.cornerRadius == 10 && b.view.clipsToBounds)
        #expect(!transcript.take().contains("A.viewWillDisappear()"), "a sheet leaves the presenter on screen")
        #expect(!controller.shouldRemovePresentersView && controller.shouldPresentInFullscreen)
    }

    @Test func aFormSheetIsCenteredAt540By620() {
        let b = presented("B", .formSheet)
        root.present(b, animated: false)
        #expect(b.view.frame == CGRect(x: 242, y: 74, width: 540, height: 620))
    }

    @Test func inACompactWidthASheetRisesFromTheBottom() {
        window.frame = CGRect(x: 0, y: 0, width: 400, height: 700)
        window.renderIfNeeded()
        let b = presented("B", .formSheet)
        root.present(b, animated: false)
        #expect(b.presentationController?.presentationStyle == .pageSheet)
        #expect(b.view.frame == CGRect(x: 0, y: 10, width: 400, height: 690))
    }

    @Test func currentContextCoversTheViewOfTheControllerThatDefinesIt() {
        let child = RecordingViewController("C", transcript)
        root.addChild(child)
        child.view.frame = CGRect(x: 100, y: 50, width: 300, height: 200)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        child.definesPresentationContext = true
        window.renderIfNeeded()
        _ = transcript.take()

        let b = presented("B", .currentContext)
        child.present(b, animated: false)
        window.renderIfNeeded()
        #expect(b.presentingViewController === child && child.presentedViewController === b)
        #expect(b.view.convert(b.view.bounds, to: window) == CGRect(x: 100, y: 50, width: 300, height: 200))
        #expect(transcript.take().filter { !$0.contains("Layout") } == [
            "B.loadView", "B.viewDidLoad", "C.viewWillDisappear()", "B.viewWillAppear()", "B.viewIsAppearing()",
            "C.viewDidDisappear()", "B.viewDidAppear()",
        ], "only the context's controller disappears")
        #expect(child.view.isHidden && !root.view.isHidden)
    }

    @Test func dismissingAStackFromItsBottomRemovesTheMiddleAndAnimatesOnlyTheTop() {
        let b = presented("B", .fullScreen)
        let c = presented("C", .fullScreen)
        root.present(b, animated: false)
        window.renderIfNeeded()
        b.present(c, animated: false)
        window.renderIfNeeded()
        _ = transcript.take()
        #expect(root.presentedViewController === b && b.presentedViewController === c)

        root.dismiss(animated: false) { self.transcript.lines.append("completion") }
        #expect(transcript.take() == ["C.viewWillDisappear()", "A.viewWillAppear()"],
                "B, covered by C, had already disappeared")
        #expect(b.isBeingDismissed && c.isBeingDismissed)
        #expect(b.viewIfLoaded?.window == nil, "the controllers between are removed at once")
        window.renderIfNeeded()
        #expect(transcript.take().filter { !$0.contains("Layout") } == [
            "A.viewIsAppearing()", "C.viewDidDisappear()", "A.viewDidAppear()", "completion",
        ])
        #expect(root.presentedViewController == nil && b.presentedViewController == nil && c.presentingViewController == nil)
    }

    @Test func presentingFromAChildGoesToTheRootOfItsTree() {
        let child = RecordingViewController("C", transcript)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let b = presented("B", .overFullScreen)
        child.present(b, animated: false)
        #expect(b.presentingViewController === root)
        #expect(child.presentedViewController === b, "a child sees its ancestor's presentation")
    }

    @Test func aSecondPresentationIsRefusedWithUIKitsWarning() {
        let b = presented("B", .overFullScreen)
        let c = presented("C", .overFullScreen)
        root.present(b, animated: false)
        root.present(c, animated: false)
        #expect(Diagnostics.recentWarnings().last?.contains("Attempt to present RecordingViewController on RecordingViewController (from RecordingViewController) which is already presenting RecordingViewController") == true)
        #expect(c.presentingViewController == nil && root.presentedViewController === b)
    }

    @Test func presentingFromAViewOutsideTheWindowIsRefused() {
        let loose = UIViewController()
        let b = presented("B", .fullScreen)
        loose.present(b, animated: false)
        #expect(Diagnostics.recentWarnings().last?.contains("whose view is not in the window hierarchy") == true)
        #expect(b.presentingViewController == nil)
    }

    @Test func anAnimatedPresentationCompletesWhenItsAnimationEnds() {
        let frames = HeadlessFrameClock(window: window)
        let b = presented("B", .fullScreen)
        var completed = false
        var beingPresentedInDidAppear: Bool?
        root.present(b, animated: true) { completed = true; beingPresentedInDidAppear = b.isBeingPresented }
        #expect(transcript.take().last == "B.viewWillAppear(animated)")
        frames.advance(by: 0.2)
        #expect(!completed, "the cover-vertical slide is still running")
        #expect(b.view.layer.presentation()!.position.y > window.bounds.midY)
        frames.advance(by: 0.2)
        #expect(completed)
        #expect(beingPresentedInDidAppear == false, "the completion comes after viewDidAppear")
        #expect(transcript.take().suffix(2) == ["A.viewDidDisappear(animated)", "B.viewDidAppear(animated)"])
    }

    @Test func presentingAndDismissingTwiceWhileRunningIsRefused() {
        _ = HeadlessFrameClock(window: window)
        let b = presented("B", .fullScreen)
        root.present(b, animated: true)
        root.dismiss(animated: true)
        #expect(Diagnostics.recentWarnings().last?.contains("while a presentation or dismissal is in progress") == true)
        #expect(root.presentedViewController === b)
    }

    @Test func aResizedWindowMovesTheSheetWithIt() {
        let b = presented("B", .formSheet)
        root.present(b, animated: false)
        window.renderIfNeeded()
        window.frame = CGRect(x: 0, y: 0, width: 1200, height: 900)
        window.renderIfNeeded()
        #expect(b.view.frame == CGRect(x: 330, y: 140, width: 540, height: 620))
        #expect(b.view.superview?.frame == window.bounds)
    }

    @Test func aContextThatProvidesItsTransitionStyleImposesIt() throws {
        let child = RecordingViewController("C", transcript)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        child.definesPresentationContext = true
        child.providesPresentationContextTransitionStyle = true
        child.modalTransitionStyle = .crossDissolve
        let b = presented("B", .overCurrentContext)
        let controller = try #require(b.presentationController)
        #expect(controller.systemTransitionStyle(context: child) == .crossDissolve)
        child.providesPresentationContextTransitionStyle = false
        #expect(controller.systemTransitionStyle(context: child) == .coverVertical)
    }

    /// UIKit's `UIResponder.next`: "If the view controller was presented by another view
    /// controller, the next responder is the presenting view controller."
    @Test func aPresentedControllersNextResponderIsItsPresenter() {
        let b = presented("B", .formSheet)
        root.present(b, animated: false)
        #expect(b.next === root)
        #expect(window.keyResponderController === b, "keys start from the topmost presented controller")
    }

    @Test func aSheetFollowsTheWindowAcrossTheCompactBoundary() {
        final class TraitWatcher: UIPresentationController {
            var changes = 0
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { changes += 1 }
        }
        final class Transitioning: NSObject, UIViewControllerTransitioningDelegate {
            var made: TraitWatcher?
            func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                        source: UIViewController) -> UIPresentationController? {
                made = TraitWatcher(presentedViewController: presented, presenting: presenting)
                return made
            }
        }
        let sheet = presented("B", .formSheet)
        root.present(sheet, animated: false)
        window.renderIfNeeded()
        window.frame = CGRect(x: 0, y: 0, width: 400, height: 700)
        window.renderIfNeeded()
        #expect(sheet.view.frame == CGRect(x: 0, y: 10, width: 400, height: 690), "the card of a compact width")
        sheet.dismiss(animated: false)
        window.renderIfNeeded()

        let transitioning = Transitioning()
        let custom = presented("C", .custom)
        custom.transitioningDelegate = transitioning
        root.present(custom, animated: false)
        window.renderIfNeeded()
        let before = transitioning.made?.changes ?? -1
        window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
        window.renderIfNeeded()
        #expect(transitioning.made?.changes == before + 1, "the presentation controller hears the container's traits")
    }

    @Test func aDismissedControllerAndItsPresentationControllerAreFreed() {
        weak var weakSheet: UIViewController?
        weak var weakController: UIPresentationController?
        do {
            let sheet = UIViewController()
            sheet.modalPresentationStyle = .formSheet
            root.present(sheet, animated: false)
            window.renderIfNeeded()
            weakSheet = sheet
            weakController = sheet.presentationController
            sheet.dismiss(animated: false)
            window.renderIfNeeded()
        }
        #expect(weakSheet == nil && weakController == nil)
    }
}
