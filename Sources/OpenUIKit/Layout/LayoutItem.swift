import Foundation

/// What Auto Layout needs of a view or a layout guide: four unknowns for its frame and the
/// view whose bounds coordinates they are in.
@MainActor
protocol LayoutItem: AnyObject {
    /// The unknowns of the item's (untransformed) frame.
    var layoutVariables: LayoutFrameVariables { get }
    /// The view whose bounds coordinates the frame is in: a view's superview, a guide's
    /// owning view.
    var layoutParent: UIView? { get }
    /// Where a constraint on this item alone (a constant size) is installed: the view
    /// itself, or the guide's owning view.
    var layoutContainerView: UIView? { get }
}

/// The unknowns of one item's frame, made when the item first takes part in layout.
@MainActor
final class LayoutFrameVariables {
    let minX: LayoutVariable
    let minY: LayoutVariable
    let width: LayoutVariable
    let height: LayoutVariable

    init(name: String) {
        minX = LayoutVariable("\(name).minX")
        minY = LayoutVariable("\(name).minY")
        width = LayoutVariable("\(name).width")
        height = LayoutVariable("\(name).height")
    }

    /// The solved frame.
    var frame: CGRect {
        CGRect(x: minX.value, y: minY.value, width: width.value, height: height.value)
    }
}

extension UIView: LayoutItem {
    var layoutVariables: LayoutFrameVariables { layoutState.variables(named: LayoutDescription.name(of: self)) }
    var layoutParent: UIView? { superview }
    var layoutContainerView: UIView? { self }
}
