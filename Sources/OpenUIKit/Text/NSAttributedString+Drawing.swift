import Foundation

/// Measuring and drawing attributed strings, laid out by Pango.
///
/// Drawing goes into the current context (`UIGraphicsGetCurrentContext()`), with its
/// transform, global alpha and blend mode; with no current context nothing is drawn. The
/// paragraph style of the first character applies to the whole string.
///
/// Empty strings, non-finite points and empty rects draw nothing and measure as zero.
extension NSAttributedString {
    /// The size the string takes drawn with `draw(at:)`: the widest line's advance width by
    /// the height of all its lines, without wrapping.
    public func size() -> CGSize {
        StyledText(self).size()
    }

    /// The rect the string takes within `size`.
    ///
    /// With `.usesLineFragmentOrigin` the text wraps to `size.width` (per its line break
    /// mode) and the rect's origin is the top-left of the first line. Otherwise it is
    /// measured as one line and the origin is on the baseline, so the rect's y is negative.
    /// `.usesDeviceMetrics` gives the glyphs' ink instead of their typographic extent.
    /// A width that is zero, negative or NaN does not limit the lines, and `size.height`
    /// does not limit how many lines are measured.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions, context: NSStringDrawingContext?) -> CGRect {
        StyledText(self).boundingRect(with: size, options: options, context: context)
    }

    /// Draws the string with the top-left of its first line at `point`. Only line breaks in
    /// the string start new lines.
    public func draw(at point: CGPoint) {
        StyledText(self).draw(at: point)
    }

    /// Draws the string inside `rect`: wrapped or truncated to its width per the line break
    /// mode, aligned per the paragraph style, starting at its top and clipped to it.
    public func draw(in rect: CGRect) {
        StyledText(self).draw(in: rect)
    }
}
