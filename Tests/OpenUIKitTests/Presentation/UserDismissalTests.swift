import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// A delegate that writes what it is asked into the transcript, and answers as told.
@MainActor
final class RecordingPresentationDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    let transcript: LifecycleTranscript
    var allowsDismissal = true
    var compactStyle: UIModalPresentationStyle?

    init(_ transcript: LifecycleTranscript) { self.transcript = transcript }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        transcript.lines.append("shouldDismiss")
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        transcript.lines.append("willDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        transcript.lines.append("didDismiss")
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        transcript.lines.append("didAttemptToDismiss")
    }
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        compactStyle ?? controller.adaptivePresentationStyle(for: traitCollection)
    }
}

/// Dismissals the user starts: Esc, a swipe down on a sheet, a tap outside a popover. UIKit's
/// documentation of `UIAdaptivePresentationControllerDelegate`: `presentationControllerShouldDismiss`
/// is asked first; `isModalInPresentation` refuses without asking, and either refusal calls
/// `presentationControllerDidAttemptToDismiss`; `WillDismiss` comes as the dismissal begins
/// and `DidDismiss` once it is over; none of them for `dismiss(animated:completion:)`.
@MainActor
@Suite("User dismissals of sheets and popovers", .serialized)
struct UserDismissalTests {
    let transcript = LifecycleTranscript()
    let harness = GestureHarness(size: CGSize(width: 1024, height: 768))
    let frames: HeadlessFrameClock
    let root: RecordingViewController
    let delegate: RecordingPresentationDelegate

    init() {
        root = RecordingViewController("A", transcript)
        harness.window.rootViewController = root
        harness.window.makeKeyAndVisible()
        frames = HeadlessFrameClock(window: harness.window)
        frames.advance(by: 0.1)
        delegate = RecordingPresentationDelegate(transcript)
        _ = transcript.take()
    }

    func presentSheet(_ style: UIModalPresentationStyle = .formSheet) -> RecordingViewController {
        let sheet = RecordingViewController("B", transcript)
        sheet.modalPresentationStyle = style
        sheet.presentationController?.delegate = delegate
        root.present(sheet, animated: true)
        frames.advance(by: 0.5)
        _ = transcript.take()
        return sheet
    }

    func pressEscape() {
        let application = UIApplication.shared
        let previous = application.keyWindow
        application.keyWindow = harness.window
        defer { application.keyWindow = previous }
        let key = UIKey(characters: "\u{1B}", charactersIgnoringModifiers: "\u{1B}", keyCode: .keyboardEscape)
        application.sendInput(.key(KeyInput(isDown: true, key: key, timestamp: 0)))
        application.sendInput(.key(KeyInput(isDown: false, key: key, timestamp: 0.05)))
    }

    @Test func escapeDismissesTheTopSheetAskingTheDelegate() {
        let sheet = presentSheet()
        pressEscape()
        #expect(transcript.take() == ["shouldDismiss", "willDismiss", "B.viewWillDisappear(animated)"])
        frames.advance(by: 0.5)
        #expect(transcript.take() == ["B.viewDidDisappear(animated)", "didDismiss"])
        #expect(root.presentedViewController == nil && sheet.presentingViewController == nil)
    }

    @Test func escapeIsRefusedByTheDelegateOrByModalInPresentation() {
        let sheet = presentSheet()
        delegate.allowsDismissal = false
        pressEscape()
        #expect(transcript.take() == ["shouldDismiss", "didAttemptToDismiss"])
        delegate.allowsDismissal = true
        sheet.isModalInPresentation = true
        pressEscape()
        #expect(transcript.take() == ["didAttemptToDismiss"], "isModalInPresentation refuses without asking")
        frames.advance(by: 0.5)
        #expect(root.presentedViewController === sheet)
    }

    @Test func aKeyCommandOfTheSheetsOwnTakesEscapeFirst() {
        final class EscapeTaker: UIViewController {
            var taken = 0
            override var keyCommands: [UIKeyCommand]? {
                [UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Selector(EscapeTaker.take))]
            }
            func take(_ sender: UIKeyCommand) { taken += 1 }
        }
        let sheet = EscapeTaker()
        sheet.presentationController?.delegate = delegate
        root.present(sheet, animated: false)
        frames.advance(by: 0.1)
        pressEscape()
        #expect(sheet.taken == 1)
        #expect(transcript.take().isEmpty && root.presentedViewController === sheet)
    }

    @Test func escapeLeavesAFullScreenPresentationAlone() {
        let cover = RecordingViewController("B", transcript)
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        frames.advance(by: 0.1)
        pressEscape()
        frames.advance(by: 0.5)
        #expect(root.presentedViewController === cover)
    }

    @Test func aLongSwipeDownDismissesTheSheetAndAShortOneSpringsBack() {
        let sheet = presentSheet()
        let card = sheet.view.frame
        var script = harness.script()
        script.down(1, at: CGPoint(x: card.midX, y: card.minY + 40))
        script.move(1, to: CGPoint(x: card.midX, y: card.minY + 100), duration: 0.3, steps: 6)
        harness.send(script)
        #expect(transcript.take() == ["shouldDismiss", "willDismiss", "B.viewWillDisappear(animated)"])
        #expect(sheet.view.frame.minY > card.minY + 30, "the card follows the finger")
        script = harness.script()
        script.up(1)
        harness.send(script)
        frames.advance(by: 0.5)
        #expect(transcript.take() == ["B.viewWillAppear(animated)", "B.viewIsAppearing(animated)", "B.viewDidAppear(animated)"],
                "a short swipe springs back, and the sheet appears again")
        #expect(sheet.view.frame == card && root.presentedViewController === sheet)

        script = harness.script()
        script.down(1, at: CGPoint(x: card.midX, y: card.minY + 40))
        script.move(1, to: CGPoint(x: card.midX, y: card.minY + 400), duration: 0.4, steps: 8)
        script.up(1)
        harness.send(script)
        frames.advance(by: 0.6)
        #expect(transcript.take() == ["shouldDismiss", "willDismiss", "B.viewWillDisappear(animated)",
                                      "B.viewDidDisappear(animated)", "didDismiss"])
        #expect(root.presentedViewController == nil)
    }

    @Test func aSwipeOnAModalSheetOnlyGivesALittle() {
        let sheet = presentSheet()
        sheet.isModalInPresentation = true
        let card = sheet.view.frame
        var script = harness.script()
        script.down(1, at: CGPoint(x: card.midX, y: card.minY + 40))
        script.move(1, to: CGPoint(x: card.midX, y: card.minY + 440), duration: 0.4, steps: 8)
        harness.send(script)
        #expect(sheet.view.frame.minY < card.minY + 80, "resisted")
        script = harness.script()
        script.up(1)
        harness.send(script)
        frames.advance(by: 0.5)
        #expect(transcript.take() == ["didAttemptToDismiss"])
        #expect(root.presentedViewController === sheet && sheet.view.frame == card)
    }

    @Test func programmaticDismissalDoesNotTellTheDelegate() {
        _ = presentSheet()
        root.dismiss(animated: true)
        frames.advance(by: 0.5)
        #expect(transcript.take() == ["B.viewWillDisappear(animated)", "B.viewDidDisappear(animated)"])
    }
}
