import Foundation
import Testing
@testable import OpenUIKit

/// `UIDropInteraction.allowsSimultaneousDropSessions`: a second drop session (a drag from
/// another program while the app's own is over the view) is offered to the interaction only
/// when it allows simultaneous sessions.
@Suite(.serialized)
@MainActor
struct SimultaneousDropSessionTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let recorder = DragDropRecorder()
    let outerRecorder = DragDropRecorder()
    let interaction: UIDropInteraction
    let outerInteraction: UIDropInteraction

    init() {
        let outer = UIView(frame: window.bounds)
        let inner = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        window.addSubview(outer)
        outer.addSubview(inner)
        interaction = UIDropInteraction(delegate: recorder)
        inner.addInteraction(interaction)
        outerInteraction = UIDropInteraction(delegate: outerRecorder)
        outer.addInteraction(outerInteraction)
        window.makeKeyAndVisible()
    }

    func session() -> DragDropSession {
        DragDropSession(items: [UIDragItem(itemProvider: NSItemProvider(object: "x" as NSString))], window: window,
                        location: CGPoint(x: 50, y: 50), allowsMove: true, restricted: false, isLocal: false)
    }

    @Test func aSecondSessionIsNotOfferedWhileOneIsOver() {
        let first = DropTargetTracker(session: session())
        first.update(in: window)
        #expect(first.destination === interaction)
        let asked = recorder.log.filter { $0 == "canHandle" }.count
        let second = DropTargetTracker(session: session())
        second.update(in: window)
        #expect(second.destination === outerInteraction, "the busy view's interaction is passed over")
        #expect(recorder.log.filter { $0 == "canHandle" }.count == asked, "its delegate is not asked")
        // Once the first leaves, the second is offered again.
        first.exit()
        first.endSession()
        second.update(in: window)
        #expect(second.destination === interaction)
        second.exit()
        second.endSession()
    }

    @Test func allowingSimultaneousSessionsOffersBoth() {
        interaction.allowsSimultaneousDropSessions = true
        let first = DropTargetTracker(session: session())
        let second = DropTargetTracker(session: session())
        first.update(in: window)
        second.update(in: window)
        #expect(first.destination === interaction && second.destination === interaction)
        first.endSession()
        second.endSession()
    }

    @Test func aSessionThatDroppedStaysOverUntilItEnds() {
        let first = DropTargetTracker(session: session())
        first.update(in: window)
        let second = DropTargetTracker(session: session())
        second.update(in: window)
        #expect(second.destination === outerInteraction)
        // Ending (after its drop) frees the interaction.
        first.endSession()
        second.update(in: window)
        #expect(second.destination === interaction)
    }
}
