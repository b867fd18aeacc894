import Foundation

/// Measuring and drawing flattened text: what `NSAttributedString`'s and `String`'s drawing
/// methods do, and what `UILabel` calls directly (see `StyledText.init(string:attributes:)`
/// for why it avoids building attributed strings).
extension StyledText {
    /// See `NSAttributedString.size()`.
    func size() -> CGSize {
        TextLayout.measure(self, wrapping: .none).logical.size
    }

    /// See `NSAttributedString.boundingRect(with:options:context:)`.
    func boundingRect(with size: CGSize, options: NSStringDrawingOptions, context: NSStringDrawingContext?) -> CGRect {
        let result: CGRect
        if options.contains(.usesLineFragmentOrigin) {
            let width = size.width.isNaN ? 0 : size.width
            let extents = TextLayout.measure(self, wrapping: width > 0 ? .width(width) : .none)
            result = options.contains(.usesDeviceMetrics)
                ? extents.ink
                : CGRect(origin: .zero, size: extents.logical.size)
        } else {
            let extents = TextLayout.measure(self, wrapping: .singleLine)
            result = (options.contains(.usesDeviceMetrics) ? extents.ink : CGRect(origin: .zero, size: extents.logical.size))
                .offsetBy(dx: 0, dy: -extents.firstBaseline)
        }
        context?.totalBounds = result
        return result
    }

    /// See `NSAttributedString.draw(at:)`.
    func draw(at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext(), point.isFinite else { return }
        TextPainter.draw(self, wrapping: .none, placement: .init(origin: point, clip: nil), into: context)
    }

    /// See `NSAttributedString.draw(in:)`.
    func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), rect.isFinite else { return }
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        let clipsInsteadOfWrapping = paragraph.lineBreakMode == .byClipping
        TextPainter.draw(self, wrapping: .width(r.width), placement: .init(origin: r.origin, clip: r),
                         alignmentWidth: clipsInsteadOfWrapping ? r.width : nil, into: context)
    }
}
