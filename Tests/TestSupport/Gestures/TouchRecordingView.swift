import Foundation
import OpenUIKit

/// A view that logs the touch callbacks it receives, as "began", "moved", "ended",
/// "cancelled", each with the number of touches in the call.
@MainActor
public final class TouchRecordingView: UIView {
    public private(set) var log: [String] = []
    /// Passes the calls on up the responder chain too, as UIKit's defaults do.
    public var forwardsToNext = false

    public var logText: String { log.joined(separator: ", ") }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("began")
        if forwardsToNext { super.touchesBegan(touches, with: event) }
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("moved")
        if forwardsToNext { super.touchesMoved(touches, with: event) }
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("ended")
        if forwardsToNext { super.touchesEnded(touches, with: event) }
    }

    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("cancelled")
        if forwardsToNext { super.touchesCancelled(touches, with: event) }
    }

    public func clearLog() {
        log.removeAll()
    }
}
