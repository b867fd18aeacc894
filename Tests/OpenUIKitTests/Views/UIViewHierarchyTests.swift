import Foundation
import OpenUIKit
import Testing

/// A view that writes every hierarchy hook it hears into a shared transcript.
@MainActor
final class HookRecorder: UIView {
    let name: String
    let log: Transcript

    init(_ name: String, log: Transcript) {
        self.name = name
        self.log = log
        super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func willMove(toSuperview newSuperview: UIView?) { log.add("\(name).willMoveToSuperview(\(label(newSuperview)))") }
    override func didMoveToSuperview() { log.add("\(name).didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { log.add("\(name).willMoveToWindow(\(label(newWindow)))") }
    override func didMoveToWindow() { log.add("\(name).didMoveToWindow") }
    override func didAddSubview(_ subview: UIView) { log.add("\(name).didAddSubview(\(label(subview)))") }
    override func willRemoveSubview(_ subview: UIView) { log.add("\(name).willRemoveSubview(\(label(subview)))") }

    private func label(_ view: UIView?) -> String {
        guard let view else { return "nil" }
        if view is UIWindow { return "window" }
        return (view as? HookRecorder)?.name ?? "?"
    }
}

/// An append-only list of events a test asserts as a whole.
@MainActor
final class Transcript {
    private(set) var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
    func take() -> String {
        defer { entries.removeAll() }
        return entries.joined(separator: ", ")
    }
}

@MainActor
@Suite struct UIViewHierarchyTests {
    @Test func addAndRemoveCallHooksInUIKitOrder() {
        let log = Transcript()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = HookRecorder("parent", log: log)
        let child = HookRecorder("child", log: log)
        let grandchild = HookRecorder("grandchild", log: log)
        child.addSubview(grandchild)
        _ = log.take()

        window.addSubview(parent)
        #expect(log.take() == "parent.willMoveToSuperview(window), parent.willMoveToWindow(window), parent.didMoveToWindow, parent.didMoveToSuperview")

        parent.addSubview(child)
        #expect(log.take() == "child.willMoveToSuperview(parent), child.willMoveToWindow(window), grandchild.willMoveToWindow(window), child.didMoveToWindow, grandchild.didMoveToWindow, child.didMoveToSuperview, parent.didAddSubview(child)")

        child.removeFromSuperview()
        #expect(log.take() == "parent.willRemoveSubview(child), child.willMoveToSuperview(nil), child.willMoveToWindow(nil), grandchild.willMoveToWindow(nil), child.didMoveToWindow, grandchild.didMoveToWindow, child.didMoveToSuperview")
        #expect(child.window == nil && grandchild.window == nil)
    }

    @Test func movingBetweenParentsInTheSameWindowSkipsWindowHooks() {
        let log = Transcript()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = HookRecorder("a", log: log)
        let b = HookRecorder("b", log: log)
        let moving = HookRecorder("moving", log: log)
        window.addSubview(a)
        window.addSubview(b)
        a.addSubview(moving)
        _ = log.take()
        b.addSubview(moving)
        #expect(log.take() == "a.willRemoveSubview(moving), moving.willMoveToSuperview(b), moving.didMoveToSuperview, b.didAddSubview(moving)")
        #expect(a.subviews.isEmpty && b.subviews.first === moving && moving.superview === b)
    }

    @Test func orderOperations() {
        let parent = UIView()
        let views = (0..<4).map { i -> UIView in
            let v = UIView()
            v.tag = i
            return v
        }
        views.forEach(parent.addSubview)
        func order() -> [Int] { parent.subviews.map(\.tag) }
        #expect(order() == [0, 1, 2, 3])
        parent.bringSubviewToFront(views[0])
        #expect(order() == [1, 2, 3, 0])
        parent.sendSubviewToBack(views[3])
        #expect(order() == [3, 1, 2, 0])
        parent.exchangeSubview(at: 0, withSubviewAt: 3)
        #expect(order() == [0, 1, 2, 3])
        let extra = UIView()
        extra.tag = 9
        parent.insertSubview(extra, at: 1)
        #expect(order() == [0, 9, 1, 2, 3])
        parent.insertSubview(extra, aboveSubview: views[3])
        #expect(order() == [0, 1, 2, 3, 9])
        parent.insertSubview(extra, belowSubview: views[0])
        #expect(order() == [9, 0, 1, 2, 3])
        parent.insertSubview(extra, at: 99)
        #expect(order() == [0, 1, 2, 3, 9])
        parent.addSubview(views[1])
        #expect(order() == [0, 2, 3, 9, 1])
    }

    @Test func descendantsAndTags() {
        let root = UIView()
        let child = UIView()
        let grandchild = UIView()
        grandchild.tag = 7
        root.addSubview(child)
        child.addSubview(grandchild)
        #expect(grandchild.isDescendant(of: root))
        #expect(grandchild.isDescendant(of: grandchild))
        #expect(!root.isDescendant(of: grandchild))
        #expect(root.viewWithTag(7) === grandchild)
        #expect(root.viewWithTag(8) == nil)
        #expect(root.viewWithTag(0) === root)
    }

    @Test func cyclesAreRefused() {
        let root = UIView()
        let child = UIView()
        root.addSubview(child)
        child.addSubview(root)
        root.addSubview(root)
        #expect(root.superview == nil)
        #expect(root.subviews.count == 1 && child.subviews.isEmpty)
    }

    @Test func tintColorIsInherited() {
        let root = UIView()
        let child = UIView()
        root.addSubview(child)
        #expect(child.tintColor == UIColor.tintColor)
        root.tintColor = .systemRed
        #expect(child.tintColor == .systemRed)
        child.tintColor = .systemGreen
        #expect(child.tintColor == .systemGreen)
    }

    @Test func nextResponderIsControllerThenSuperview() {
        let controller = UIViewController()
        let parent = UIView()
        parent.addSubview(controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === parent)
        let child = UIView()
        controller.view.addSubview(child)
        #expect(child.next === controller.view)
    }
}
