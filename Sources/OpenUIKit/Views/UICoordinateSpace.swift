import Foundation

/// A coordinate system points and rectangles can be converted into and out of: every view's
/// bounds, and the screen's (`UIScreen.main.coordinateSpace`).
@preconcurrency @MainActor
public protocol UICoordinateSpace: NSObjectProtocol {
    /// `point`, given in this space, in `coordinateSpace`.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// `point`, given in `coordinateSpace`, in this space.
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// `rect`, given in this space, in `coordinateSpace` (the bounding box, under a turn).
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// `rect`, given in `coordinateSpace`, in this space.
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    /// The space's extent, in its own coordinates.
    var bounds: CGRect { get }
}

/// A view's space is its bounds. Between two views the conversion is the views' own
/// (through their transforms); the screen's space is the key window's, whose origin is the
/// screen's (see `UIScreen`), so a view reaches it through its window's coordinates.
extension UIView: UICoordinateSpace {
    /// `point`, in this view's bounds, in `coordinateSpace`.
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, to: Optional(view)) }
        let onScreen = convert(point, to: nil as UIView?)
        if coordinateSpace is ScreenCoordinateSpace { return onScreen }
        return ScreenCoordinateSpace.shared.convert(onScreen, to: coordinateSpace)
    }

    /// `point`, given in `coordinateSpace`, in this view's bounds.
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, from: Optional(view)) }
        let onScreen = coordinateSpace is ScreenCoordinateSpace
            ? point : ScreenCoordinateSpace.shared.convert(point, from: coordinateSpace)
        return convert(onScreen, from: nil as UIView?)
    }

    /// `rect`, in this view's bounds, in `coordinateSpace` (the bounding box, under a turn).
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, to: Optional(view)) }
        let onScreen = convert(rect, to: nil as UIView?)
        if coordinateSpace is ScreenCoordinateSpace { return onScreen }
        return ScreenCoordinateSpace.shared.convert(onScreen, to: coordinateSpace)
    }

    /// `rect`, given in `coordinateSpace`, in this view's bounds.
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, from: Optional(view)) }
        let onScreen = coordinateSpace is ScreenCoordinateSpace
            ? rect : ScreenCoordinateSpace.shared.convert(rect, from: coordinateSpace)
        return convert(onScreen, from: nil as UIView?)
    }
}
