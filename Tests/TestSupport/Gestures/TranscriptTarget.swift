import Foundation
import OpenUIKit

/// An action target that records each action in a `GestureTranscript` as "action pan began" (the
/// recognizer's name and the state it reads during the action), then runs `onAction`.
@MainActor
public final class TranscriptTarget {
    public let transcript: GestureTranscript
    /// Runs inside each action, after it is recorded: app code that reacts to the gesture.
    public var onAction: (UIGestureRecognizer) -> Void = { _ in }

    public init(transcript: GestureTranscript) {
        self.transcript = transcript
    }

    public func handle(_ recognizer: UIGestureRecognizer) {
        transcript.append("action \(recognizer.name ?? "?") \(recognizer.state)")
        onAction(recognizer)
    }
}
