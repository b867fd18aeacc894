import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// A drag carried out of the app to another program's window, through the window's
/// `ExternalDragChannel` (X11's XDND source on a display; a stand-in here): the source's
/// delegate hears the drag as UIKit tells a drag that another app took — `sessionDidMove`
/// on each move, `willEndWith` with the other app's operation at the release, then
/// `sessionDidTransferItems` and `didEndWith` once the other app has finished — and
/// `.cancel` when the other app refused, left or never finished.
@Suite(.serialized)
@MainActor
struct ExternalDragTests {
    /// Another program's window right of x = 380 (window points).
    final class OtherProgram: ExternalDragChannel {
        var log: [String] = []
        var accepts: UIDropOperation? = .copy
        var finish: ((UIDropOperation?) -> Void)?
        private(set) var proposedOperation: UIDropOperation?

        func dragMoved(_ session: DragDropSession, to location: CGPoint) -> Bool {
            guard location.x > 380 else { return false }
            if log.last != "over" { log.append("over") }
            proposedOperation = accepts
            return true
        }

        func drop(_ session: DragDropSession, finished: @escaping @MainActor (UIDropOperation?) -> Void) {
            log.append("drop")
            finish = finished
        }

        func leave(_ session: DragDropSession) {
            log.append("leave")
            proposedOperation = nil
        }
    }

    let harness = GestureHarness()
    let frames: HeadlessFrameClock
    let source = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
    let destination = UIView(frame: CGRect(x: 220, y: 220, width: 150, height: 150))
    let recorder = DragDropRecorder()
    let other = OtherProgram()

    init() {
        frames = HeadlessFrameClock(window: harness.window)
        source.backgroundColor = .systemBlue
        harness.window.addSubview(source)
        harness.window.addSubview(destination)
        source.addInteraction(UIDragInteraction(delegate: recorder))
        destination.addInteraction(UIDropInteraction(delegate: recorder))
        harness.window.externalDragChannel = other
        harness.window.renderIfNeeded()
    }

    /// Lifts the source with a finger, carries it over the app's destination and out to the
    /// other program, and lets go there.
    func dragOutAndRelease() {
        var script = harness.script()
        script.down(1, at: CGPoint(x: 70, y: 70))
        harness.send(script)
        frames.advance(by: 0.9)
        script = harness.script()
        script.move(1, to: CGPoint(x: 300, y: 300), duration: 0.2, steps: 4)
        script.move(1, to: CGPoint(x: 395, y: 300), duration: 0.2, steps: 4)
        script.up(1)
        harness.send(script)
    }

    @Test func anotherProgramThatTakesACopyEndsTheDragWithCopy() throws {
        dragOutAndRelease()
        #expect(other.log == ["over", "drop"])
        #expect(recorder.transcript.hasSuffix("""
            canHandle, sessionDidEnter, sessionDidUpdate, sessionDidExit, willEndWith copy
            """), "the app's destination heard the drag leave for the other program")
        #expect(recorder.moves == 9, "eight moves and the release's")
        frames.advance(by: 0.5)
        #expect(harness.window.activeDrag != nil, "the drag waits for the other program's finish")
        let finish = try #require(other.finish)
        finish(.copy)
        #expect(recorder.transcript.hasSuffix("willEndWith copy, sessionDidTransferItems, didEndWith copy, sessionDidEnd"))
        #expect(harness.window.activeDrag == nil)
        #expect(!harness.window.subviews.contains { $0 is DragPreviewView })
    }

    @Test func aMoveTheSourceDoesNotAllowEndsAsACopy() throws {
        other.accepts = .move
        recorder.allowsMove = false
        dragOutAndRelease()
        let finish = try #require(other.finish)
        finish(.move)
        #expect(recorder.transcript.hasSuffix("willEndWith copy, sessionDidTransferItems, didEndWith copy, sessionDidEnd"))
    }

    @Test func aRefusalLeavesTheOtherProgramAndCancels() {
        other.accepts = nil
        dragOutAndRelease()
        frames.advance(by: 0.6)
        #expect(other.log == ["over", "leave"])
        #expect(recorder.transcript.hasSuffix("willEndWith cancel, previewForCancelling, willAnimateCancel, didEndWith cancel, sessionDidEnd"))
        #expect(harness.window.activeDrag == nil)
    }

    @Test func aDropTheOtherProgramNeverFinishesEndsAsCancelled() throws {
        dragOutAndRelease()
        // The channel gives up (XDND's finish timeout) and says so with nil.
        let finish = try #require(other.finish)
        finish(nil)
        #expect(recorder.transcript.hasSuffix("willEndWith copy, didEndWith cancel, sessionDidEnd"))
    }

    @Test func comingBackIntoTheWindowLeavesTheOtherProgram() {
        var script = harness.script()
        script.down(1, at: CGPoint(x: 70, y: 70))
        harness.send(script)
        frames.advance(by: 0.9)
        script = harness.script()
        script.move(1, to: CGPoint(x: 395, y: 300), duration: 0.2, steps: 4)
        script.move(1, to: CGPoint(x: 300, y: 300), duration: 0.2, steps: 4)
        script.up(1)
        harness.send(script)
        frames.advance(by: 0.6)
        #expect(other.log == ["over", "leave"])
        #expect(recorder.transcript.hasSuffix("willEndWith copy, performDrop, sessionDidTransferItems, previewForDropping, willAnimateDrop, didEndWith copy, concludeDrop, sessionDidEnd"))
    }

    @Test func aSessionRestrictedToTheAppNeverReachesAnotherProgram() {
        recorder.restricted = true
        dragOutAndRelease()
        frames.advance(by: 0.6)
        #expect(other.log.isEmpty)
        #expect(recorder.transcript.hasSuffix("didEndWith cancel, sessionDidEnd"))
    }
}
