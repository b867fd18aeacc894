import Foundation
import Testing
@testable import OpenUIKit

/// `viewWillTransition(to:with:)` on a window resize, its coordinator, the children's sizes,
/// `preferredContentSize`, editing, and the size-class hysteresis a live resize needs.
@MainActor
@Suite("View controller size transitions")
struct SizeTransitionTests {
    final class SizeRecorder: UIViewController {
        var log: [String] = []
        var childShare: CGFloat = 1
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            log.append("viewWillTransition \(Int(size.width))x\(Int(size.height))")
            coordinator.animate(alongsideTransition: { context in
                self.log.append("alongside animated=\(context.isAnimated) traits=\(self.traitCollection.horizontalSizeClass == .regular ? "R" : "C")")
            }, completion: { context in
                self.log.append("completion cancelled=\(context.isCancelled)")
            })
        }
        override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.willTransition(to: newCollection, with: coordinator)
            log.append("willTransition \(newCollection.horizontalSizeClass == .regular ? "R" : "C")")
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            log.append("traitCollectionDidChange")
        }
        override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
        override func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
            CGSize(width: parentSize.width * childShare, height: parentSize.height)
        }
        var childPreferredSizeChanges = 0
        override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
            childPreferredSizeChanges += 1
        }
    }

    func shownWindow(_ root: UIViewController, width: CGFloat = 600) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 500))
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.renderIfNeeded()
        return window
    }

    @Test func aResizeIsAnnouncedOncePerFrameBeforeTraitsAndLayout() {
        let root = SizeRecorder()
        let window = shownWindow(root)
        root.log.removeAll()
        // A live resize: three sizes between two frames.
        window.frame = CGRect(x: 0, y: 0, width: 640, height: 500)
        window.frame = CGRect(x: 0, y: 0, width: 700, height: 500)
        window.frame = CGRect(x: 0, y: 0, width: 720, height: 480)
        window.renderIfNeeded()
        #expect(root.log == [
            "willTransition R", "viewWillTransition 720x480", "traitCollectionDidChange",
            "alongside animated=false traits=R", "viewDidLayoutSubviews", "completion cancelled=false",
        ])
        root.log.removeAll()
        window.renderIfNeeded()
        #expect(root.log.isEmpty, "nothing more without a new size")
    }

    @Test func aResizeWithinASizeClassHasNoTraitTransition() {
        let root = SizeRecorder()
        let window = shownWindow(root)
        root.log.removeAll()
        window.frame = CGRect(x: 0, y: 0, width: 610, height: 500)
        window.renderIfNeeded()
        #expect(root.log.first == "viewWillTransition 610x500")
        #expect(!root.log.contains { $0.hasPrefix("willTransition") })
    }

    @Test func childrenHearTheSizeTheirContainerGivesThem() {
        let root = SizeRecorder()
        root.childShare = 0.25
        let child = SizeRecorder()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let window = shownWindow(root)
        child.log.removeAll()
        window.frame = CGRect(x: 0, y: 0, width: 400, height: 500)
        window.renderIfNeeded()
        #expect(child.log.first == "viewWillTransition 100x500")
    }

    @Test func theFirstFrameAnnouncesNoTransition() {
        let root = SizeRecorder()
        _ = shownWindow(root)
        #expect(!root.log.contains { $0.contains("Transition") })
    }

    @Test func aWindowDraggedAcrossTheBoundaryDoesNotFlap() {
        let root = SizeRecorder()
        let window = shownWindow(root, width: 700)
        #expect(root.traitCollection.horizontalSizeClass == .regular)
        var classes: [UIUserInterfaceSizeClass] = []
        for width: CGFloat in [676, 680, 670, 679, 665, 678, 661, 700] {
            window.frame = CGRect(x: 0, y: 0, width: width, height: 500)
            window.renderIfNeeded()
            classes.append(root.traitCollection.horizontalSizeClass)
        }
        // Regular down to 678 − 16 = 662; below that compact, and compact again until 678.
        #expect(classes == [.regular, .regular, .regular, .regular, .regular, .regular, .compact, .regular])
        #expect(UIWindow.sizeClassHysteresisInPoints == 16)
    }

    @Test func aNewPreferredContentSizeTellsTheParentOnce() {
        let parent = SizeRecorder()
        let child = UIViewController()
        parent.addChild(child)
        child.preferredContentSize = CGSize(width: 320, height: 200)
        child.preferredContentSize = CGSize(width: 320, height: 200)
        #expect(parent.childPreferredSizeChanges == 1)
        #expect(child.preferredContentSize == CGSize(width: 320, height: 200))
    }

    @Test func editingGoesThroughSetEditing() {
        final class Editor: UIViewController {
            var calls: [(Bool, Bool)] = []
            override func setEditing(_ editing: Bool, animated: Bool) {
                super.setEditing(editing, animated: animated)
                calls.append((editing, animated))
            }
        }
        let editor = Editor()
        #expect(!editor.isEditing)
        editor.isEditing = true
        editor.setEditing(false, animated: true)
        #expect(editor.calls.map { $0.0 } == [true, false])
        #expect(editor.calls.map { $0.1 } == [false, true])
        #expect(!editor.isEditing)
    }

    @Test func aCoordinatorTakesNoBlocksOnceEnded() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let coordinator = TransitionCoordinator(containerView: window, animated: true, duration: 0.3)
        var order: [String] = []
        #expect(coordinator.animate(alongsideTransition: { _ in order.append("a") }, completion: { _ in order.append("c1") }))
        coordinator.animateAlongsideTransition(in: nil, animation: nil, completion: { _ in order.append("c2") })
        coordinator.runAnimations(with: { order.append("own") })
        #expect(order == ["own", "a"])
        coordinator.end()
        #expect(order == ["own", "a", "c1", "c2"])
        #expect(!coordinator.animate(alongsideTransition: { _ in order.append("late") }, completion: nil))
        #expect(coordinator.transitionDuration == 0.3 && coordinator.isAnimated)
        #expect(coordinator.containerView === window && coordinator.viewController(forKey: .from) == nil)
    }
}
