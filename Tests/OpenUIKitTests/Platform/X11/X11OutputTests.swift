import Foundation
@testable import OpenUIKit
import Testing

/// Reading a monitor's refresh rate from its XRandR mode, and finding the monitor a window
/// is on, without a server.
@Suite("X11Output")
struct X11OutputTests {
    /// Rates are compared to 0.01 Hz: the modes' pixel clocks are given in whole kHz.
    static let hertzTolerance = 0.01

    @Test(arguments: [
        // The Xorg dummy driver's 1280×1024 mode used by the live tests (VESA 85 Hz).
        (157_500_000 as UInt64, 1728 as UInt32, 1072 as UInt32, false, false, 85.02),
        // VESA 1280×1024 at 60 Hz.
        (108_000_000, 1688, 1066, false, false, 60.02),
        // 1080i: 60 fields a second, each half the lines.
        (74_250_000, 2200, 1125, true, false, 60.00),
        // A double-scanned 320×240 mode sends every line twice.
        (12_587_500, 400, 262, false, true, 60.05),
    ])
    func rateFromModeTimings(dotClock: UInt64, horizontal: UInt32, vertical: UInt32, interlaced: Bool, doubleScan: Bool, hertz: Double) throws {
        let rate = try #require(X11Output.refreshRate(dotClock: dotClock, horizontalTotal: horizontal, verticalTotal: vertical,
                                                      interlaced: interlaced, doubleScan: doubleScan))
        #expect(abs(rate - hertz) < X11OutputTests.hertzTolerance, "\(rate)")
    }

    @Test func timingsThatNoMonitorHasGiveNoRate() {
        // Xvfb: a mode with a zero dot clock and zero totals.
        #expect(X11Output.refreshRate(dotClock: 0, horizontalTotal: 0, verticalTotal: 0, interlaced: false, doubleScan: false) == nil)
        #expect(X11Output.refreshRate(dotClock: 108_000_000, horizontalTotal: 0, verticalTotal: 1066, interlaced: false, doubleScan: false) == nil)
        // A hand-written modeline with totals the size of the visible area: 2.1 kHz.
        #expect(X11Output.refreshRate(dotClock: 1_000_000_000, horizontalTotal: 800, verticalTotal: 600, interlaced: false, doubleScan: false) == nil)
        // Slower than any film mode: 5 Hz.
        #expect(X11Output.refreshRate(dotClock: 9_000_000, horizontalTotal: 1800, verticalTotal: 1000, interlaced: false, doubleScan: false) == nil)
    }

    @Test func theWindowFollowsTheMonitorShowingMostOfIt() {
        let left = X11Output(x: 0, y: 0, width: 1920, height: 1080, refreshRate: 60)
        let right = X11Output(x: 1920, y: 0, width: 2560, height: 1440, refreshRate: 144)
        let outputs = [left, right]
        #expect(X11Output.showingMost(of: 100, 100, 800, 600, among: outputs) == left)
        // 300 pixels on the left, 500 on the right.
        #expect(X11Output.showingMost(of: 1620, 100, 800, 600, among: outputs) == right)
        // Exactly half on each: the first listed.
        #expect(X11Output.showingMost(of: 1520, 100, 800, 600, among: outputs) == left)
        #expect(X11Output.showingMost(of: 5000, 3000, 800, 600, among: outputs) == nil, "off every monitor")
        #expect(X11Output.showingMost(of: 0, 0, 800, 600, among: []) == nil)
    }

    @Test func mirroredMonitorsShowTheWholeWindowAndTheFirstWins() {
        let a = X11Output(x: 0, y: 0, width: 1280, height: 1024, refreshRate: 75)
        let b = X11Output(x: 0, y: 0, width: 1280, height: 1024, refreshRate: 60)
        #expect(X11Output.showingMost(of: 10, 10, 300, 300, among: [a, b]) == a)
    }
}
