import Foundation
import Testing
import TestSupport

/// The PlayingCard app itself, in a real window, driven by real input: XTest pointer events
/// under Xvfb, and real XI2 touches from Xorg's inputtest driver. Every check reads the
/// window's pixels back.
@Suite("PlayingCard (live)")
struct PlayingCardLiveTests {
    static let white = PixelBuffer.Pixel(red: 255, green: 255, blue: 255)
    /// CardTableView.feltColor in 8 bits.
    static let felt = PixelBuffer.Pixel(red: 13, green: 97, blue: 48)
    /// Channel tolerance for flat colours.
    static let tolerance = 6

    /// The share of white pixels in a rect of the window (0…1).
    static func whiteFraction(_ pixels: PixelBuffer, x: ClosedRange<Int>, y: ClosedRange<Int>) -> Double {
        var white = 0
        for py in y { for px in x where pixels.pixel(x: px, y: py).maximumChannelDifference(from: Self.white) <= tolerance { white += 1 } }
        return Double(white) / Double(x.count * y.count)
    }

    /// The leftmost white pixel of row `y`, or nil.
    static func leftmostWhite(_ pixels: PixelBuffer, y: Int) -> Int? {
        (0..<pixels.width).first { pixels.pixel(x: $0, y: y).maximumChannelDifference(from: Self.white) <= tolerance }
    }

    /// Where the pointer's input comes from.
    enum PointerInput: String, CaseIterable, CustomTestStringConvertible {
        /// XInput 2 events, as on any current X server.
        case xinput2
        /// Core X events only, as without XInput 2. No current server can be started without
        /// the extension (Xvfb and Xorg print "can not be disabled"), so the app is told to
        /// ignore it: the same path it takes when the server lacks it.
        case coreEventsOnly

        var testDescription: String { rawValue }
        var environment: [String: String] { self == .coreEventsOnly ? ["OPENUIKIT_XINPUT": "off"] : [:] }
    }

    @Test(arguments: PointerInput.allCases)
    func aClickFlipsAFlickDealsAndASlowDragMovesTheCard(input: PointerInput) async throws {
        try await XServer.withXvfb { server in
            let app = try await AppRun("PlayingCard", displayName: server.displayName,
                                       arguments: ["--card", "5H", "--seed", "1", "--size", "400x560"], environment: input.environment)
            let usesCoreEvents = app.child.standardErrorLines.contains { $0.contains("using core mouse events") }
            #expect(usesCoreEvents == (input == .coreEventsOnly), "\(app.child.transcript)")
            let xtest = try XTestInjector(displayName: server.displayName)
            let (ox, oy) = try app.origin()
            // The card: 5:8, as tall as the room above the status line → 319×510 at (41, 8) in a
            // 400×560 window, with 25 points of felt to the margin on either side.
            let inner = (x: 70...330, y: 90...470)
            let first = try await app.capture()
            #expect(Self.whiteFraction(first, x: inner.x, y: inner.y) > 0.6, "face up: mostly white")

            // Click: the card turns face down (the back is dark blue).
            var frames = app.framesPresented
            xtest.movePointer(toX: ox + 200, y: oy + 280)
            xtest.click()
            await app.waitForFrames(after: frames)
            let flipped = try await app.capture()
            #expect(Self.whiteFraction(flipped, x: inner.x, y: inner.y) < 0.3, "face down: the back shows")

            // A quick drag to the left is a swipe: the next card is dealt face up.
            frames = app.framesPresented
            xtest.movePointer(toX: ox + 300, y: oy + 280)
            xtest.pressButton(1)
            for step in 1...5 {
                xtest.movePointer(toX: ox + 300 - 40 * step, y: oy + 280)
                try await Task.sleep(for: .milliseconds(8))
            }
            xtest.releaseButton(1)
            await app.waitForFrames(after: frames)
            let dealt = try await app.capture()
            #expect(Self.whiteFraction(dealt, x: inner.x, y: inner.y) > 0.6, "a new card, face up")
            #expect(dealt != first, "another card than the 5♥")
            #expect(Self.leftmostWhite(dealt, y: 280) == Self.leftmostWhite(first, y: 280), "a swipe does not move the card")

            // A slow drag moves the card by as much as the pointer moved (20 px: within the room
            // to the margin).
            let before = try #require(Self.leftmostWhite(dealt, y: 280))
            frames = app.framesPresented
            xtest.movePointer(toX: ox + 200, y: oy + 280)
            xtest.pressButton(1)
            for step in 1...10 {
                xtest.movePointer(toX: ox + 200 + 2 * step, y: oy + 280)
                try await Task.sleep(for: .milliseconds(20))
            }
            xtest.releaseButton(1)
            await app.waitForFrames(after: frames)
            let moved = try await app.capture()
            let after = try #require(Self.leftmostWhite(moved, y: 280))
            #expect(abs(after - before - 20) <= 2, "moved by 20 px: \(before) → \(after)")
        }
    }

    @Test func twoFingersDragTwoCardsAtOnce() async throws {
        try await InputTestServer.withShared { xorg in
            let app = try await AppRun("PlayingCard", displayName: xorg.displayName,
                                       arguments: ["--table", "2", "--seed", "3", "--size", "800x500"])
            let (ox, oy) = try app.origin()
            // The cards fly in from the deck first: wait until the frames stop.
            await app.waitForFrames(after: 0)
            // Two cards side by side, centred at (200, 250) and (600, 250), their tops near y = 27.
            let before = try await app.capture()
            for x in [200, 600] {
                #expect(before.pixel(x: x, y: 55).maximumChannelDifference(from: Self.white) <= Self.tolerance, "card at x=\(x)")
            }
            let frames = app.framesPresented
            let screen = xorg.touchscreen
            try screen.touch(id: 1, phase: .begin, x: Double(ox + 200), y: Double(oy + 250))
            try screen.touch(id: 2, phase: .begin, x: Double(ox + 600), y: Double(oy + 250))
            for step in 1...20 {
                try screen.touch(id: 1, phase: .update, x: Double(ox + 200), y: Double(oy + 250 + 5 * step))
                try screen.touch(id: 2, phase: .update, x: Double(ox + 600), y: Double(oy + 250 + 5 * step))
                try screen.sync()
                try await Task.sleep(for: .milliseconds(10))
            }
            try screen.touch(id: 1, phase: .end, x: Double(ox + 200), y: Double(oy + 350))
            try screen.touch(id: 2, phase: .end, x: Double(ox + 600), y: Double(oy + 350))
            try screen.sync()
            await app.waitForFrames(after: frames)
            let after = try await app.capture()
            for x in [200, 600] {
                #expect(after.pixel(x: x, y: 55).maximumChannelDifference(from: Self.felt) <= Self.tolerance,
                        "the card at x=\(x) moved down and the felt shows where its top was: \(after.pixel(x: x, y: 55))")
                #expect(after.pixel(x: x, y: 160).maximumChannelDifference(from: Self.white) <= Self.tolerance,
                        "its new top edge is below: \(after.pixel(x: x, y: 160))")
            }
        }
    }

    /// A click starts the lecture's 0.6 s flip: frames come at the display's rate while it
    /// runs and stop after it; a picture taken mid-flip is neither the face nor the back.
    @Test func aClickAnimatesTheFlipAtTheRefreshRateAndThenGoesQuiet() async throws {
        try await XServer.withXvfb { server in
            let app = try await AppRun("PlayingCard", displayName: server.displayName,
                                       arguments: ["--card", "5H", "--seed", "1", "--size", "400x560"])
            let xtest = try XTestInjector(displayName: server.displayName)
            let (ox, oy) = try app.origin()
            let face = try await app.capture()
            let before = app.framesPresented
            xtest.movePointer(toX: ox + 200, y: oy + 280)
            xtest.click()
            // About a third of the way into the flip: the card is narrowed.
            try await Task.sleep(for: .milliseconds(250))
            let middle = try await app.capture()
            await app.waitForFrames(after: before, settle: .milliseconds(300))
            let back = try await app.capture()
            #expect(middle != face && middle != back, "mid-flip differs from both ends")
            #expect(back != face)

            let lines = app.child.standardOutputLines.filter { $0.hasPrefix("frame ") }.dropFirst(before)
            let intervals = lines.compactMap { line -> Double? in
                line.split(separator: " ").first { $0.hasPrefix("interval=") }.flatMap { Double($0.dropFirst("interval=".count)) }
            }
            // Xvfb reports no refresh rate, so the clock runs at the 60 Hz fallback: about 36
            // frames for 0.6 s (one per refresh; a busy machine drops some).
            #expect(lines.count >= 18 && lines.count <= 45, "\(lines.count) frames for the flip")
            let sorted = intervals.dropFirst().sorted()
            let median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
            #expect(abs(median - 1.0 / 60) < 0.004, "median interval \(median) s")
            // Then quiet: nothing animates, nothing is drawn.
            let settled = app.framesPresented
            try await Task.sleep(for: .milliseconds(500))
            #expect(app.framesPresented == settled, "no frames once the flip is over")
        }
    }
}
