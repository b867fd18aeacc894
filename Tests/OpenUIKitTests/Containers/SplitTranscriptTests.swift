import Foundation
import Testing
@testable import OpenUIKit

/// A split view collapsing and expanding on screen, call by call.
///
/// What is pinned: UIKit documents that collapsing pushes the secondary controller onto the
/// primary navigation controller (`UINavigationController`'s collapse behaviour, through
/// `splitViewController(_:collapseSecondary:onto:)`), and that expanding takes it back
/// (`separateSecondaryFrom:`); containment follows UIKit's contract (`willMove(toParent:)`
/// before, `didMove(toParent:)` after each move). The order of appearance calls within a
/// collapse is not documented; this is the order OpenUIKit makes them in: the detail leaves
/// the split view (disappearing with its view), then arrives in the stack as a push does.
@MainActor
@Suite("UISplitViewController transcripts")
struct SplitTranscriptTests {
    let transcript = LifecycleTranscript()

    @Test func collapsingAndExpandingOnScreen() {
        let master = ContainerRecordingController("master", transcript)
        let detail = ContainerRecordingController("detail", transcript)
        let nav = UINavigationController(rootViewController: master)
        let split = UISplitViewController()
        split.viewControllers = [nav, detail]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        window.rootViewController = split
        window.makeKeyAndVisible()
        window.renderIfNeeded()
        #expect(transcript.take() == [
            "master.willMove(nav)", "master.didMove(nav)", "detail.willMove(split)", "detail.didMove(split)",
            // The columns' views load as they are placed, just before the split view joins
            // the window; they appear as it does, primary first.
            "master.viewDidLoad", "detail.viewDidLoad", "master.viewWillAppear", "detail.viewWillAppear",
            "master.viewDidAppear", "detail.viewDidAppear",
        ])
        window.frame = CGRect(x: 0, y: 0, width: 500, height: 768)
        window.renderIfNeeded()
        #expect(transcript.take() == [
            "detail.willMove(nil)", "detail.viewWillDisappear", "detail.viewDidDisappear", "detail.didMove(nil)",
            "detail.willMove(nav)", "master.viewWillDisappear", "detail.viewWillAppear", "master.viewDidDisappear",
            "detail.didMove(nav)", "detail.viewDidAppear",
        ])
        window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
        window.renderIfNeeded()
        #expect(transcript.take() == [
            "detail.willMove(nil)", "detail.viewWillDisappear", "master.viewWillAppear", "detail.viewDidDisappear", "detail.didMove(nil)",
            "detail.willMove(split)", "detail.didMove(split)", "detail.viewWillAppear", "master.viewDidAppear", "detail.viewDidAppear",
        ])
        #expect(split.viewControllers == [nav, detail])
    }
}
