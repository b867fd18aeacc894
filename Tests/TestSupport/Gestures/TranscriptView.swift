import Foundation
import OpenUIKit

/// A view that records its touch callbacks in a `GestureTranscript` as "view touchesBegan" and so on.
@MainActor
public final class TranscriptView: UIView {
    public let transcript: GestureTranscript
    public let label: String

    public init(frame: CGRect, transcript: GestureTranscript, label: String = "view") {
        self.transcript = transcript
        self.label = label
        super.init(frame: frame)
    }

    /// Nothing is decoded (see `UIView.init(coder:)`): an unlabelled view with a transcript of
    /// its own.
    public required init?(coder: NSCoder) {
        transcript = GestureTranscript()
        label = "view"
        super.init(coder: coder)
    }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        transcript.append("\(label) touchesBegan")
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        transcript.append("\(label) touchesMoved")
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        transcript.append("\(label) touchesEnded")
    }

    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        transcript.append("\(label) touchesCancelled")
    }
}
