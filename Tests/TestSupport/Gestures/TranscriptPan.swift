import Foundation
import OpenUIKit

/// A pan recognizer that records its touch callbacks and resets in a `GestureTranscript`, as
/// "pan touchesBegan" and "pan reset" (its `name`).
@MainActor
public final class TranscriptPan: UIPanGestureRecognizer {
    public let transcript: GestureTranscript

    public init(transcript: GestureTranscript, name: String) {
        self.transcript = transcript
        super.init(target: nil, action: nil)
        transcript.recordStates(of: self, as: name)
    }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        transcript.append("\(name ?? "?") touchesBegan")
        super.touchesBegan(touches, with: event)
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        transcript.append("\(name ?? "?") touchesMoved")
        super.touchesMoved(touches, with: event)
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        transcript.append("\(name ?? "?") touchesEnded")
        super.touchesEnded(touches, with: event)
    }

    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        transcript.append("\(name ?? "?") touchesCancelled")
        super.touchesCancelled(touches, with: event)
    }

    public override func reset() {
        super.reset()
        transcript.append("\(name ?? "?") reset")
    }
}
