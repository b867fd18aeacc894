import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// A drag within one window: a long press (or the mouse pressed and moved) lifts, the
/// preview follows the touch, and a drop or a cancel ends it, with both delegates called
/// in UIKit's documented order.
///
/// The order is UIKit's as its documentation describes it (UIDragInteractionDelegate and
/// UIDropInteractionDelegate, "Drag and Drop" in the UIKit docs; WWDC 2017 sessions 203
/// and 223): itemsForBeginning → previewForLifting → willAnimateLiftWith → sessionWillBegin
/// (as the items start to move) → canHandle → sessionDidEnter → sessionDidUpdate (each
/// move) → on the drop willEndWith → performDrop → previewForDropping → willAnimateDropWith,
/// and once the animation ends didEndWith → concludeDrop → sessionDidEnd.
@Suite(.serialized)
@MainActor
struct DragInteractionTests {
    let harness = GestureHarness()
    let frames: HeadlessFrameClock
    let source = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
    let destination = UIView(frame: CGRect(x: 220, y: 220, width: 150, height: 150))
    let recorder = DragDropRecorder()
    let drag: UIDragInteraction
    let drop: UIDropInteraction

    init() {
        frames = HeadlessFrameClock(window: harness.window)
        source.backgroundColor = .systemBlue
        destination.backgroundColor = .systemGreen
        harness.window.addSubview(source)
        harness.window.addSubview(destination)
        drag = UIDragInteraction(delegate: recorder)
        drop = UIDropInteraction(delegate: recorder)
        source.addInteraction(drag)
        destination.addInteraction(drop)
        harness.window.renderIfNeeded()
    }

    var previews: [DragPreviewView] { harness.window.subviews.compactMap { $0 as? DragPreviewView } }

    /// A finger down on the source, held past the lift delay.
    func liftWithAFinger(at point: CGPoint = CGPoint(x: 70, y: 70)) {
        var script = harness.script()
        script.down(1, at: point)
        harness.send(script)
        frames.advance(by: 0.9)
    }

    @Test func interactionsAttachToTheirViews() {
        #expect(source.interactions.count == 1)
        #expect(drag.view === source)
        #expect(drop.view === destination)
        #expect(source.gestureRecognizers?.contains { $0 === drag.liftRecognizer } == true)
        destination.addInteraction(drag)
        #expect(source.interactions.isEmpty)
        #expect(drag.view === destination)
        #expect(source.gestureRecognizers == nil)
        destination.removeInteraction(drag)
        #expect(drag.view == nil)
        #expect(destination.interactions.count == 1)
        #expect(UIDragInteraction.isEnabledByDefault)
        #expect(drag.isEnabled)
    }

    @Test func aDropCallsBothDelegatesInUIKitsOrder() {
        liftWithAFinger()
        #expect(recorder.transcript == "itemsForBeginning, previewForLifting, willAnimateLift")
        #expect(recorder.liftAnimationEnded)
        #expect(previews.count == 1)
        var script = harness.script()
        script.move(1, to: CGPoint(x: 300, y: 300), duration: 0.3, steps: 10)
        harness.send(script)
        #expect(recorder.moves == 10)
        // The preview follows the finger, its corner on whole pixels (an odd-sized preview's
        // centre is half a pixel off the touch, so its bitmap is copied without resampling).
        let center = previews.first?.center ?? .zero
        #expect(abs(center.x - 300) <= 0.5 && abs(center.y - 300) <= 0.5, "the preview follows the finger: \(center)")
        #expect(((center.x - (previews.first?.bounds.width ?? 0) / 2)).truncatingRemainder(dividingBy: 1) == 0,
                "the preview's corner is on a whole pixel")
        script = harness.script()
        script.up(1)
        harness.send(script)
        #expect(recorder.transcript == """
            itemsForBeginning, previewForLifting, willAnimateLift, sessionWillBegin, \
            canHandle, sessionDidEnter, sessionDidUpdate, willEndWith copy, performDrop, sessionDidTransferItems, \
            previewForDropping, willAnimateDrop
            """)
        frames.advance(by: 0.5)
        #expect(recorder.transcript.hasSuffix("willAnimateDrop, didEndWith copy, concludeDrop, sessionDidEnd"))
        #expect(previews.isEmpty, "the preview is gone once the drop animation ends")
        #expect(harness.window.activeDrag == nil)
    }

    /// UIKit: a proposal's `isPrecise` asks for the drop location to be placed precisely,
    /// offset from the touch; `isPrecise` and `prefersFullSizePreview` are false by default.
    @Test func aPreciseProposalPutsTheDropLocationAboveTheTouch() throws {
        #expect(!UIDropProposal(operation: .copy).isPrecise)
        #expect(!UIDropProposal(operation: .copy).prefersFullSizePreview)
        recorder.configureProposal = { $0.isPrecise = true }
        liftWithAFinger()
        var script = harness.script()
        script.move(1, to: CGPoint(x: 300, y: 300), duration: 0.3, steps: 10)
        harness.send(script)
        // The finger moves along the diagonal. The first update comes before any proposal:
        // the touch itself; the later ones are above it (300 − 220 = 80 at the end).
        let first = try #require(recorder.updateLocations.first)
        #expect(first.x == first.y)
        let last = try #require(recorder.updateLocations.last)
        #expect(last == CGPoint(x: 80, y: 80 - DragDropThresholds.preciseDropOffset), "\(recorder.updateLocations)")
        #expect(DragDropThresholds.preciseDropOffset > 0)
        // Off the destination the location is the touch again.
        script = harness.script()
        script.move(1, to: CGPoint(x: 150, y: 180), duration: 0.1, steps: 2)
        harness.send(script)
        let session = try #require(harness.window.activeDrag?.session)
        #expect(session.location(in: harness.window) == CGPoint(x: 150, y: 180))
        script = harness.script()
        script.up(1)
        harness.send(script)
        frames.advance(by: 0.6)
    }

    /// UIKit: `prefersFullSizePreview` shows the preview at its full, original size rather
    /// than scaled down; the standard drop preview here otherwise shrinks as it fades.
    @Test func aProposalPreferringFullSizeKeepsTheDroppedPreviewFromShrinking() throws {
        var scales: [Bool: CGFloat] = [:]
        for prefersFullSize in [false, true] {
            recorder.configureProposal = { $0.prefersFullSizePreview = prefersFullSize }
            liftWithAFinger()
            var script = harness.script()
            script.move(1, to: CGPoint(x: 300, y: 300), duration: 0.3, steps: 10)
            script.up(1)
            harness.send(script)
            let preview = try #require(previews.first)
            scales[prefersFullSize] = preview.transform.a
            #expect(preview.bounds.size == preview.naturalSize)
            frames.advance(by: 0.6)
            #expect(harness.window.activeDrag == nil)
        }
        #expect(scales[false] == DragDropThresholds.dropScale)
        #expect(scales[true] == 1)
    }

    @Test func liftingOverNoDestinationFliesBackAndCancels() throws {
        liftWithAFinger()
        var script = harness.script()
        script.move(1, to: CGPoint(x: 200, y: 60), duration: 0.2, steps: 5)
        script.up(1)
        harness.send(script)
        #expect(recorder.transcript.hasSuffix("sessionWillBegin, willEndWith cancel, previewForCancelling, willAnimateCancel"))
        let preview = try #require(previews.first)
        frames.advance(by: 0.15)
        // Half-way back, eased: between where it was dropped and where it was lifted from.
        let shown = try #require(preview.layer.presentation()).position
        #expect(shown.x < 200 && shown.x > 70, "x \(shown.x)")
        frames.advance(by: 0.5)
        #expect(recorder.transcript.hasSuffix("willAnimateCancel, didEndWith cancel"))
        #expect(previews.isEmpty)
        #expect(harness.window.activeDrag == nil)
    }

    @Test func aForbiddenProposalCancelsAndTheDestinationHearsExitAndEnd() {
        recorder.operation = .forbidden
        liftWithAFinger()
        var script = harness.script()
        script.move(1, to: CGPoint(x: 300, y: 300), duration: 0.2, steps: 5)
        script.up(1)
        harness.send(script)
        frames.advance(by: 0.5)
        #expect(recorder.transcript.hasSuffix("""
            canHandle, sessionDidEnter, sessionDidUpdate, willEndWith cancel, sessionDidExit, previewForCancelling, \
            willAnimateCancel, didEndWith cancel, sessionDidEnd
            """))
    }

    @Test func leavingADestinationTellsItTheSessionExited() {
        liftWithAFinger()
        var script = harness.script()
        script.move(1, to: CGPoint(x: 300, y: 300), duration: 0.2, steps: 4)
        script.move(1, to: CGPoint(x: 180, y: 60), duration: 0.2, steps: 4)
        script.move(1, to: CGPoint(x: 300, y: 300), duration: 0.2, steps: 4)
        script.up(1)
        harness.send(script)
        frames.advance(by: 0.5)
        // canHandle is asked once per session.
        #expect(recorder.transcript.contains("""
            canHandle, sessionDidEnter, sessionDidUpdate, sessionDidExit, sessionDidEnter, sessionDidUpdate, willEndWith copy
            """))
        #expect(recorder.log.filter { $0 == "canHandle" }.count == 1)
    }

    @Test func aDestinationThatCannotHandleTheSessionIsPassedOver() {
        recorder.canHandle = false
        liftWithAFinger()
        var script = harness.script()
        script.move(1, to: CGPoint(x: 300, y: 300), duration: 0.2, steps: 5)
        script.up(1)
        harness.send(script)
        frames.advance(by: 0.5)
        #expect(!recorder.log.contains("sessionDidEnter"))
        #expect(recorder.transcript.hasSuffix("willAnimateCancel, didEndWith cancel, sessionDidEnd"))
    }

    @Test func movingBeforeTheLiftDelayIsNoDrag() {
        var script = harness.script()
        script.down(1, at: CGPoint(x: 70, y: 70))
        script.move(1, to: CGPoint(x: 90, y: 70), duration: 0.2, steps: 4)
        harness.send(script)
        frames.advance(by: 0.6)
        #expect(recorder.log.isEmpty)
        script = harness.script()
        script.up(1)
        harness.send(script)
        #expect(previews.isEmpty)
    }

    @Test func noItemsMeansNoDrag() {
        recorder.itemsToDrag = { [] }
        liftWithAFinger()
        #expect(recorder.transcript == "itemsForBeginning")
        #expect(previews.isEmpty)
        var script = harness.script()
        script.move(1, to: CGPoint(x: 300, y: 300), duration: 0.2, steps: 5)
        script.up(1)
        harness.send(script)
        #expect(recorder.transcript == "itemsForBeginning")
    }

    func pointer(_ phase: PointerInput.Phase, _ p: CGPoint, _ t: TimeInterval, down: Bool = true) -> InputEvent {
        .pointer(PointerInput(phase: phase, button: phase == .moved ? nil : .left, location: p,
                              buttonsDown: down ? [.left] : [], timestamp: t, deviceID: 4))
    }

    @Test func theMouseLiftsOncePressedAndMovedPastTheThreshold() {
        let t = harness.clock.now
        harness.send([pointer(.pressed, CGPoint(x: 70, y: 70), t + 0.01),
                      pointer(.moved, CGPoint(x: 74, y: 70), t + 0.02)])
        #expect(recorder.log.isEmpty, "4 pt is still a click")
        harness.send([pointer(.moved, CGPoint(x: 76, y: 70), t + 0.03)])
        #expect(recorder.transcript == "itemsForBeginning, previewForLifting, willAnimateLift")
        var events: [InputEvent] = []
        for step in 1...8 {
            events.append(pointer(.moved, CGPoint(x: 76 + 28 * CGFloat(step), y: 70 + 29 * CGFloat(step)), t + 0.03 + 0.02 * Double(step)))
        }
        events.append(pointer(.released, CGPoint(x: 300, y: 302), t + 0.3, down: false))
        harness.send(events)
        frames.advance(by: 0.5)
        #expect(recorder.transcript.hasSuffix("performDrop, sessionDidTransferItems, previewForDropping, willAnimateDrop, didEndWith copy, concludeDrop, sessionDidEnd"))
    }

    @Test func aClickIsNoDrag() {
        let t = harness.clock.now
        harness.send([pointer(.pressed, CGPoint(x: 70, y: 70), t + 0.01), pointer(.released, CGPoint(x: 71, y: 70), t + 0.8, down: false)])
        frames.advance(by: 0.5)
        #expect(recorder.log.isEmpty)
    }

    @Test func theDropLoadsTheItemsAndSeesTheLocalObject() async throws {
        let image = try #require(UIImage(data: NSItemProviderTests.pngData()))
        recorder.itemsToDrag = {
            let item = UIDragItem(itemProvider: NSItemProvider(object: image))
            item.localObject = "card 7"
            return [item]
        }
        var loaded: [UIImage] = []
        var localObject: Any?
        var sessionIsLocal = false
        recorder.onPerformDrop = { session in
            localObject = session.localDragSession?.items.first?.localObject
            sessionIsLocal = session.localDragSession != nil
            #expect(session.canLoadObjects(ofClass: UIImage.self))
            #expect(session.hasItemsConforming(toTypeIdentifiers: ["public.image"]))
            session.loadObjects(ofClass: UIImage.self) { objects in
                loaded = objects.compactMap { $0 as? UIImage }
            }
        }
        liftWithAFinger()
        var script = harness.script()
        script.move(1, to: CGPoint(x: 300, y: 300), duration: 0.2, steps: 5)
        script.up(1)
        harness.send(script)
        #expect(localObject as? String == "card 7")
        #expect(sessionIsLocal)
        #expect(!recorder.log.contains("sessionDidTransferItems"), "the items are not loaded yet")
        for _ in 0..<20 where loaded.isEmpty { await Task.yield() }
        #expect(loaded.first?.size == CGSize(width: 4, height: 3))
        #expect(recorder.log.contains("sessionDidTransferItems"))
        frames.advance(by: 0.5)
        #expect(recorder.transcript.hasSuffix("didEndWith copy, concludeDrop, sessionDidEnd"))
    }

    @Test func aTapOfAnotherFingerAddsItemsToTheRunningDrag() throws {
        let second = UIView(frame: CGRect(x: 20, y: 250, width: 80, height: 80))
        harness.window.addSubview(second)
        let secondRecorder = DragDropRecorder()
        secondRecorder.itemsToAdd = [UIDragItem(itemProvider: NSItemProvider(object: "added" as NSString))]
        let secondDrag = UIDragInteraction(delegate: secondRecorder)
        second.addInteraction(secondDrag)
        liftWithAFinger()
        var script = harness.script()
        script.move(1, to: CGPoint(x: 180, y: 60), duration: 0.1, steps: 3)
        script.tap(2, at: CGPoint(x: 60, y: 290))
        harness.send(script)
        #expect(secondRecorder.transcript == "itemsForAddingTo, previewForLifting", "the adding interaction gives the added item's lift preview")
        #expect(recorder.log.contains("willAdd 1"))
        let driver = try #require(harness.window.activeDrag)
        #expect(driver.session.items.count == 2)
        #expect(previews.count == 2)
        // iOS's count badge: on the frontmost preview's top-right corner, once there are two.
        let badge = try #require(previews.last?.subviews.compactMap { $0 as? DragCountBadgeView }.first)
        #expect(!badge.isHidden && badge.count == 2)
        #expect(badge.center == CGPoint(x: previews.last!.bounds.maxX, y: 0))
        #expect(previews.first?.subviews.contains { $0 is DragCountBadgeView } == false)
        script = harness.script()
        script.up(1)
        harness.send(script)
        frames.advance(by: 0.6)
        #expect(previews.isEmpty)
    }

    @Test func aWindowThatDrawsNoFramesStillEndsItsDrags() {
        // No frame clock: the drop animation's completion never comes; the drag ends by its
        // deadline on the window's clock.
        let bare = GestureHarness()
        let from = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        let onto = UIView(frame: CGRect(x: 220, y: 220, width: 150, height: 150))
        bare.window.addSubview(from)
        bare.window.addSubview(onto)
        let log = DragDropRecorder()
        from.addInteraction(UIDragInteraction(delegate: log))
        onto.addInteraction(UIDropInteraction(delegate: log))
        var script = bare.script()
        script.down(1, at: CGPoint(x: 70, y: 70))
        script.wait(0.6)
        script.move(1, to: CGPoint(x: 300, y: 300), duration: 0.2, steps: 4)
        script.up(1)
        bare.send(script)
        #expect(log.log.contains("performDrop"))
        bare.advance(by: DragDropThresholds.dropDuration + DragDropThresholds.endGrace + 0.01)
        #expect(log.transcript.hasSuffix("didEndWith copy, concludeDrop, sessionDidEnd"))
        #expect(bare.window.activeDrag == nil)
        #expect(!bare.window.subviews.contains { $0 is DragPreviewView })
    }

    @Test func aTouchTakenAwayCancelsTheDrag() {
        liftWithAFinger()
        var script = harness.script()
        script.move(1, to: CGPoint(x: 300, y: 300), duration: 0.2, steps: 5)
        script.cancel(1)
        harness.send(script)
        frames.advance(by: 0.5)
        #expect(recorder.transcript.hasSuffix("willEndWith cancel, sessionDidExit, previewForCancelling, willAnimateCancel, didEndWith cancel, sessionDidEnd"))
        #expect(previews.isEmpty)
        #expect(harness.window.activeDrag == nil)
    }
}
