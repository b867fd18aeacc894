import Foundation

/// One line of a demo app's frame log (`OPENUIKIT_FRAME_LOG=1`):
/// `frame N pixels=P rects=R method=M render=S present=S input=N latency=S|-` and the frame
/// clock's `target= missed= interval=`, which these tests do not read.
struct FrameLogLine: Sendable {
    var frame: Int
    var pixels: Int
    var renderSeconds: Double
    var presentSeconds: Double
    /// Input events the frame carried, after coalescing.
    var inputEvents: Int
    /// From reading the earliest of them off the X connection to the end of presenting;
    /// nil for a frame no input caused.
    var latencySeconds: Double?
    /// When the test read the line.
    var receivedAt: ContinuousClock.Instant

    /// Nil for lines that are not frame lines.
    init?(_ text: String, receivedAt: ContinuousClock.Instant) {
        let words = text.split(separator: " ")
        guard words.count >= 2, words[0] == "frame", let frame = Int(words[1]) else { return nil }
        var fields: [Substring: Substring] = [:]
        for word in words.dropFirst(2) {
            guard let equals = word.firstIndex(of: "=") else { continue }
            fields[word[..<equals]] = word[word.index(after: equals)...]
        }
        guard let pixels = fields["pixels"].flatMap({ Int($0) }),
              let render = fields["render"].flatMap({ Double($0) }),
              let present = fields["present"].flatMap({ Double($0) }),
              let input = fields["input"].flatMap({ Int($0) }),
              let latency = fields["latency"]
        else { return nil }
        self.frame = frame
        self.pixels = pixels
        renderSeconds = render
        presentSeconds = present
        inputEvents = input
        latencySeconds = latency == "-" ? nil : Double(latency)
        self.receivedAt = receivedAt
    }
}
