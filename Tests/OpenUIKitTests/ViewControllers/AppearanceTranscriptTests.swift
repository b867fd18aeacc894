import Foundation
import Testing
@testable import OpenUIKit

/// A controller that writes every life-cycle call it gets into a shared transcript, with its
/// name and, for the appearance calls, whether it was animated and whether it is moving to
/// or from a parent.
@MainActor
final class RecordingViewController: UIViewController {
    let name: String
    let transcript: LifecycleTranscript
    var forwardsAutomatically = true

    init(_ name: String, _ transcript: LifecycleTranscript) {
        self.name = name
        self.transcript = transcript
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    private func log(_ call: String) { transcript.lines.append("\(name).\(call)") }
    private func flags(_ animated: Bool) -> String {
        var text = animated ? "animated" : ""
        if isMovingToParent { text += text.isEmpty ? "toParent" : ",toParent" }
        if isMovingFromParent { text += text.isEmpty ? "fromParent" : ",fromParent" }
        return "(\(text))"
    }

    override func loadView() { log("loadView"); super.loadView() }
    override func viewDidLoad() { super.viewDidLoad(); log("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log("viewWillAppear" + flags(animated)) }
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); log("viewIsAppearing" + flags(animated)) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log("viewDidAppear" + flags(animated)) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log("viewWillDisappear" + flags(animated)) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log("viewDidDisappear" + flags(animated)) }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); log("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); log("viewDidLayoutSubviews") }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log("willMove(toParent: \((parent as? RecordingViewController)?.name ?? "nil"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log("didMove(toParent: \((parent as? RecordingViewController)?.name ?? "nil"))")
    }
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { forwardsAutomatically }
}

/// The calls, in order, as `name.call(flags)` lines.
@MainActor
final class LifecycleTranscript {
    var lines: [String] = []
    /// The lines so far, and a fresh start.
    func take() -> [String] {
        defer { lines.removeAll() }
        return lines
    }
}

/// The appearance order UIKit documents, pinned call by call.
///
/// Sources, in UIKit's documentation of `UIViewController`:
/// - `viewWillAppear(_:)`: "called before the view controller's view is about to be added to a
///   view hierarchy";
/// - `viewIsAppearing(_:)`: called "after the `viewWillAppear(_:)` call", once the system "adds
///   the view controller's view to the view hierarchy, and the superview lays out the view
///   controller's view", so before the view's own layout (`viewWillLayoutSubviews`);
/// - `addChild(_:)`: "automatically calls the `willMove(toParent:)` method of the child view
///   controller before adding it"; `didMove(toParent:)`: "The `removeFromParent()` method
///   automatically calls the `didMove(toParent:)` method of the child view controller after it
///   removes the child", while a container calls `willMove(toParent: nil)` itself before;
/// - `isMovingToParent` / `isMovingFromParent`: true inside the appearance callbacks of a
///   controller being added to or removed from a container;
/// - `beginAppearanceTransition(_:animated:)` / `endAppearanceTransition()`: what a container
///   whose `shouldAutomaticallyForwardAppearanceMethods` is false calls on its children.
///
/// Where UIKit documents no order (swapping a window's root controller; a child's
/// `viewDidDisappear` coming at once when its view is removed), the test says it pins our choice.
@MainActor
@Suite("View controller appearance transcripts")
struct AppearanceTranscriptTests {
    let transcript = LifecycleTranscript()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))

    @Test func aWindowsRootControllerLoadsWhenSetAndAppearsWithTheFirstFrame() {
        let root = RecordingViewController("root", transcript)
        #expect(!root.isViewLoaded && root.viewIfLoaded == nil, "nothing loads the view before it is needed")
        window.rootViewController = root
        #expect(transcript.take() == ["root.loadView", "root.viewDidLoad"])
        window.makeKeyAndVisible()
        #expect(transcript.take() == ["root.viewWillAppear()"])
        window.renderIfNeeded()
        #expect(transcript.take() == [
            "root.viewIsAppearing()", "root.viewWillLayoutSubviews", "root.viewDidLayoutSubviews", "root.viewDidAppear()",
        ])
        root.view.setNeedsLayout()
        window.renderIfNeeded()
        #expect(transcript.take() == ["root.viewWillLayoutSubviews", "root.viewDidLayoutSubviews"], "appearance comes once")
    }

    @Test func viewIsAppearingSeesTheLaidOutFrameAndTheWindowsTraits() {
        final class Probe: UIViewController {
            var seen: (CGRect, UIWindow?)?
            override func viewIsAppearing(_ animated: Bool) { seen = (view.frame, view.window) }
        }
        let probe = Probe()
        window.rootViewController = probe
        window.makeKeyAndVisible()
        #expect(probe.seen == nil)
        window.renderIfNeeded()
        #expect(probe.seen?.0 == window.bounds)
        #expect(probe.seen?.1 === window)
    }

    @Test func replacingTheRootControllerOfAVisibleWindow() {
        let first = RecordingViewController("first", transcript)
        window.rootViewController = first
        window.makeKeyAndVisible()
        window.renderIfNeeded()
        _ = transcript.take()
        let second = RecordingViewController("second", transcript)
        window.rootViewController = second
        // Our choice (UIKit documents none): the old one leaves completely, then the new one
        // loads and begins to appear; it has appeared after the next frame.
        #expect(transcript.take() == [
            "first.viewWillDisappear()", "first.viewDidDisappear()",
            "second.loadView", "second.viewDidLoad", "second.viewWillAppear()",
        ])
        window.renderIfNeeded()
        #expect(transcript.take() == [
            "second.viewIsAppearing()", "second.viewWillLayoutSubviews", "second.viewDidLayoutSubviews", "second.viewDidAppear()",
        ])
        #expect(first.viewIfLoaded?.superview == nil)
    }

    /// The container pattern of UIKit's "Implementing a container view controller".
    @Test func aChildAddedToAVisibleParentAppearsAndIsMovingToItsParent() {
        let parent = RecordingViewController("parent", transcript)
        window.rootViewController = parent
        window.makeKeyAndVisible()
        window.renderIfNeeded()
        _ = transcript.take()

        let child = RecordingViewController("child", transcript)
        parent.addChild(child)
        #expect(transcript.take() == ["child.willMove(toParent: parent)"])
        #expect(parent.children == [child] && child.parent === parent)
        parent.view.addSubview(child.view)
        #expect(transcript.take() == ["child.loadView", "child.viewDidLoad", "child.viewWillAppear(toParent)"])
        child.didMove(toParent: parent)
        #expect(transcript.take() == ["child.didMove(toParent: parent)"])
        #expect(child.isMovingToParent, "still moving until its appearance ends")
        window.renderIfNeeded()
        #expect(transcript.take() == [
            "parent.viewWillLayoutSubviews", "parent.viewDidLayoutSubviews",
            "child.viewIsAppearing(toParent)", "child.viewWillLayoutSubviews", "child.viewDidLayoutSubviews",
            "child.viewDidAppear(toParent)",
        ])
        #expect(!child.isMovingToParent)
    }

    @Test func aChildRemovedFromAVisibleParentDisappearsAndIsMovingFromItsParent() {
        let parent = RecordingViewController("parent", transcript)
        let child = RecordingViewController("child", transcript)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        window.rootViewController = parent
        window.makeKeyAndVisible()
        window.renderIfNeeded()
        _ = transcript.take()

        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        // Our choice for a view removed outside an animation: both calls at once.
        #expect(transcript.take() == [
            "child.willMove(toParent: nil)", "child.viewWillDisappear(fromParent)", "child.viewDidDisappear(fromParent)",
        ])
        child.removeFromParent()
        #expect(transcript.take() == ["child.didMove(toParent: nil)"], "removeFromParent calls didMove, not willMove")
        #expect(parent.children.isEmpty && child.parent == nil)
        #expect(!child.isMovingFromParent)
    }

    @Test func aParentForwardsItsAppearanceToItsChildrenParentFirst() {
        let parent = RecordingViewController("parent", transcript)
        let child = RecordingViewController("child", transcript)
        let hidden = RecordingViewController("hidden", transcript)
        parent.addChild(child)
        parent.addChild(hidden) // a child whose view is not shown (an unselected tab) hears nothing
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        hidden.didMove(toParent: parent)
        window.rootViewController = parent
        _ = transcript.take()
        window.makeKeyAndVisible()
        #expect(transcript.take() == ["parent.viewWillAppear()", "child.viewWillAppear()"])
        window.renderIfNeeded()
        #expect(transcript.take() == [
            "parent.viewIsAppearing()", "parent.viewWillLayoutSubviews", "parent.viewDidLayoutSubviews",
            "child.viewIsAppearing()", "child.viewWillLayoutSubviews", "child.viewDidLayoutSubviews",
            "parent.viewDidAppear()", "child.viewDidAppear()",
        ])
        #expect(!hidden.isViewLoaded)

        let replacement = RecordingViewController("replacement", transcript)
        window.rootViewController = replacement
        let lines = transcript.take()
        #expect(Array(lines.prefix(4)) == [
            "parent.viewWillDisappear()", "child.viewWillDisappear()", "parent.viewDidDisappear()", "child.viewDidDisappear()",
        ])
    }

    @Test func aContainerThatForwardsByHandDrivesItsChildren() {
        let parent = RecordingViewController("parent", transcript)
        parent.forwardsAutomatically = false
        let child = RecordingViewController("child", transcript)
        window.rootViewController = parent
        window.makeKeyAndVisible()
        window.renderIfNeeded()
        parent.addChild(child)
        _ = transcript.take()

        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        window.renderIfNeeded()
        #expect(!transcript.take().contains { $0.contains("Appear") }, "nothing automatic")

        child.beginAppearanceTransition(true, animated: true)
        child.beginAppearanceTransition(true, animated: true)
        #expect(transcript.take() == ["child.viewWillAppear(animated)"], "a repeated begin is ignored")
        child.endAppearanceTransition()
        #expect(transcript.take() == ["child.viewIsAppearing(animated)", "child.viewDidAppear(animated)"])
        child.endAppearanceTransition()
        #expect(transcript.take().isEmpty, "an end with no transition does nothing")

        child.beginAppearanceTransition(false, animated: false)
        child.beginAppearanceTransition(true, animated: false) // an interrupted disappearance reverses
        child.endAppearanceTransition()
        #expect(transcript.take() == [
            "child.viewWillDisappear()", "child.viewWillAppear()", "child.viewIsAppearing()", "child.viewDidAppear()",
        ])
    }

    @Test func aControllerInAWindowNeverMadeVisibleDoesNotAppear() {
        let root = RecordingViewController("root", transcript)
        window.rootViewController = root
        window.renderIfNeeded()
        #expect(!transcript.take().contains { $0.contains("Appear") })
    }
}
