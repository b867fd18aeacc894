import Foundation
import OpenUIKit

/// A recognizer delegate that records the questions it is asked in a `GestureTranscript`, as
/// "delegate shouldBegin tap", and answers `shouldBegin` from a closure.
@MainActor
public final class TranscriptDelegate: NSObject, UIGestureRecognizerDelegate {
    public let transcript: GestureTranscript
    public var shouldBegin: (UIGestureRecognizer) -> Bool = { _ in true }

    public init(transcript: GestureTranscript) {
        self.transcript = transcript
    }

    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        transcript.append("delegate shouldBegin \(gestureRecognizer.name ?? "?")")
        return shouldBegin(gestureRecognizer)
    }

    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        transcript.append("delegate shouldReceive \(gestureRecognizer.name ?? "?")")
        return true
    }
}
