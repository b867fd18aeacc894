import Foundation
import Testing
@testable import OpenUIKit

/// A controller that writes its appearance and containment calls into a transcript, naming a
/// container parent by its kind.
@MainActor
final class ContainerRecordingController: UIViewController {
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
    private func parentName(_ parent: UIViewController?) -> String {
        switch parent {
        case is UITabBarController: return "tabs"
        case is UINavigationController: return "nav"
        case is UISplitViewController: return "split"
        default: return "nil"
        }
    }

    override func viewDidLoad() { super.viewDidLoad(); log("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log("viewDidDisappear") }
    override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent); log("willMove(\(parentName(parent)))") }
    override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent); log("didMove(\(parentName(parent)))") }
}

/// Records the tab bar controller delegate's calls, and may refuse a tab.
@MainActor
final class TabDelegateRecorder: NSObject, UITabBarControllerDelegate {
    let transcript: LifecycleTranscript
    var refused: UIViewController?
    init(_ transcript: LifecycleTranscript) { self.transcript = transcript }
    private func name(_ controller: UIViewController) -> String { (controller as? ContainerRecordingController)?.name ?? "?" }
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        transcript.lines.append("delegate.shouldSelect(\(name(viewController)))")
        return viewController !== refused
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        transcript.lines.append("delegate.didSelect(\(name(viewController)))")
    }
}

/// Switching tabs, call by call, in UIKit's order.
///
/// Sources for the order:
/// - switching tabs logs the new controller's viewDidLoad and viewWillAppear, then the old
///   one's viewWillDisappear and viewDidDisappear, then the new one's viewDidAppear (a log
///   of a tab bar controller's tabs, "UITabBarViewController-控制器加载", pgzxc.github.io);
/// - `tabBarController(_:didSelect:)` "is called only in response to user taps in the tab
///   bar and is not called when your code changes the tab bar contents programmatically", and
///   is called even when the tab was already selected (UIKit's documentation);
/// - the tab bar controller makes every tab its child at once (`viewControllers`: "the
///   root view controllers displayed by the tab bar interface"), so `willMove`/`didMove`
///   come when the tabs are set, not when they are first shown.
@MainActor
@Suite("UITabBarController transcripts")
struct TabBarTranscriptTests {
    let transcript = LifecycleTranscript()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    let clock = ManualInputClock(now: 0)

    func makeShownTabs(_ names: [String]) -> (UITabBarController, [ContainerRecordingController]) {
        window.inputClock = clock
        let controllers = names.map { ContainerRecordingController($0, transcript) }
        let tabs = UITabBarController()
        tabs.viewControllers = controllers
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.renderIfNeeded()
        return (tabs, controllers)
    }

    @Test func settingTabsMakesThemChildrenAndShowsTheFirst() {
        let (tabs, controllers) = makeShownTabs(["a", "b"])
        #expect(transcript.take() == [
            "a.willMove(tabs)", "b.willMove(tabs)", "a.didMove(tabs)", "b.didMove(tabs)",
            "a.viewDidLoad", "a.viewWillAppear", "a.viewDidAppear",
        ])
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === controllers[0])
        #expect(tabs.tabBar.items?.map(\.title) == ["A", "B"])
        #expect(tabs.tabBar.selectedItem === controllers[0].tabBarItem)
        #expect(!controllers[1].isViewLoaded, "a tab's view loads when it is first shown")
        #expect(controllers[1].tabBarController === tabs)
    }

    @Test func switchingTabsInCode() {
        let (tabs, controllers) = makeShownTabs(["a", "b"])
        let delegate = TabDelegateRecorder(transcript)
        tabs.delegate = delegate
        _ = transcript.take()
        tabs.selectedIndex = 1
        #expect(transcript.take() == ["b.viewDidLoad", "b.viewWillAppear", "a.viewWillDisappear", "a.viewDidDisappear"])
        window.renderIfNeeded()
        #expect(transcript.take() == ["b.viewDidAppear"], "the delegate hears nothing of a selection made in code")
        #expect(controllers[0].viewIfLoaded?.superview == nil)
        #expect(tabs.tabBar.selectedItem === controllers[1].tabBarItem)
        tabs.selectedViewController = controllers[0]
        #expect(transcript.take() == ["a.viewWillAppear", "b.viewWillDisappear", "b.viewDidDisappear"])
        window.renderIfNeeded()
        #expect(transcript.take() == ["a.viewDidAppear"])
    }

    @Test func badSelectionsAreRefused() {
        let (tabs, _) = makeShownTabs(["a", "b"])
        _ = transcript.take()
        tabs.selectedIndex = 5
        tabs.selectedViewController = UIViewController()
        #expect(tabs.selectedIndex == 0)
        #expect(transcript.take().isEmpty)
    }

    func tapTab(_ tabs: UITabBarController, _ index: Int) {
        window.renderIfNeeded()
        let button = tabs.tabBar.buttons[index]
        let point = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window)
        window.sendInput(.pointer(PointerInput(phase: .pressed, button: .left, location: point, buttonsDown: [.left],
                                               timestamp: clock.now, deviceID: 4)))
        clock.advance(by: 0.08)
        window.sendInput(.pointer(PointerInput(phase: .released, button: .left, location: point,
                                               timestamp: clock.now, deviceID: 4)))
        clock.advance(by: 0.2)
    }

    @Test func aTapOnATabSelectsItAndTellsTheDelegate() {
        let (tabs, controllers) = makeShownTabs(["a", "b", "c"])
        let delegate = TabDelegateRecorder(transcript)
        tabs.delegate = delegate
        _ = transcript.take()
        tapTab(tabs, 2)
        #expect(tabs.selectedViewController === controllers[2])
        #expect(transcript.take() == [
            "delegate.shouldSelect(c)", "c.viewDidLoad", "c.viewWillAppear", "a.viewWillDisappear", "a.viewDidDisappear",
            "delegate.didSelect(c)",
        ])
        window.renderIfNeeded()
        #expect(transcript.take() == ["c.viewDidAppear"])
        tapTab(tabs, 2)
        #expect(transcript.take() == ["delegate.shouldSelect(c)", "delegate.didSelect(c)"], "a tap on the selected tab is still reported")
    }

    @Test func theDelegateMayRefuseATab() {
        let (tabs, controllers) = makeShownTabs(["a", "b"])
        let delegate = TabDelegateRecorder(transcript)
        delegate.refused = controllers[1]
        tabs.delegate = delegate
        _ = transcript.take()
        tapTab(tabs, 1)
        #expect(transcript.take() == ["delegate.shouldSelect(b)"])
        #expect(tabs.selectedIndex == 0 && tabs.tabBar.selectedItem === controllers[0].tabBarItem)
    }

    @Test func replacingTheTabsKeepsTheSelectionIfItStays() {
        let (tabs, controllers) = makeShownTabs(["a", "b"])
        tabs.selectedIndex = 1
        window.renderIfNeeded()
        _ = transcript.take()
        let c = ContainerRecordingController("c", transcript)
        tabs.setViewControllers([c, controllers[1]], animated: false)
        #expect(tabs.selectedViewController === controllers[1] && tabs.selectedIndex == 1)
        #expect(transcript.take() == ["a.willMove(nil)", "a.didMove(nil)", "c.willMove(tabs)", "c.didMove(tabs)"])
        tabs.viewControllers = [c]
        #expect(tabs.selectedViewController === c)
        #expect(transcript.take() == [
            "b.viewWillDisappear", "b.viewDidDisappear", "b.willMove(nil)", "b.didMove(nil)", "c.viewDidLoad", "c.viewWillAppear",
        ])
    }
}
