import Foundation

/// One lit monitor as XRandR describes it: the part of the root window its CRTC scans out,
/// and the refresh rate its mode's timings give.
///
/// Pure values, so choosing the window's monitor and reading a mode's rate are tested
/// without a server; `X11DisplayRefresh` fills them in from XRandR.
struct X11Output: Equatable, Sendable {
    /// The CRTC's rectangle in root-window pixels.
    var x: Int
    var y: Int
    var width: Int
    var height: Int
    /// Refreshes per second; nil when the mode's timings give no believable rate.
    var refreshRate: Double?

    /// Rates outside this range come from a server that invents its timings (Xvfb reports a
    /// zero dot clock and zero totals; a hand-made modeline can give anything), not from a
    /// monitor: 24 Hz film modes are the slowest real ones, and 540 Hz the fastest sold.
    static let lowestBelievableRefreshHertz = 10.0
    static let highestBelievableRefreshHertz = 1000.0

    /// The vertical refresh rate of a mode: pixels per second over pixels per frame. A
    /// double-scanned mode sends every line twice, an interlaced one half the lines per
    /// field. Nil for missing or unbelievable timings.
    static func refreshRate(dotClock: UInt64, horizontalTotal: UInt32, verticalTotal: UInt32,
                            interlaced: Bool, doubleScan: Bool) -> Double? {
        guard dotClock > 0, horizontalTotal > 0, verticalTotal > 0 else { return nil }
        var lines = Double(verticalTotal)
        if doubleScan { lines *= 2 }
        if interlaced { lines /= 2 }
        let hertz = Double(dotClock) / (Double(horizontalTotal) * lines)
        guard hertz.isFinite, hertz >= lowestBelievableRefreshHertz, hertz <= highestBelievableRefreshHertz else { return nil }
        return hertz
    }

    /// Pixels of the rectangle (`x`, `y`, `width`, `height`) this output shows.
    func overlap(x otherX: Int, y otherY: Int, width otherWidth: Int, height otherHeight: Int) -> Int {
        let left = max(x, otherX), right = min(x + width, otherX + otherWidth)
        let top = max(y, otherY), bottom = min(y + height, otherY + otherHeight)
        guard right > left, bottom > top else { return 0 }
        return (right - left) * (bottom - top)
    }

    /// The output showing most of a window at (`x`, `y`) of `width`×`height` root pixels
    /// (the first such on a tie); nil when none shows any of it.
    static func showingMost(of x: Int, _ y: Int, _ width: Int, _ height: Int, among outputs: [X11Output]) -> X11Output? {
        var best: (output: X11Output, pixels: Int)?
        for output in outputs {
            let pixels = output.overlap(x: x, y: y, width: width, height: height)
            if pixels > 0, pixels > (best?.pixels ?? 0) { best = (output, pixels) }
        }
        return best?.output
    }
}
