import Foundation
import OpenUIKit
import Testing

@MainActor
final class LayoutRecorder: UIView {
    let name: String
    let log: Transcript
    var onLayout: (() -> Void)?

    init(_ name: String, log: Transcript) {
        self.name = name
        self.log = log
        super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func layoutSubviews() {
        log.add(name)
        onLayout?()
    }
}

@MainActor
final class LifecycleController: UIViewController {
    let log: Transcript
    init(log: Transcript) {
        self.log = log
        super.init()
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func loadView() { log.add("loadView"); view = UIView(frame: .zero) }
    override func viewDidLoad() { log.add("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.add("viewWillAppear") }
    override func viewWillLayoutSubviews() { log.add("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.add("viewDidLayoutSubviews") }
    override func viewDidAppear(_ animated: Bool) { log.add("viewDidAppear") }
}

@MainActor
@Suite struct UIViewLayoutTests {
    /// A window holding a parent and a child, both laid out once, with an empty transcript.
    func makeLaidOutParentAndChild() -> (Transcript, UIWindow, LayoutRecorder, LayoutRecorder) {
        let log = Transcript()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = LayoutRecorder("parent", log: log)
        let child = LayoutRecorder("child", log: log)
        window.addSubview(parent)
        parent.addSubview(child)
        window.renderIfNeeded()
        _ = log.take()
        return (log, window, parent, child)
    }

    @Test func setNeedsLayoutCoalescesAndParentsGoFirst() {
        let (log, window, parent, child) = makeLaidOutParentAndChild()

        for _ in 0..<10 {
            child.setNeedsLayout()
            parent.setNeedsLayout()
        }
        let stats = window.renderIfNeeded()
        #expect(log.take() == "parent, child")
        #expect(stats?.layoutPasses == 2)
        #expect(window.renderIfNeeded() == nil)
        #expect(log.take() == "")
    }

    @Test func childMarkedDuringParentLayoutIsLaidOutInTheSamePass() {
        let (log, window, parent, child) = makeLaidOutParentAndChild()
        parent.onLayout = { child.frame.size = CGSize(width: 50, height: 50) }
        parent.setNeedsLayout()
        window.renderIfNeeded()
        #expect(log.take() == "parent, child")
    }

    @Test func layoutIfNeededRunsPendingLayoutNow() {
        let log = Transcript()
        let parent = LayoutRecorder("parent", log: log)
        let child = LayoutRecorder("child", log: log)
        parent.addSubview(child)
        parent.layoutIfNeeded()
        #expect(log.take() == "parent, child")
        parent.layoutIfNeeded()
        #expect(log.take() == "")
        child.bounds.size = CGSize(width: 30, height: 30)
        parent.layoutIfNeeded()
        #expect(log.take() == "child")
    }

    @Test func viewControllerLifecycleOrder() {
        let log = Transcript()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = LifecycleController(log: log)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(controller.view.frame == window.bounds)
        window.renderIfNeeded()
        #expect(log.take() == "loadView, viewDidLoad, viewWillAppear, viewWillLayoutSubviews, viewDidLayoutSubviews, viewDidAppear")
        window.bounds.size = CGSize(width: 480, height: 320)
        window.renderIfNeeded()
        #expect(controller.view.bounds.size == CGSize(width: 480, height: 320))
        #expect(log.take() == "viewWillLayoutSubviews, viewDidLayoutSubviews")
    }

    @Test func childControllers() {
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        #expect(parent.children.first === child && child.parent === parent)
        child.removeFromParent()
        #expect(parent.children.isEmpty && child.parent == nil)
        #expect(!child.isViewLoaded)
    }
}
