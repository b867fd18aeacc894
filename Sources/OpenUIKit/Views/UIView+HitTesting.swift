import Foundation

extension UIView {

    /// Views fainter than this are not hit (UIKit's rule).
    public static let minimumHitTestAlpha: CGFloat = 0.01

    // MARK: Converting coordinates

    // Through the layers' homographies, so that a view turned out of the plane (its
    // `transform3D`, or its superview's `sublayerTransform`) converts as drawn; with affine
    // transforms only this is `transformToWindow` and its inverse.

    /// `point` in this view's bounds coordinates, expressed in `view`'s (nil: the window's).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        if let mapped = CALayer.map(point, from: layer, to: view?.layer) { return mapped }
        let inWindow = point.applying(transformToWindow)
        guard let view else { return inWindow }
        return inWindow.applying(view.transformToWindow.inverted())
    }

    /// `point` in `view`'s coordinates (nil: the window's), expressed in this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        if let mapped = CALayer.map(point, from: view?.layer, to: layer) { return mapped }
        let inWindow = view.map { point.applying($0.transformToWindow) } ?? point
        return inWindow.applying(transformToWindow.inverted())
    }

    /// The bounding box of `rect` mapped into `view`'s coordinates (nil: the window's).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CALayer.map(rect, from: layer, to: view?.layer)
    }

    /// The bounding box of `rect` mapped from `view`'s coordinates (nil: the window's).
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CALayer.map(rect, from: view?.layer, to: layer)
    }
}
