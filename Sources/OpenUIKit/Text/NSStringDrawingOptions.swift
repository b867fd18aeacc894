/// Options for measuring and drawing strings, with UIKit's raw values.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Lay the text out as lines wrapped to the given width, measured from the top-left of
    /// the first line. Without it the text is measured as one line, from its baseline.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Measure the ink of the glyphs instead of their typographic (logical) extent.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
}
