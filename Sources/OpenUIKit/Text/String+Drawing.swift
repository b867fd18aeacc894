import Foundation

/// UIKit's string drawing conveniences: each call behaves as the same call on an
/// `NSAttributedString` with `attributes` over the whole string, without building one
/// (see `StyledText.init(string:attributes:)`: Foundation would leak it).
extension String {
    /// The size of the string drawn with `draw(at:withAttributes:)`.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StyledText(string: self, attributes: attributes).size()
    }

    /// See `NSAttributedString.boundingRect(with:options:context:)`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        StyledText(string: self, attributes: attributes).boundingRect(with: size, options: options, context: context)
    }

    /// Draws the string with the top-left of its first line at `point` in the current context.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StyledText(string: self, attributes: attributes).draw(at: point)
    }

    /// Draws the string wrapped, aligned and clipped inside `rect` in the current context.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StyledText(string: self, attributes: attributes).draw(in: rect)
    }
}
