import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// Sheets with detents, in a compact (iPhone-sized) window: UIKit's documentation of
/// `UISheetPresentationController`: `detents` defaults to `[.large()]`; a nil
/// `selectedDetentIdentifier` is the smallest detent; `largestUndimmedDetentIdentifier` nil
/// dims at every detent; changes outside `animateChanges(_:)` apply at once; the delegate
/// hears `sheetPresentationControllerDidChangeSelectedDetentIdentifier` for the user's
/// changes only.
@MainActor
@Suite("UISheetPresentationController", .serialized)
struct UISheetPresentationControllerTests {
    /// A window of an iPhone's size: compact width, so sheets rise from the bottom edge.
    let harness = GestureHarness(size: CGSize(width: 390, height: 844))
    let frames: HeadlessFrameClock
    let root = UIViewController()

    init() {
        harness.window.rootViewController = root
        harness.window.makeKeyAndVisible()
        frames = HeadlessFrameClock(window: harness.window)
        frames.advance(by: 0.1)
    }

    final class DetentDelegate: NSObject, UISheetPresentationControllerDelegate {
        var changes: [UISheetPresentationController.Detent.Identifier?] = []
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
            changes.append(sheet.selectedDetentIdentifier)
        }
    }

    func present(configure: (UISheetPresentationController) -> Void) -> UIViewController {
        let content = UIViewController()
        let sheet = try! #require(content.sheetPresentationController, "a page sheet has a sheet presentation controller")
        configure(sheet)
        root.present(content, animated: true)
        frames.advance(by: 0.6)
        return content
    }

    /// The card's height at rest: the container less the 10-point gap at the top for large.
    var largeHeight: CGFloat { 844 - SheetLayout.compactTopInset }

    @Test func defaultsAndWhoHasOne() {
        let page = UIViewController()
        #expect(page.sheetPresentationController != nil, ".automatic is a page sheet")
        let sheet = page.sheetPresentationController!
        #expect(sheet.detents.map(\.identifier) == [.large])
        #expect(sheet.selectedDetentIdentifier == nil && sheet.largestUndimmedDetentIdentifier == nil)
        #expect(!sheet.prefersGrabberVisible && sheet.preferredCornerRadius == nil)
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        #expect(cover.sheetPresentationController == nil)
        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        #expect(popover.sheetPresentationController == nil && popover.popoverPresentationController != nil)
    }

    @Test func aMediumDetentShowsHalfTheHeightOnTheBottomEdge() {
        let content = present { $0.detents = [.medium(), .large()] }
        let card = content.view.frame
        #expect(card.maxY == 844 && card.minX == 0 && card.width == 390)
        #expect(card.height == (largeHeight * 0.5).rounded(), "nil selects the smallest detent: \(card)")
        let sheet = content.sheetPresentationController!
        sheet.selectedDetentIdentifier = .large
        #expect(content.view.frame.height == largeHeight, "a change outside animateChanges applies at once")
        sheet.animateChanges { sheet.selectedDetentIdentifier = .medium }
        #expect(content.view.layer.animationKeys()?.isEmpty == false, "animated: the card's frame animates")
        frames.advance(by: 0.5)
        #expect(content.view.frame.height == (largeHeight * 0.5).rounded())
    }

    @Test func customDetentsResolveWithTheContextAndClampToTheMaximum() {
        var seenMaximum: CGFloat = 0
        let small = UISheetPresentationController.Detent.Identifier(rawValue: "small")
        let content = present {
            $0.detents = [.custom(identifier: small) { context in
                seenMaximum = context.maximumDetentValue
                return 200
            }, .custom { _ in 5000 }, .custom { _ in nil }]
        }
        #expect(seenMaximum == largeHeight)
        #expect(content.view.frame.height == 200)
        let sheet = content.sheetPresentationController!
        #expect(sheet.resolvedDetents().map(\.height) == [200, largeHeight], "a nil resolver drops its detent; 5000 clamps")
    }

    @Test func draggingUpSettlesAtTheNextDetentAndTellsTheDelegate() {
        let delegate = DetentDelegate()
        let content = present {
            $0.detents = [.medium(), .large()]
            $0.delegate = delegate
        }
        let card = content.view.frame
        var script = harness.script()
        script.down(1, at: CGPoint(x: 195, y: card.minY + 30))
        script.move(1, to: CGPoint(x: 195, y: card.minY - 250), duration: 0.5, steps: 10)
        script.up(1)
        harness.send(script)
        frames.advance(by: 0.6)
        #expect(content.view.frame.height == largeHeight, "\(content.view.frame)")
        #expect(delegate.changes == [.large])
        #expect(root.presentedViewController === content)

        // A programmatic change does not tell the delegate.
        content.sheetPresentationController!.selectedDetentIdentifier = .medium
        #expect(delegate.changes == [.large])
    }

    @Test func draggingDownFromTheSmallestDetentDismisses() {
        let content = present { $0.detents = [.medium(), .large()] }
        let card = content.view.frame
        var script = harness.script()
        script.down(1, at: CGPoint(x: 195, y: card.minY + 30))
        script.move(1, to: CGPoint(x: 195, y: card.minY + 300), duration: 0.5, steps: 10)
        script.up(1)
        harness.send(script)
        frames.advance(by: 0.8)
        #expect(root.presentedViewController == nil)
    }

    @Test func anUndimmedDetentLetsTouchesThroughToTheWindowBehind() {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        root.view.addSubview(button)
        let content = present {
            $0.detents = [.medium(), .large()]
            $0.largestUndimmedDetentIdentifier = .medium
        }
        let sheet = content.sheetPresentationController!
        #expect(sheet.sheetChrome?.dimmingView.alpha == 0, "no dimming at the medium detent")
        var script = harness.script()
        script.down(1, at: CGPoint(x: 60, y: 120))
        script.up(1)
        harness.send(script)
        #expect(taps == 1, "the button behind the sheet took the tap")

        sheet.selectedDetentIdentifier = .large
        #expect(sheet.sheetChrome?.dimmingView.alpha == 1, "dimmed above the undimmed detent")
        script = harness.script()
        script.down(1, at: CGPoint(x: 60, y: 5))
        script.up(1)
        harness.send(script)
        #expect(taps == 1)
    }

    @Test func theGrabberAndCornersFollowTheSettings() {
        let content = present {
            $0.prefersGrabberVisible = true
            $0.preferredCornerRadius = 24
        }
        #expect(content.view.layer.cornerRadius == 24)
        let grabber = content.view.layer.sublayers?.last { $0.delegate == nil && $0.bounds.size == UISheetPresentationController.grabberSize }
        #expect(grabber != nil, "a grabber layer at the card's top")
        #expect(grabber?.frame.midX == content.view.bounds.midX && grabber?.frame.minY == UISheetPresentationController.grabberTopInset)
        content.sheetPresentationController!.prefersGrabberVisible = false
        #expect(content.view.layer.sublayers?.contains { $0 === grabber } != true)
    }

    @Test func inARegularWidthDetentsDoNotApply() {
        let wide = GestureHarness(size: CGSize(width: 1024, height: 768))
        let rootWide = UIViewController()
        wide.window.rootViewController = rootWide
        wide.window.makeKeyAndVisible()
        let clock = HeadlessFrameClock(window: wide.window)
        clock.advance(by: 0.1)
        let content = UIViewController()
        content.modalPresentationStyle = .formSheet
        content.sheetPresentationController?.detents = [.medium()]
        rootWide.present(content, animated: false)
        clock.advance(by: 0.1)
        #expect(content.view.frame.size == SheetLayout.formSheetSize, "the iPad's centred form sheet: \(content.view.frame)")
    }
}
