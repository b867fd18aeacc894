import Foundation

/// Where a popover goes: the bubble beside its source on the side with room, its arrow
/// pointing at the source's middle, kept `edgeMargin` inside the container.
struct PopoverLayout: Equatable {
    /// The arrow's length from the bubble to its tip, in points.
    static let arrowHeight: CGFloat = 13
    /// The arrow's width where it meets the bubble, in points.
    static let arrowBase: CGFloat = 34
    /// The radius of the bubble's corners, in points.
    static let cornerRadius: CGFloat = 13
    /// The smallest gap between the bubble and the container's edges, in points.
    static let edgeMargin: CGFloat = 10
    /// The content size when the presented controller prefers none, in points (UIKit's
    /// default popover size).
    static let defaultContentSize = CGSize(width: 320, height: 480)

    /// The presented view's frame: the bubble without its arrow.
    var contentFrame: CGRect
    /// The side the arrow is on, or `.unknown` for a bubble without one.
    var arrowDirection: UIPopoverArrowDirection
    /// The arrow's tip, in the container's coordinates.
    var arrowTip: CGPoint

    /// The bubble's frame, arrow included.
    var bubbleFrame: CGRect {
        let h = PopoverLayout.arrowHeight
        switch arrowDirection {
        case .up: return CGRect(x: contentFrame.minX, y: contentFrame.minY - h, width: contentFrame.width, height: contentFrame.height + h)
        case .down: return CGRect(x: contentFrame.minX, y: contentFrame.minY, width: contentFrame.width, height: contentFrame.height + h)
        case .left: return CGRect(x: contentFrame.minX - h, y: contentFrame.minY, width: contentFrame.width + h, height: contentFrame.height)
        case .right: return CGRect(x: contentFrame.minX, y: contentFrame.minY, width: contentFrame.width + h, height: contentFrame.height)
        default: return contentFrame
        }
    }

    /// Places content of `preferred` size (the default when empty) beside `source` (in the
    /// container's coordinates), trying the permitted directions in UIKit's order (below,
    /// above, right, left) and taking the first with room, else the roomiest, shrinking the
    /// content to fit. Without a source, the bubble is centered without an arrow.
    static func place(preferred: CGSize, source: CGRect?, in bounds: CGRect,
                      permitted: UIPopoverArrowDirection) -> PopoverLayout {
        var size = preferred.width > 0 && preferred.height > 0 ? preferred : defaultContentSize
        let room = bounds.insetBy(dx: edgeMargin, dy: edgeMargin)
        guard let source else {
            size = CGSize(width: min(size.width, room.width), height: min(size.height, room.height))
            let frame = CGRect(x: (bounds.midX - size.width / 2).rounded(), y: (bounds.midY - size.height / 2).rounded(),
                               width: size.width, height: size.height)
            return PopoverLayout(contentFrame: frame, arrowDirection: .unknown, arrowTip: CGPoint(x: frame.midX, y: frame.midY))
        }
        let allowed = permitted.isEmpty || permitted == .unknown ? UIPopoverArrowDirection.any : permitted
        let order: [UIPopoverArrowDirection] = [.up, .down, .left, .right]
        // The room each side leaves for the content (arrow taken off).
        func space(_ direction: UIPopoverArrowDirection) -> CGSize {
            switch direction {
            case .up: return CGSize(width: room.width, height: room.maxY - source.maxY - arrowHeight)
            case .down: return CGSize(width: room.width, height: source.minY - room.minY - arrowHeight)
            case .left: return CGSize(width: room.maxX - source.maxX - arrowHeight, height: room.height)
            default: return CGSize(width: source.minX - room.minX - arrowHeight, height: room.height)
            }
        }
        let candidates = order.filter { allowed.contains($0) }
        let direction = candidates.first { space($0).width >= size.width && space($0).height >= size.height }
            ?? candidates.max { space($0).width * space($0).height < space($1).width * space($1).height } ?? .up
        let available = space(direction)
        size = CGSize(width: max(0, min(size.width, available.width)), height: max(0, min(size.height, available.height)))
        func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat { max(low, min(value, max(low, high))) }
        var frame = CGRect(origin: .zero, size: size)
        var tip = CGPoint.zero
        let inset = cornerRadius + arrowBase / 2
        switch direction {
        case .up, .down:
            frame.origin.x = clamp((source.midX - size.width / 2).rounded(), room.minX, room.maxX - size.width)
            frame.origin.y = direction == .up ? source.maxY + arrowHeight : source.minY - arrowHeight - size.height
            tip = CGPoint(x: clamp(source.midX, frame.minX + inset, frame.maxX - inset), y: direction == .up ? source.maxY : source.minY)
        default:
            frame.origin.y = clamp((source.midY - size.height / 2).rounded(), room.minY, room.maxY - size.height)
            frame.origin.x = direction == .left ? source.maxX + arrowHeight : source.minX - arrowHeight - size.width
            tip = CGPoint(x: direction == .left ? source.maxX : source.minX, y: clamp(source.midY, frame.minY + inset, frame.maxY - inset))
        }
        return PopoverLayout(contentFrame: frame, arrowDirection: direction, arrowTip: tip)
    }
}
