import Foundation

/// How large to draw: pixels per point (contentScaleFactor) and the desktop's text-size factor,
/// from what the desktop publishes.
///
/// In order of precedence:
/// 1. `OPENUIKIT_SCALE` in the environment (e.g. `2`), for any desktop and for tests;
/// 2. XSETTINGS (a settings daemon): `Gdk/WindowScalingFactor` is the scale, and `Xft/DPI`
///    (1024ths of a dpi) divided by 96 × that scale is the user's text-size factor — GNOME's
///    "Large Text" shows up there;
/// 3. the `Xft.dpi` X resource: dpi / 96 is the scale (96 dpi = 1).
/// Values outside 0.5…4 are refused with a warning; the default is 1.
struct DesktopScale: Equatable {
    static let environmentVariable = "OPENUIKIT_SCALE"
    /// The dpi at which one point is one pixel (X11 and Windows convention).
    static let referenceDPI = 96.0
    static let allowedScales: ClosedRange<CGFloat> = 0.5...4
    static let allowedTextScales: ClosedRange<CGFloat> = 0.5...3

    var scale: CGFloat = 1
    /// The desktop's text-size factor, nil when it publishes none.
    var textScale: CGFloat?

    init(scale: CGFloat = 1, textScale: CGFloat? = nil) {
        self.scale = scale
        self.textScale = textScale
    }

    init(environment: [String: String], xsettings: XSettings?, resources: String?) {
        if let factor = xsettings?.integer("Gdk/WindowScalingFactor"), factor >= 1 {
            scale = DesktopScale.checked(CGFloat(factor), in: DesktopScale.allowedScales, what: "Gdk/WindowScalingFactor") ?? 1
            if let dpi1024 = xsettings?.integer("Xft/DPI"), dpi1024 > 0 {
                let text = Double(dpi1024) / 1024 / (DesktopScale.referenceDPI * Double(scale))
                textScale = DesktopScale.checked(CGFloat(text), in: DesktopScale.allowedTextScales, what: "Xft/DPI")
            }
        } else if let dpi = resources.flatMap(DesktopScale.xftDPI(inResources:)) {
            scale = DesktopScale.checked(CGFloat(dpi / DesktopScale.referenceDPI), in: DesktopScale.allowedScales, what: "Xft.dpi") ?? 1
        }
        if let text = environment[DesktopScale.environmentVariable] {
            if let value = Double(text.trimmingCharacters(in: .whitespaces)),
               let checked = DesktopScale.checked(CGFloat(value), in: DesktopScale.allowedScales, what: DesktopScale.environmentVariable) {
                scale = checked
            } else if Double(text) == nil {
                Diagnostics.warn("\(DesktopScale.environmentVariable)=\"\(text)\" is not a number; using scale \(scale)")
            }
        }
    }

    /// The `Xft.dpi` value in an xrdb resource string ("Xft.dpi:\t192\n…").
    static func xftDPI(inResources resources: String) -> Double? {
        for line in resources.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == "Xft.dpi" else { continue }
            return Double(parts[1].trimmingCharacters(in: .whitespaces))
        }
        return nil
    }

    private static func checked(_ value: CGFloat, in range: ClosedRange<CGFloat>, what: String) -> CGFloat? {
        guard value.isFinite, range.contains(value) else {
            Diagnostics.warn("ignoring \(what) giving \(value): outside \(range.lowerBound)…\(range.upperBound)")
            return nil
        }
        return value
    }
}
