import Foundation

extension UIView {

    /// Views fainter than this are not hit (UIKit's rule).
    public static let minimumHitTestAlpha: CGFloat = 0.01

    // MARK: Converting coordinates

    /// `point` in this view's bounds coordinates, expressed in `view`'s (nil: the window's).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inWindow = point.applying(transformToWindow)
        guard let view else { return inWindow }
        return inWindow.applying(view.transformToWindow.inverted())
    }

    /// `point` in `view`'s coordinates (nil: the window's), expressed in this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inWindow = view.map { point.applying($0.transformToWindow) } ?? point
        return inWindow.applying(transformToWindow.inverted())
    }

    /// The bounding box of `rect` mapped into `view`'s coordinates (nil: the window's).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let toWindow = transformToWindow
        guard let view else { return rect.applying(toWindow) }
        return rect.applying(toWindow.concatenating(view.transformToWindow.inverted()))
    }

    /// The bounding box of `rect` mapped from `view`'s coordinates (nil: the window's).
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        let fromWindow = transformToWindow.inverted()
        guard let view else { return rect.applying(fromWindow) }
        return rect.applying(view.transformToWindow.concatenating(fromWindow))
    }
}
