import Foundation
import Testing
import TestSupport

/// The table's physics with a real touch: Xorg's inputtest driver flings a card, and the
/// window's pixels show it sliding, bouncing off the table's edge and coming to rest, after
/// which the app presents no more frames.
@Suite("PlayingCard dynamics (live)")
struct PlayingCardDynamicsLiveTests {
    /// How far inside the card's outline its white face can end, in pixels (the rounded
    /// corner and the edge line), and then some for a card turned a little.
    static let edgeInset = 15

    /// The horizontal extent of the card's white face in `pixels`, over the rows a card of
    /// the 800 × 500 table covers (the status line below is left out).
    static func cardExtent(_ pixels: PixelBuffer) -> ClosedRange<Int>? {
        var low = Int.max, high = Int.min
        for y in stride(from: 40, through: 420, by: 20) {
            for x in 0..<pixels.width where pixels.pixel(x: x, y: y).maximumChannelDifference(from: PlayingCardLiveTests.white) <= PlayingCardLiveTests.tolerance {
                low = min(low, x)
                high = max(high, x)
            }
        }
        return low <= high ? low...high : nil
    }

    @Test func aTouchFlungCardSlidesBouncesOffTheEdgeRestsAndTheFramesStop() async throws {
        try await InputTestServer.withShared { xorg in
            let app = try await AppRun("PlayingCard", displayName: xorg.displayName,
                                       arguments: ["--table", "1", "--seed", "3", "--size", "800x500"])
            let (ox, oy) = try app.origin()
            // The card flies in from the deck first: wait until the frames stop.
            await app.waitForFrames(after: 0)
            let start = try #require(Self.cardExtent(try await app.capture()), "a card on the table")
            #expect(start.upperBound < 700, "room to fling it right: \(start)")
            let grab = (x: Double(ox + (start.lowerBound + start.upperBound) / 2), y: Double(oy + 250))

            // A fling to the right: 40 px every 8 ms, about 5,000 px/s, then the finger lifts.
            let frames = app.framesPresented
            let screen = xorg.touchscreen
            try screen.touch(id: 1, phase: .begin, x: grab.x, y: grab.y)
            try screen.sync()
            for step in 1...6 {
                try await Task.sleep(for: .milliseconds(8))
                try screen.touch(id: 1, phase: .update, x: grab.x + Double(40 * step), y: grab.y)
                try screen.sync()
            }
            try screen.touch(id: 1, phase: .end, x: grab.x + 240, y: grab.y)
            try screen.sync()

            // Follow the card while it moves: it reaches the table's right edge (its white face
            // ends a few pixels inside the card's outline) and then comes back off it.
            var trace: [ClosedRange<Int>] = []
            let deadline = ContinuousClock.now + .seconds(6)
            var quietSince = ContinuousClock.now
            var seenFrames = app.framesPresented
            while ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(30))
                if let extent = Self.cardExtent(try await app.capture()) { trace.append(extent) }
                let now = app.framesPresented
                if now != seenFrames { seenFrames = now; quietSince = ContinuousClock.now }
                if ContinuousClock.now - quietSince > .milliseconds(400) { break }
            }
            #expect(app.framesPresented - frames > 20, "the flight was animated: \(app.framesPresented - frames) frames")
            let atEdge = trace.firstIndex { $0.upperBound >= 800 - Self.edgeInset }
            #expect(atEdge != nil, "the card reached the table's right edge: \(trace)")
            if let atEdge {
                // 40 px back: under load the 8 ms touch steps stretch, the fling is slower and
                // the bounce shorter (a loaded CI run saw less than 100 px), but it is a bounce.
                #expect(trace[atEdge...].contains { $0.upperBound < trace[atEdge].upperBound - 40 }, "and bounced back off it: \(trace)")
            }

            // At rest: where it lies now, and no more frames while nothing happens.
            let rest = try #require(Self.cardExtent(try await app.capture()))
            #expect(rest.lowerBound > start.lowerBound, "it lies right of where it started: \(start) → \(rest)")
            let quiet = app.framesPresented
            try await Task.sleep(for: .seconds(1))
            #expect(app.framesPresented == quiet, "0 frames once the card rests")
        }
    }
}
