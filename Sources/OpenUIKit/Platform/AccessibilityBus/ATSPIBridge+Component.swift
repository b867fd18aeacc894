import Foundation

/// `org.a11y.atspi.Component`: where objects are on screen, in pixels, and which one is at a
/// point. Elements' frames are in window points (`accessibilityFrame`); AT-SPI's are in
/// screen pixels, or window pixels, or relative to the parent (the window, for elements).
extension ATSPIBridge {
    /// `AtspiCoordType`.
    enum CoordinateSpace: Int {
        case screen = 0, window = 1, parent = 2
    }

    /// `AtspiComponentLayer`: widgets inside a window, and the window.
    static let widgetLayer: UInt32 = 3
    static let windowLayer: UInt32 = 7

    /// `node`'s extents in pixels in `space`.
    func extents(of node: ATSPINode, in space: CoordinateSpace) -> CGRect {
        let scale = scale()
        let origin = windowOrigin()
        switch node {
        case .application:
            return .zero
        case .window(let window):
            let size = CGSize(width: window.bounds.width * scale, height: window.bounds.height * scale)
            return CGRect(origin: space == .screen ? origin : .zero, size: size)
        case .element(let element):
            let frame = element.accessibilityFrame
            var pixels = CGRect(x: frame.minX * scale, y: frame.minY * scale, width: frame.width * scale, height: frame.height * scale)
            if space == .screen { pixels = pixels.offsetBy(dx: origin.x, dy: origin.y) }
            return pixels
        }
    }

    func component(_ call: DBusIncomingCall, _ node: ATSPINode) -> DBusReply {
        let arguments = call.arguments
        func space(at index: Int) -> CoordinateSpace? {
            guard arguments.indices.contains(index), let raw = arguments[index].intValue else { return nil }
            return CoordinateSpace(rawValue: raw)
        }
        switch call.member {
        case "GetExtents":
            guard let space = space(at: 0) else { return .invalidArguments(call) }
            let box = Self.integral(extents(of: node, in: space))
            return .values([.structure(box.map { .int32($0) })])
        case "GetPosition":
            guard let space = space(at: 0) else { return .invalidArguments(call) }
            let box = Self.integral(extents(of: node, in: space))
            return .values([.int32(box[0]), .int32(box[1])])
        case "GetSize":
            let box = Self.integral(extents(of: node, in: .window))
            return .values([.int32(box[2]), .int32(box[3])])
        case "Contains":
            guard arguments.count == 3, let x = arguments[0].intValue, let y = arguments[1].intValue, let space = space(at: 2) else {
                return .invalidArguments(call)
            }
            return .values([.boolean(extents(of: node, in: space).contains(CGPoint(x: x, y: y)))])
        case "GetAccessibleAtPoint":
            guard arguments.count == 3, let x = arguments[0].intValue, let y = arguments[1].intValue, let space = space(at: 2) else {
                return .invalidArguments(call)
            }
            return .values([accessible(at: CGPoint(x: x, y: y), in: space, inside: node)])
        case "GetLayer":
            if case .window = node { return .values([.uint32(Self.windowLayer)]) }
            return .values([.uint32(Self.widgetLayer)])
        case "GetMDIZOrder":
            return .values([.int16(0)])
        case "GetAlpha":
            let alpha = (node.object as? UIView)?.alpha ?? 1
            return .values([.double(Double(alpha))])
        case "GrabFocus":
            guard let responder = node.object as? UIResponder, !(responder is UIWindow) else { return .values([.boolean(false)]) }
            return .values([.boolean(responder.becomeFirstResponder())])
        default:
            return .unknownMethod(call)
        }
    }

    /// The topmost child of `node` whose extents hold `point`; nothing when none does. The
    /// window's elements are in reading order, so the last one found wins (drawn above).
    private func accessible(at point: CGPoint, in space: CoordinateSpace, inside node: ATSPINode) -> DBusValue {
        // A point relative to the parent: the window's own children are relative to it.
        let lookup: CoordinateSpace = space == .parent ? .window : space
        guard let hit = children(of: node).last(where: { extents(of: $0, in: lookup).contains(point) }) else {
            return nullReference
        }
        return reference(hit)
    }

    /// A rectangle as AT-SPI's four whole numbers, rounded outwards.
    static func integral(_ rect: CGRect) -> [Int32] {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return [0, 0, 0, 0] }
        let bounded = { (value: CGFloat) in Int32(max(CGFloat(Int32.min), min(CGFloat(Int32.max), value))) }
        let minX = rect.minX.rounded(.down), minY = rect.minY.rounded(.down)
        return [bounded(minX), bounded(minY), bounded(rect.maxX.rounded(.up) - minX), bounded(rect.maxY.rounded(.up) - minY)]
    }
}
