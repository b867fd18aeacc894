import Foundation

/// How large to draw: pixels per point (contentScaleFactor) and the user's text size, from
/// what the app, the environment and the desktop say. The one place this policy lives: the X11
/// host uses it at start and whenever the desktop's settings change, the offscreen window
/// without a display at start.
///
/// The scale, in order of precedence:
/// 1. the app's configured scale (`UIApplicationConfiguration.scale`, the demos' `--scale`);
/// 2. `OPENUIKIT_SCALE` in the environment (e.g. `2`), for any desktop and for tests;
/// 3. XSETTINGS (a settings daemon): `Gdk/WindowScalingFactor`;
/// 4. the `Xft.dpi` X resource: dpi / 96 (96 dpi = 1).
/// The first two pin it: the desktop's later changes leave it alone.
///
/// The text size: `OPENUIKIT_CONTENT_SIZE_CATEGORY` or `OPENUIKIT_TEXT_SCALE` pin it (see
/// `UIContentSizeCategory`); otherwise XSETTINGS' `Xft/DPI` (1024ths of a dpi) divided by
/// 96 × the window scale is the desktop's text-size factor (GNOME's "Large Text" shows up
/// there), mapped to the nearest category, and the default size when it gives none.
///
/// Values outside 0.5…4 (scale) or 0.5…3 (text) are refused with a warning; the default scale
/// is 1.
struct DesktopScale: Equatable {
    static let environmentVariable = "OPENUIKIT_SCALE"
    /// The dpi at which one point is one pixel (X11 and Windows convention).
    static let referenceDPI = 96.0
    static let allowedScales: ClosedRange<CGFloat> = 0.5...4
    static let allowedTextScales: ClosedRange<CGFloat> = 0.5...3

    var scale: CGFloat = 1
    /// The desktop's text-size factor, nil when it publishes none.
    var textScale: CGFloat?
    /// Whether the app or `OPENUIKIT_SCALE` chose the scale, so the desktop's does not apply.
    var scaleIsPinned = false
    /// Whether the environment chose the text size, so the desktop's does not apply.
    var textSizeIsPinned = false

    init(scale: CGFloat = 1, textScale: CGFloat? = nil) {
        self.scale = scale
        self.textScale = textScale
    }

    init(configuredScale: CGFloat? = nil, environment: [String: String], xsettings: XSettings?, resources: String?) {
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
                scaleIsPinned = true
            } else if Double(text) == nil {
                Diagnostics.warn("\(DesktopScale.environmentVariable)=\"\(text)\" is not a number; using scale \(scale)")
            }
        }
        // The app's own choice was checked when it was made (DemoOptions); one outside the
        // range is ignored here rather than drawn at.
        if let configuredScale, configuredScale.isFinite, DesktopScale.allowedScales.contains(configuredScale) {
            scale = configuredScale
            scaleIsPinned = true
        }
        textSizeIsPinned = [UIContentSizeCategory.categoryEnvironmentVariable, UIContentSizeCategory.textScaleEnvironmentVariable]
            .contains { !(environment[$0] ?? "").isEmpty }
    }

    /// The text size the desktop asks for: nil when the environment pinned one, else the
    /// category nearest the desktop's factor, or the default (`large`) without one.
    var contentSizeCategory: UIContentSizeCategory? {
        guard !textSizeIsPinned else { return nil }
        return textScale.map(UIContentSizeCategory.nearest(toTextScale:)) ?? .large
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
