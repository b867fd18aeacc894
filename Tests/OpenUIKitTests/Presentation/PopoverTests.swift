import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// Popovers: the bubble beside its source with the arrow on the side with room, sized by
/// `preferredContentSize`; a tap outside dismisses (asking the delegate); passthrough views
/// keep their touches; in a compact width the popover becomes a sheet unless the delegate
/// answers `.none` (UIKit's `adaptivePresentationStyle(for:traitCollection:)`).
@MainActor
@Suite("UIPopoverPresentationController", .serialized)
struct PopoverTests {
    let transcript = LifecycleTranscript()
    let harness = GestureHarness(size: CGSize(width: 1024, height: 768))
    let frames: HeadlessFrameClock
    let root = UIViewController()
    let source = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
    let delegate: RecordingPresentationDelegate

    init() {
        harness.window.rootViewController = root
        harness.window.makeKeyAndVisible()
        root.view.addSubview(source)
        frames = HeadlessFrameClock(window: harness.window)
        frames.advance(by: 0.1)
        delegate = RecordingPresentationDelegate(transcript)
    }

    func popover(size: CGSize = CGSize(width: 300, height: 200)) -> UIViewController {
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = size
        content.popoverPresentationController?.sourceView = source
        content.popoverPresentationController?.delegate = delegate
        return content
    }

    @Test func theBubbleGoesBelowTheSourceWithItsArrowUp() throws {
        let content = popover()
        let popover = try #require(content.popoverPresentationController)
        #expect(popover.arrowDirection == .unknown)
        root.present(content, animated: false)
        frames.advance(by: 0.1)
        #expect(popover.presentationStyle == .popover)
        #expect(popover.arrowDirection == .up)
        // Centered under the source (x 140), pushed inside the 10-point margin, below the arrow.
        #expect(content.view.frame == CGRect(x: 10, y: 153, width: 300, height: 200))
    }

    /// UIKit's `barButtonItem`: the arrow points at the item's view in its bar, in place of a
    /// source view.
    @Test func aBarButtonItemAnchorsTheArrow() throws {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 300, width: 1024, height: 44))
        let item = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)
        toolbar.items = [.flexibleSpace(), item]
        root.view.addSubview(toolbar)
        frames.advance(by: 0.1)
        let itemView = try #require(item.anchorView)
        let itemFrame = itemView.convert(itemView.bounds, to: nil)
        #expect(itemFrame.maxX > 900, "the item sits at the toolbar's right end")

        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 300, height: 200)
        let popover = try #require(content.popoverPresentationController)
        popover.barButtonItem = item
        let warnings = Diagnostics.warningCount()
        root.present(content, animated: false)
        frames.advance(by: 0.1)
        #expect(popover.arrowDirection == .up)
        #expect(content.view.frame.minY > itemFrame.maxY, "below the item, under its arrow")
        #expect(content.view.frame.maxX <= 1024 && content.view.frame.maxX > 900, "pushed inside the window near the item")
        #expect(Diagnostics.warningCount() == warnings, "a bar button item is a source: no warning")
    }

    @Test func theArrowTakesTheSideWithRoom() throws {
        source.frame = CGRect(x: 400, y: 700, width: 80, height: 40)
        let content = popover()
        root.present(content, animated: false)
        #expect(content.popoverPresentationController?.arrowDirection == .down)
        #expect(content.view.frame == CGRect(x: 290, y: 487, width: 300, height: 200))
        frames.advance(by: 0.1)
        content.dismiss(animated: false)
        frames.advance(by: 0.1)

        let sideways = popover()
        sideways.popoverPresentationController?.permittedArrowDirections = [.left, .right]
        root.present(sideways, animated: false)
        #expect(sideways.popoverPresentationController?.arrowDirection == .left)
        #expect(sideways.view.frame.minX == 493)
    }

    @Test func aTapOutsideDismissesAskingTheDelegate() {
        let content = popover()
        root.present(content, animated: false)
        frames.advance(by: 0.1)
        var script = harness.script()
        script.tap(at: CGPoint(x: 800, y: 600))
        harness.send(script)
        frames.advance(by: 0.5)
        #expect(transcript.take() == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(root.presentedViewController == nil)
    }

    @Test func aTapInsideOrOnAPassthroughViewKeepsThePopover() {
        let passthrough = UIButton(type: .system)
        passthrough.frame = CGRect(x: 700, y: 500, width: 100, height: 44)
        root.view.addSubview(passthrough)
        var taps = 0
        passthrough.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        let content = popover()
        content.popoverPresentationController?.passthroughViews = [passthrough]
        root.present(content, animated: false)
        frames.advance(by: 0.1)
        var script = harness.script()
        script.tap(at: CGPoint(x: 100, y: 250))
        script.wait(0.5)
        script.tap(at: CGPoint(x: 750, y: 520))
        harness.send(script)
        frames.advance(by: 0.5)
        #expect(taps == 1 && transcript.take().isEmpty && root.presentedViewController === content)
    }

    @Test func inACompactWidthItBecomesASheetUnlessTheDelegateSaysNone() {
        harness.window.frame = CGRect(x: 0, y: 0, width: 400, height: 700)
        frames.advance(by: 0.1)
        let content = popover()
        root.present(content, animated: false)
        #expect(content.presentationController?.presentationStyle == .pageSheet)
        #expect(content.view.frame == CGRect(x: 0, y: 10, width: 400, height: 690))
        frames.advance(by: 0.1)
        content.dismiss(animated: false)
        frames.advance(by: 0.1)

        delegate.compactStyle = UIModalPresentationStyle.none
        let kept = popover()
        root.present(kept, animated: false)
        #expect(kept.presentationController?.presentationStyle == .popover)
        #expect(kept.popoverPresentationController?.arrowDirection == .up)
    }

    @Test func withoutASourceViewItWarnsAndCenters() {
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 300, height: 200)
        root.present(content, animated: false)
        #expect(Diagnostics.recentWarnings().contains { $0.contains("should have a non-nil sourceView") })
        #expect(content.view.frame == CGRect(x: 362, y: 284, width: 300, height: 200))
        #expect(content.popoverPresentationController?.arrowDirection == .unknown)
    }

    @Test func aResizeAcrossTheCompactBoundaryTurnsThePopoverIntoASheetAndBack() throws {
        let content = popover()
        root.present(content, animated: false)
        frames.advance(by: 0.1)
        let popover = try #require(content.popoverPresentationController)
        harness.window.frame = CGRect(x: 0, y: 0, width: 400, height: 700)
        frames.advance(by: 0.1)
        #expect(popover.presentationStyle == .pageSheet && popover.arrowDirection == .unknown)
        #expect(content.view.frame == CGRect(x: 0, y: 10, width: 400, height: 690))
        #expect(content.view.layer.cornerRadius == 10)
        harness.window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
        frames.advance(by: 0.1)
        #expect(popover.presentationStyle == .popover && popover.arrowDirection == .up)
        #expect(content.view.frame == CGRect(x: 10, y: 153, width: 300, height: 200))
        let container = try #require(popover.containerView)
        #expect(container.subviews.filter { $0 is PopoverBubbleView }.count == 1, "one bubble, no dimming left behind")
        #expect(!container.subviews.contains { $0.backgroundColor == UIColor(white: 0, alpha: SheetLayout.dimmingAlpha) })
    }
}
