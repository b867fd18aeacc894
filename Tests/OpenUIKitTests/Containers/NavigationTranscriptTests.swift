import Foundation
import Testing
@testable import OpenUIKit

/// A controller that writes its appearance and containment calls into a transcript, naming
/// a navigation controller parent "nav".
@MainActor
final class NavigationRecordingController: UIViewController {
    let name: String
    let transcript: LifecycleTranscript

    init(_ name: String, _ transcript: LifecycleTranscript) {
        self.name = name
        self.transcript = transcript
        super.init(nibName: nil, bundle: nil)
        title = name.uppercased()
    }

    required init?(coder: NSCoder) { nil }

    private func log(_ call: String) { transcript.lines.append("\(name).\(call)") }
    private func flags(_ animated: Bool) -> String {
        var parts: [String] = []
        if animated { parts.append("animated") }
        if isMovingToParent { parts.append("toParent") }
        if isMovingFromParent { parts.append("fromParent") }
        return "(" + parts.joined(separator: ",") + ")"
    }
    private func parentName(_ parent: UIViewController?) -> String {
        parent is UINavigationController ? "nav" : "nil"
    }

    override func viewDidLoad() { super.viewDidLoad(); log("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log("viewWillAppear" + flags(animated)) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log("viewDidAppear" + flags(animated)) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log("viewWillDisappear" + flags(animated)) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log("viewDidDisappear" + flags(animated)) }
    override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent); log("willMove(\(parentName(parent)))") }
    override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent); log("didMove(\(parentName(parent)))") }
}

/// Records the navigation controller delegate's calls into the same transcript.
@MainActor
final class NavigationDelegateRecorder: NSObject, UINavigationControllerDelegate {
    let transcript: LifecycleTranscript
    init(_ transcript: LifecycleTranscript) { self.transcript = transcript }
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        transcript.lines.append("delegate.willShow(\((viewController as? NavigationRecordingController)?.name ?? "?"))")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        transcript.lines.append("delegate.didShow(\((viewController as? NavigationRecordingController)?.name ?? "?"))")
    }
}

/// Pushes and pops, call by call, in the order UIKit makes them.
///
/// Sources for the order:
/// - the appearance order of a push and a pop in a navigation controller, as UIKit is seen to
///   call it (logged in "viewController方法的调用", readke.com, and "The Inconsistent Order of
///   View Transition Events", wangling.me, 2014): the new controller loads, then
///   old.viewWillDisappear, new.viewWillAppear, old.viewDidDisappear, new.viewDidAppear; a
///   pop: top.viewWillDisappear, below.viewWillAppear, top.viewDidDisappear, below.viewDidAppear;
/// - the delegate: "navigationController(_:willShow:animated:)" comes after the new
///   controller's viewWillAppear and "didShow" after its viewDidAppear (a log in "UIViewController
///   Life Cycle", vastdevblog.vast.com, 2012);
/// - a cancelled swipe back (wangling.me): top.viewWillDisappear, below.viewWillAppear,
///   below.viewWillDisappear, below.viewDidDisappear, top.viewWillAppear, top.viewDidAppear;
/// - `isMovingToParent`/`isMovingFromParent` (UIKit's documentation): true in the
///   appearance callbacks of a controller pushed onto or popped off the stack;
/// - containment: `addChild` calls `willMove(toParent:)` first; the container calls
///   `didMove(toParent:)` once the transition is over (UIKit's "Implementing a container
///   view controller"), and a popped controller hears `willMove(toParent: nil)` before it
///   disappears and `didMove(toParent: nil)` after.
@MainActor
@Suite("UINavigationController transcripts")
struct NavigationTranscriptTests {
    let transcript = LifecycleTranscript()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let clock = ManualInputClock(now: 0)

    /// A navigation controller showing `names[0]` (and the rest pushed without animation),
    /// on screen, its first frame drawn, the transcript cleared.
    func makeShownNavigation(_ names: [String]) -> (UINavigationController, [NavigationRecordingController]) {
        window.inputClock = clock
        let controllers = names.map { NavigationRecordingController($0, transcript) }
        let nav = UINavigationController(rootViewController: controllers[0])
        for controller in controllers.dropFirst() { nav.pushViewController(controller, animated: false) }
        window.rootViewController = nav
        window.makeKeyAndVisible()
        window.renderIfNeeded()
        _ = transcript.take()
        return (nav, controllers)
    }

    /// Lets an animation of `seconds` run out, and the completions run.
    func finishAnimations(after seconds: TimeInterval = NavigationTransition.duration + 0.01) {
        window.renderIfNeeded()
        clock.advance(by: seconds)
        window.renderIfNeeded()
        RunLoop.main.run(until: Date().addingTimeInterval(0.01))
        window.renderIfNeeded()
    }

    /// The transcript without layout lines.
    func calls() -> [String] { transcript.take() }

    @Test func anAnimatedPush() {
        let (nav, controllers) = makeShownNavigation(["a"])
        let delegate = NavigationDelegateRecorder(transcript)
        nav.delegate = delegate
        let b = NavigationRecordingController("b", transcript)
        nav.pushViewController(b, animated: true)
        #expect(nav.viewControllers == [controllers[0], b], "the stack changes at once")
        #expect(nav.topViewController === b && nav.visibleViewController === b)
        #expect(calls() == [
            "b.willMove(nav)", "b.viewDidLoad",
            "a.viewWillDisappear(animated)", "b.viewWillAppear(animated,toParent)", "delegate.willShow(b)",
        ])
        window.renderIfNeeded()
        clock.advance(by: NavigationTransition.duration / 2)
        window.renderIfNeeded()
        #expect(calls().isEmpty, "nothing ends before the slide does")
        let halfway = b.view.layer.presentation()?.affineTransform().tx ?? 0
        #expect(halfway > 0 && halfway < 400, "the new view slides in from the right")
        let under = controllers[0].view.layer.presentation()?.affineTransform().tx ?? 0
        #expect(under < 0 && under > -400 / 3, "the old view moves left by up to a third")
        finishAnimations()
        #expect(calls() == [
            "a.viewDidDisappear(animated)", "b.viewDidAppear(animated,toParent)", "b.didMove(nav)", "delegate.didShow(b)",
        ])
        #expect(controllers[0].viewIfLoaded?.superview == nil)
        #expect(b.view.transform == .identity && b.view.frame == nav.view.bounds)
        #expect(b.navigationController === nav && b.parent === nav)
        #expect(nav.navigationBar.items?.map(\.title) == ["A", "B"])
        #expect(!b.isMovingToParent, "the move is over")
    }

    @Test func anAnimatedPop() {
        let (nav, controllers) = makeShownNavigation(["a", "b"])
        let popped = nav.popViewController(animated: true)
        #expect(popped === controllers[1])
        #expect(nav.viewControllers == [controllers[0]])
        #expect(calls() == ["b.willMove(nil)", "a.viewDidLoad", "b.viewWillDisappear(animated,fromParent)", "a.viewWillAppear(animated)"])
        finishAnimations()
        #expect(calls() == ["b.viewDidDisappear(animated,fromParent)", "a.viewDidAppear(animated)", "b.didMove(nil)"])
        #expect(controllers[1].parent == nil && controllers[1].viewIfLoaded?.superview == nil)
        #expect(nav.navigationBar.items?.map(\.title) == ["A"])
    }

    @Test func theRootIsNeverPopped() {
        let (nav, _) = makeShownNavigation(["a"])
        #expect(nav.popViewController(animated: true) == nil)
        #expect(nav.popToRootViewController(animated: true) == nil)
        #expect(calls().isEmpty)
    }

    @Test func popToRootSkipsTheMiddle() {
        let (nav, controllers) = makeShownNavigation(["a", "b", "c"])
        let popped = nav.popToRootViewController(animated: true)
        #expect(popped?.map { ($0 as? NavigationRecordingController)?.name } == ["b", "c"])
        // The middle controller never appeared: it only leaves its parent (ours: after the
        // top's willMove, in stack order from the top).
        #expect(calls() == [
            "c.willMove(nil)", "b.willMove(nil)", "a.viewDidLoad",
            "c.viewWillDisappear(animated,fromParent)", "a.viewWillAppear(animated)",
        ])
        finishAnimations()
        #expect(calls() == [
            "c.viewDidDisappear(animated,fromParent)", "a.viewDidAppear(animated)", "c.didMove(nil)", "b.didMove(nil)",
        ])
        #expect(nav.children == [controllers[0]])
    }

    @Test func popToAControllerInTheMiddle() {
        let (nav, controllers) = makeShownNavigation(["a", "b", "c"])
        let popped = nav.popToViewController(controllers[1], animated: false)
        #expect(popped?.count == 1)
        #expect(nav.viewControllers == [controllers[0], controllers[1]])
        let lines = calls()
        #expect(lines.prefix(4) == ["c.willMove(nil)", "b.viewDidLoad", "c.viewWillDisappear(fromParent)", "b.viewWillAppear()"])
        #expect(lines.contains("c.didMove(nil)"))
        let stranger = UIViewController()
        let warnings = Diagnostics.warningCount()
        #expect(nav.popToViewController(stranger, animated: false) == nil)
        #expect(Diagnostics.warningCount() == warnings + 1)
    }

    @Test func setViewControllersPushesANewTop() {
        let (nav, controllers) = makeShownNavigation(["a", "b"])
        let c = NavigationRecordingController("c", transcript)
        nav.setViewControllers([controllers[0], c], animated: true)
        #expect(nav.viewControllers == [controllers[0], c])
        #expect(calls() == [
            "b.willMove(nil)", "c.willMove(nav)", "c.viewDidLoad",
            "b.viewWillDisappear(animated,fromParent)", "c.viewWillAppear(animated,toParent)",
        ])
        finishAnimations()
        #expect(calls() == [
            "b.viewDidDisappear(animated,fromParent)", "c.viewDidAppear(animated,toParent)", "b.didMove(nil)", "c.didMove(nav)",
        ])
        #expect(nav.children == [controllers[0], c])
    }

    @Test func aPushWhileAnotherSlidesIsShownWhenItEnds() {
        let (nav, _) = makeShownNavigation(["a"])
        let b = NavigationRecordingController("b", transcript)
        let c = NavigationRecordingController("c", transcript)
        nav.pushViewController(b, animated: true)
        nav.pushViewController(c, animated: true)
        #expect(nav.viewControllers.count == 3)
        finishAnimations()
        #expect(c.view.superview === nav.containerView)
        #expect(b.viewIfLoaded?.superview == nil)
        #expect(nav.navigationBar.topItem === c.navigationItem)
    }

    /// A swipe from the left edge, let go before halfway and slowly: cancelled.
    @Test func aCancelledSwipeBack() {
        let (nav, controllers) = makeShownNavigation(["a", "b"])
        swipe(on: nav, to: 120, duration: 1.0)
        #expect(calls() == [
            "b.willMove(nil)", "a.viewDidLoad", "b.viewWillDisappear(animated,fromParent)", "a.viewWillAppear(animated)",
            "a.viewWillDisappear(animated)", "a.viewDidDisappear(animated)",
            "b.viewWillAppear(animated)", "b.viewDidAppear(animated)",
        ])
        #expect(nav.viewControllers == controllers, "the popped controller is back on the stack")
        #expect(controllers[1].parent === nav && !controllers[1].isMovingFromParent)
        #expect(controllers[0].viewIfLoaded?.superview == nil)
        #expect(nav.navigationBar.topItem === controllers[1].navigationItem)
    }

    /// The same swipe carried past halfway: completed.
    @Test func aCompletedSwipeBack() {
        let (nav, controllers) = makeShownNavigation(["a", "b"])
        var midway: CGFloat?
        swipe(on: nav, to: 300, duration: 1.0) { midway = controllers[1].view.transform.tx }
        #expect(midway.map { $0 > 100 } == true, "the top view follows the finger")
        #expect(calls() == [
            "b.willMove(nil)", "a.viewDidLoad", "b.viewWillDisappear(animated,fromParent)", "a.viewWillAppear(animated)",
            "b.viewDidDisappear(animated,fromParent)", "a.viewDidAppear(animated)", "b.didMove(nil)",
        ])
        #expect(nav.viewControllers == [controllers[0]])
    }

    /// A finger from x = 5 to `x`, in ten moves over `duration`, then lifted; the animation
    /// that follows is let run out. `midway` runs after the fifth move.
    func swipe(on nav: UINavigationController, to x: CGFloat, duration: TimeInterval, midway: () -> Void = {}) {
        let y: CGFloat = 150
        func touch(_ phase: TouchInput.Phase, _ px: CGFloat) -> InputEvent {
            .touch(TouchInput(id: 1, phase: phase, location: CGPoint(x: px, y: y), timestamp: clock.now, deviceID: 2, isDirect: true))
        }
        window.sendInput(touch(.began, 5))
        for step in 1...10 {
            clock.advance(by: duration / 10)
            window.sendInput(touch(.moved, 5 + (x - 5) * CGFloat(step) / 10))
            window.renderIfNeeded()
            if step == 5 { midway() }
        }
        clock.advance(by: 0.01)
        window.sendInput(touch(.ended, x))
        finishAnimations()
    }
}
